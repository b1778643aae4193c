/**
 * How long edited code may keep the runner busy, shared by the runner and the page that watches it. Each budget is
 * below the next, so the runner reports the common case itself (with the line) before the page gives up on it.
 */

/** A guarded loop in edited code throws once the code has run this long without a pause (runner/loopGuard.ts). */
export const LOOP_BUDGET_MS = 500;

/**
 * The runner must confirm a revision (rendered or failed) this long after it starts evaluating it, or the page
 * replaces its frame: the runner's thread is stuck (code that never returns) or its process is gone (out of memory).
 */
export const RUN_BUDGET_MS = 1500;

/**
 * The runner reports runaway work once its thread has not been idle for this long while still answering timers and
 * without input from the reader: a component re-rendering without end (runner/watchRunawayWork.ts).
 */
export const BUSY_BUDGET_MS = 2000;
