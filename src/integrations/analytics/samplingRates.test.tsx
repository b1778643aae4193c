// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISPLAY_EVENT_DELAY_MS, useAdDisplayEvent } from '@/integrations/ads/useAdDisplayEvent';
import { useWebVitals } from './useWebVitals';

const reportWebVitals = vi.fn();
vi.mock('./reportWebVitals', () => ({ reportWebVitals: (...args: unknown[]) => reportWebVitals(...args) }));

function adEvents() {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter(([, name]) => name === 'ad');
}

beforeEach(() => {
  window.dataLayer = [];
  delete window.gtag;
  delete window.__docsSampling;
  reportWebVitals.mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('web vitals sampling', () => {
  it('reports for a draw under 1e-4, with a single draw per page load', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.000099);
    renderHook(() => useWebVitals());
    await vi.waitFor(() => expect(reportWebVitals).toHaveBeenCalledTimes(1));
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('does not report, nor download web-vitals, for a draw of 1e-4 or more', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.0001);
    renderHook(() => useWebVitals());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reportWebVitals).not.toHaveBeenCalled();
  });
});

describe('ad display sampling', () => {
  it('a slot drawn under 0.1 sends display after 2.5 s; the draw is made once per slot', () => {
    vi.useFakeTimers();
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.099);
    const { rerender } = renderHook(({ label }) => useAdDisplayEvent(label), { initialProps: { label: 'carbon-body-top-image' } });
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
