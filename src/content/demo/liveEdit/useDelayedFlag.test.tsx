// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedFlag } from './useDelayedFlag';

describe('useDelayedFlag', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns true only after the flag has stayed on for the delay, and false at once', () => {
    const { result, rerender } = renderHook(({ on }) => useDelayedFlag(on, 600), { initialProps: { on: true } });
    act(() => vi.advanceTimersByTime(599));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ on: false });
    expect(result.current).toBe(false);
  });

  it('never turns true for a flag that goes off before the delay', () => {
    const { result, rerender } = renderHook(({ on }) => useDelayedFlag(on, 600), { initialProps: { on: true } });
    act(() => vi.advanceTimersByTime(300));
    rerender({ on: false });
    act(() => vi.advanceTimersByTime(600));
    expect(result.current).toBe(false);
  });
});
