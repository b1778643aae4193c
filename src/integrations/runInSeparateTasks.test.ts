import { describe, expect, it, vi } from 'vitest';
import { runInSeparateTasks } from './runInSeparateTasks';

describe('runInSeparateTasks', () => {
  it('runs the steps in order, one per task, and goes on after a step that throws', () => {
    const queue: (() => void)[] = [];
    const ran: string[] = [];
    runInSeparateTasks(
      [
        () => ran.push('analytics'),
        () => {
          throw new Error('ads failed');
        },
        () => ran.push('navigation'),
      ],
      (run) => queue.push(run),
    );
    expect(ran).toEqual([]);
    queue.shift()!();
    expect(ran).toEqual(['analytics']);
    expect(queue).toHaveLength(1);
    expect(() => queue.shift()!()).toThrow('ads failed');
    expect(queue).toHaveLength(1);
    queue.shift()!();
    expect(ran).toEqual(['analytics', 'navigation']);
    expect(queue).toHaveLength(0);
  });

  it('by default runs each in a task of its own that a fake clock does not hold', async () => {
    const realTimeout = globalThis.setTimeout;
    vi.useFakeTimers();
    try {
      const ran: number[] = [];
      runInSeparateTasks([1, 2, 3].map((step) => () => ran.push(step)));
      expect(ran).toEqual([]);
      // Real time, up to 2 s on a busy machine: a step held by the paused clock would never run.
      for (let wait = 0; wait < 200 && ran.length < 3; wait += 1) {
        await new Promise((resolve) => realTimeout(resolve, 10));
      }
      expect(ran).toEqual([1, 2, 3]);
    } finally {
      vi.useRealTimers();
    }
  });
});
