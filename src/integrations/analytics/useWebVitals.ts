import { useEffect } from 'react';
import { getGtag, sendEvent } from './gtag';
import { isSampled, readSamplingOverride } from './isSampled';

/** Share of page loads that report web vitals: 0.01 %, to stay within the analytics quota. */
export const WEB_VITALS_SAMPLE_RATE = 1e-4;

/** Reports the web vitals of a sampled page load. web-vitals is downloaded only for those loads. */
export function useWebVitals(): void {
  useEffect(() => {
    // One draw per page load, so a sampled load sends all of its metrics.
    if (!getGtag() || !isSampled(WEB_VITALS_SAMPLE_RATE, Math.random, readSamplingOverride())) {
      return;
    }
    void import('./reportWebVitals').then(({ reportWebVitals }) => reportWebVitals(sendEvent));
  }, []);
}
