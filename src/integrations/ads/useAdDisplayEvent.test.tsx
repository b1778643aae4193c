// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISPLAY_EVENT_DELAY_MS, useAdDisplayEvent } from './useAdDisplayEvent';

function adEvents() {
  return (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter(([, name]) => name === 'ad');
}

beforeEach(() => {
  window.dataLayer = [];
  delete window.gtag;
  delete window.__docsSampling;
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('ad display sampling', () => {
  it('a slot drawn under 0.1 sends display after 2.5 s; the draw is made once per slot', () => {
    vi.useFakeTimers();
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.099);
    const { rerender } = renderHook(({ label }) => useAdDisplayEvent(label), {
      initialProps: { label: 'carbon-body-top-image' },
    });
    rerender({ label: 'carbon-body-top-image' });
    act(() => vi.advanceTimersByTime(DISPLAY_EVENT_DELAY_MS - 1));
    expect(adEvents()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(adEvents()).toEqual([['event', 'ad', { eventAction: 'display', eventLabel: 'carbon-body-top-image' }]]);
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('a slot drawn at 0.1 or more sends no display event', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    renderHook(() => useAdDisplayEvent('in-house-body-top-image'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(adEvents()).toEqual([]);
  });
});
