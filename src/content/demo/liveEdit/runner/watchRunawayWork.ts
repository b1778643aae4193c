/** Longest gap between two timer ticks for the runner to count as answering (a long task is not a render storm). */
const TICK_MS = 100;
/** Pause between two watches, so that an idle runner is not woken at every frame. */
const REARM_MS = 250;
/** Input events: work that follows the reader (scrolling a large grid, hovering a chart) is theirs, not runaway. */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

export interface BusyWindow {
  /** The thread had no idle moment during the window. */
  idleTimedOut: boolean;
  /** Longest gap between two timer ticks in it. */
  longestTickGapMs: number;
  /** Tasks in which the edited code rendered during it. */
  renderTasks: number;
  /** Time since the reader's last input when it ended. */
  sinceInputMs: number;
}

/** Fewest separate renders of the edited code in one busy window that make it a render storm. */
export const MIN_STORM_RENDERS = 10;

/**
 * Whether a window of `budgetMs` shows runaway work: the thread never idled, yet kept answering timers (so not one
 * long task), the edited code rendered again and again, and the reader did nothing to cause it.
 */
export function isRunawayWork(window: BusyWindow, budgetMs: number): boolean {
  return (
    window.idleTimedOut &&
    window.longestTickGapMs < budgetMs / 4 &&
    window.renderTasks >= MIN_STORM_RENDERS &&
    window.sinceInputMs > budgetMs
  );
}

export interface RunawayWatchHost {
  now: () => number;
  requestIdleCallback: (callback: (deadline: { didTimeout: boolean }) => void, options: { timeout: number }) => number;
  cancelIdleCallback: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
  setInterval: (callback: () => void, ms: number) => number;
  clearInterval: (handle: number) => void;
  queueMicrotask: (callback: () => void) => void;
  addEventListener: (type: string, listener: () => void, options: AddEventListenerOptions) => void;
  removeEventListener: (type: string, listener: () => void, options: AddEventListenerOptions) => void;
}

export interface RunawayWatch {
  /** Called when the edited code renders (its JSX runs); counted once per task. */
  noteRender: () => void;
  stop: () => void;
}

/**
 * Watches the runner for work that never pauses while the page still gets answers: typically a component whose
 * effect updates its state at every render. Calls `onRunaway` after a window of `budgetMs` that isRunawayWork judges
 * so, then keeps watching.
 */
export function watchRunawayWork(host: RunawayWatchHost, budgetMs: number, onRunaway: () => void): RunawayWatch {
  let lastTick = host.now();
  let longestTickGap = 0;
  let renderTasks = 0;
  let inRenderTask = false;
  let lastInput = -Infinity;
  let idleHandle = 0;
  let rearmHandle = 0;

  const onTick = () => {
    const now = host.now();
    longestTickGap = Math.max(longestTickGap, now - lastTick);
    lastTick = now;
  };
  const onInput = () => {
    lastInput = host.now();
  };
  const arm = () => {
    lastTick = host.now();
    longestTickGap = 0;
    renderTasks = 0;
    idleHandle = host.requestIdleCallback(onIdle, { timeout: budgetMs });
  };
  function onIdle({ didTimeout }: { didTimeout: boolean }) {
    onTick();
    const window = {
      idleTimedOut: didTimeout,
      longestTickGapMs: longestTickGap,
      renderTasks,
      sinceInputMs: host.now() - lastInput,
    };
    if (isRunawayWork(window, budgetMs)) {
      onRunaway();
    }
    rearmHandle = host.setTimeout(arm, REARM_MS);
  }

  const ticker = host.setInterval(onTick, TICK_MS);
  const listenerOptions = { capture: true, passive: true };
  INPUT_EVENTS.forEach((type) => host.addEventListener(type, onInput, listenerOptions));
  arm();
  return {
    noteRender: () => {
      if (!inRenderTask) {
        inRenderTask = true;
        renderTasks += 1;
        host.queueMicrotask(() => {
          inRenderTask = false;
        });
      }
    },
    stop: () => {
      host.clearInterval(ticker);
      host.cancelIdleCallback(idleHandle);
      host.clearTimeout(rearmHandle);
      INPUT_EVENTS.forEach((type) => host.removeEventListener(type, onInput, listenerOptions));
    },
  };
}

/** watchRunawayWork on the runner's own window. */
export function watchRunawayWorkInWindow(budgetMs: number, onRunaway: () => void): RunawayWatch {
  return watchRunawayWork(
    {
      now: () => performance.now(),
      requestIdleCallback: (callback, options) => window.requestIdleCallback(callback, options),
      cancelIdleCallback: (handle) => window.cancelIdleCallback(handle),
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle),
      setInterval: (callback, ms) => window.setInterval(callback, ms),
      clearInterval: (handle) => window.clearInterval(handle),
      queueMicrotask: (callback) => window.queueMicrotask(callback),
      addEventListener: (type, listener, options) => window.addEventListener(type, listener, options),
      removeEventListener: (type, listener, options) => window.removeEventListener(type, listener, options),
    },
    budgetMs,
    onRunaway,
  );
}
