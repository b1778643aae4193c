/**
 * The next task, by a message to the page itself: a task as soon as the browser is free, like `setTimeout(run, 0)`
 * without its 4 ms clamp, and outside the timers a test's fake clock holds (a paused clock would hold every step).
 */
function nextTaskByMessage(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

/**
 * Runs each step in a task of its own, in their order, so that the page never has one task as long as all of them (a
 * long task on a slow phone), and a step that throws leaves the next ones to run. The error still reaches the
 * console and the page's error handlers, thrown from its own task.
 */
export function runInSeparateTasks(
  steps: readonly (() => void)[],
  nextTask: (run: () => void) => void = nextTaskByMessage,
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
