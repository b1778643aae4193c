import { describe, expect, it, vi } from 'vitest';
import { isRunawayWork, MIN_STORM_RENDERS, watchRunawayWork, type RunawayWatchHost } from './watchRunawayWork';

const STORM = { idleTimedOut: true, longestTickGapMs: 120, renderTasks: 200, sinceInputMs: Infinity };

describe('isRunawayWork', () => {
  it('is true of a thread that never idled while it answered timers and re-rendered the edit on its own', () => {
    expect(isRunawayWork(STORM, 2000)).toBe(true);
  });

  it('is false of one long task, of work the reader caused, and of a demo that rendered a few times', () => {
    expect(isRunawayWork({ ...STORM, idleTimedOut: false }, 2000)).toBe(false);
    expect(isRunawayWork({ ...STORM, longestTickGapMs: 1800 }, 2000)).toBe(false);
    expect(isRunawayWork({ ...STORM, sinceInputMs: 300 }, 2000)).toBe(false);
    expect(isRunawayWork({ ...STORM, renderTasks: MIN_STORM_RENDERS - 1 }, 2000)).toBe(false);
  });
});

/** A host whose clock, timers, idle callbacks and microtasks the test drives by hand. */
function fakeHost() {
  let clock = 0;
  const idle: ((deadline: { didTimeout: boolean }) => void)[] = [];
  const timeouts: (() => void)[] = [];
  const microtasks: (() => void)[] = [];
  let tick: () => void = () => undefined;
  const host: RunawayWatchHost = {
    now: () => clock,
    requestIdleCallback: (callback) => idle.push(callback),
    cancelIdleCallback: () => undefined,
    setTimeout: (callback) => timeouts.push(callback),
    clearTimeout: () => undefined,
    setInterval: (callback) => {
      tick = callback;
      return 1;
    },
    clearInterval: () => undefined,
    queueMicrotask: (callback) => microtasks.push(callback),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  return {
    host,
    /** Advances the clock by `ms` in 100 ms timer ticks. */
    pass: (ms: number) => {
      for (let passed = 0; passed < ms; passed += 100) {
        clock += 100;
        tick();
      }
    },
    endTask: () => microtasks.splice(0).forEach((callback) => callback()),
    idleTimesOut: () => idle.shift()!({ didTimeout: true }),
    rearm: () => timeouts.shift()!(),
  };
}

describe('watchRunawayWork', () => {
  it('reports a render storm once its window ends, counting renders per task', () => {
    const fake = fakeHost();
    const onRunaway = vi.fn();
    const watch = watchRunawayWork(fake.host, 2000, onRunaway);
    for (let task = 0; task < MIN_STORM_RENDERS; task += 1) {
      watch.noteRender();
      watch.noteRender();
      fake.endTask();
    }
    fake.pass(2000);
    fake.idleTimesOut();
    expect(onRunaway).toHaveBeenCalledTimes(1);

    // The next window starts afresh: renders within one task count once.
    fake.rearm();
    for (let render = 0; render < 50; render += 1) {
      watch.noteRender();
    }
    fake.pass(2000);
    fake.idleTimesOut();
    expect(onRunaway).toHaveBeenCalledTimes(1);
    watch.stop();
  });
});
