// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWebVitals } from './useWebVitals';

const reportWebVitals = vi.fn();
vi.mock('./reportWebVitals', () => ({ reportWebVitals: (...args: unknown[]) => reportWebVitals(...args) }));

beforeEach(() => {
  window.dataLayer = [];
  delete window.gtag;
  delete window.__docsSampling;
  reportWebVitals.mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('web vitals sampling', () => {
  it('reports for a draw under 1e-4, with a single draw per page load', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.000099);
    renderHook(() => useWebVitals());
    await vi.waitFor(() => expect(reportWebVitals).toHaveBeenCalledTimes(1));
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('does not report for a draw of 1e-4 or more', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.0001);
    renderHook(() => useWebVitals());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reportWebVitals).not.toHaveBeenCalled();
  });
});
