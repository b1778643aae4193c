/** Name under which compiled code reaches the guard (guardLoops.ts inserts calls to it; evaluateDemo.ts passes it). */
export const LOOP_GUARD_NAME = '__runnerLoopGuard';

/** Thrown by a guarded loop that kept the runner busy past its budget. */
export class EndlessLoopError extends Error {
  constructor(line: number, budgetMs: number) {
    super(
      `The loop on line ${line} was still running after ${budgetMs / 1000} s, so the preview stopped it. ` +
        'Check that its condition becomes false (an endless loop?).',
    );
    this.name = 'EndlessLoopError';
  }
}

export interface LoopGuard {
  /** Called at each iteration of a `while`, `do … while` or `for (;;)` loop; throws once the budget is spent. */
  tick: (line: number) => true;
  /** Wraps the iterable of a `for … of` loop so that each step is a tick. */
  iterate: <T>(iterable: Iterable<T>, line: number) => Iterable<T>;
}

interface LoopGuardOptions {
  budgetMs: number;
  now: () => number;
  /** Runs its callback once the code running now returns (a microtask): the end of one uninterrupted run. */
  afterRun: (callback: () => void) => void;
}

/**
 * The guard for loops in edited code. The budget counts from the first loop iteration of an uninterrupted run of the
 * code (until the current task or microtask returns), so a loop that would block the runner's thread for longer
 * throws an EndlessLoopError naming its line, while loops in separate events each get the whole budget.
 */
export function createLoopGuard({ budgetMs, now, afterRun }: LoopGuardOptions): LoopGuard {
  let runStart: number | null = null;
  const tick = (line: number): true => {
    if (runStart === null) {
      runStart = now();
      afterRun(() => {
        runStart = null;
      });
    } else if (now() - runStart > budgetMs) {
      // The run stays over budget: a loop around a `try` that catches this error is stopped at its next tick too.
      throw new EndlessLoopError(line, budgetMs);
    }
    return true;
  };
  function* iterate<T>(iterable: Iterable<T>, line: number): Iterable<T> {
    for (const item of iterable) {
      tick(line);
      yield item;
    }
  }
  return { tick, iterate };
}
