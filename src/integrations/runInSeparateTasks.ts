/**
 * Runs each step in a task of its own, in their order, so that the page never has one task as long as all of them (a
 * long task on a slow phone), and a step that throws leaves the next ones to run. The error still reaches the
 * console and the page's error handlers, thrown from its own task.
 */
export function runInSeparateTasks(
  steps: readonly (() => void)[],
  nextTask: (run: () => void) => void = (run) => setTimeout(run, 0),
): void {
  const [step, ...rest] = steps;
  if (!step) {
    return;
  }
  nextTask(() => {
    try {
      step();
    } finally {
      runInSeparateTasks(rest, nextTask);
    }
  });
}
