// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RUN_BUDGET_MS } from './runnerBudgets';
import type { ParentMessage, RunnerMessage } from './runnerMessages';
import { useRunnerSession } from './useRunnerSession';

const SETTINGS = { paletteMode: 'light', direction: 'ltr', dense: false, spacing: 8, language: 'en' } as const;

/** A runner frame: it records what the page posts, and the test makes it answer. */
function fakeRunner() {
  const frameWindow = {
    posted: [] as ParentMessage[],
    postMessage: (message: ParentMessage) => frameWindow.posted.push(message),
  };
  const frame = { current: { contentWindow: frameWindow } as unknown as HTMLIFrameElement };
  const answer = (message: RunnerMessage) =>
    act(() => {
      const event = new MessageEvent('message', { data: message, origin: 'null' });
      Object.defineProperty(event, 'source', { value: frame.current.contentWindow });
      window.dispatchEvent(event);
    });
  const renders = () => frameWindow.posted.filter((message) => message.type === 'render');
  return { frame, answer, renders };
}

describe('useRunnerSession', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends one revision at a time, then the newest code', () => {
    const runner = fakeRunner();
    const { rerender } = renderHook(
      ({ code }) => useRunnerSession(runner.frame, { code, variant: 'TS', settings: SETTINGS, onRendered: () => {} }),
      { initialProps: { code: 'a' } },
    );
    runner.answer({ type: 'ready' });
    expect(runner.renders().map((message) => message.type === 'render' && message.code)).toEqual(['a']);
    rerender({ code: 'ab' });
    rerender({ code: 'abc' });
    expect(runner.renders()).toHaveLength(1);
    runner.answer({ type: 'rendered', revision: 1 });
    expect(runner.renders().map((message) => message.type === 'render' && message.code)).toEqual(['a', 'abc']);
  });

  it('replaces a runner that does not finish a revision in time and renders the last good code in the new one', () => {
    const runner = fakeRunner();
    const onRendered = vi.fn();
    const { result, rerender } = renderHook(
      ({ code }) => useRunnerSession(runner.frame, { code, variant: 'TS', settings: SETTINGS, onRendered }),
      { initialProps: { code: 'good' } },
    );
    runner.answer({ type: 'ready' });
    runner.answer({ type: 'received', revision: 1 });
    runner.answer({ type: 'evaluating', revision: 1 });
    runner.answer({ type: 'rendered', revision: 1 });
    rerender({ code: 'endless' });
    runner.answer({ type: 'received', revision: 2 });
    // Loading modules takes as long as it takes: the clock starts when the code runs.
    act(() => vi.advanceTimersByTime(RUN_BUDGET_MS * 3));
    expect(result.current.frameKey).toBe(0);
    runner.answer({ type: 'evaluating', revision: 2 });
    act(() => vi.advanceTimersByTime(RUN_BUDGET_MS));
    expect(result.current.frameKey).toBe(1);
    expect(result.current.failure).toEqual({ kind: 'stuck' });

    runner.answer({ type: 'ready' });
    const fallback = runner.renders().at(-1)!;
    expect(fallback).toMatchObject({ type: 'render', revision: 3, code: 'good' });
    runner.answer({ type: 'rendered', revision: 3 });
    // Putting the good version back does not clear the alert; the reader's next good edit does.
    expect(result.current.failure).toEqual({ kind: 'stuck' });
    expect(runner.renders()).toHaveLength(3);
    rerender({ code: 'fixed' });
    runner.answer({ type: 'rendered', revision: 4 });
    expect(result.current.failure).toBeNull();
  });

  it('replaces a runner that reports runaway work with the version before the one on screen', () => {
    const runner = fakeRunner();
    const { result, rerender } = renderHook(
      ({ code }) => useRunnerSession(runner.frame, { code, variant: 'TS', settings: SETTINGS, onRendered: () => {} }),
      { initialProps: { code: 'good' } },
    );
    runner.answer({ type: 'ready' });
    runner.answer({ type: 'rendered', revision: 1 });
    rerender({ code: 'storm' });
    runner.answer({ type: 'rendered', revision: 2 });
    runner.answer({ type: 'runaway', revision: 2 });
    expect(result.current).toMatchObject({ frameKey: 1, failure: { kind: 'runaway' } });
    runner.answer({ type: 'ready' });
    expect(runner.renders().at(-1)).toMatchObject({ code: 'good' });
  });
});
