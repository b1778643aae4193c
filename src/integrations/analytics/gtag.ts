import { isTrackingRefused, readPrivacySignals } from './isTrackingRefused';

type Gtag = (...args: unknown[]) => void;

/**
 * The page's `gtag`, installed on first use as Google Analytics 4 defines it: a function that queues its
 * arguments on `window.dataLayer` (the GA library, when loaded, drains that queue). Null when the reader refuses
 * tracking (Do Not Track, Global Privacy Control): then no queue exists and nothing is ever sent.
 */
export function getGtag(): Gtag | null {
  if (typeof window === 'undefined' || isTrackingRefused(readPrivacySignals())) {
    return null;
  }
  if (!window.gtag) {
    const dataLayer = (window.dataLayer ??= []);
    window.gtag = function gtag() {
      // gtag.js expects the Arguments object itself, not an array copy.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
  }
  return window.gtag;
}

/** Sends a GA4 event (`gtag('event', name, params)`), unless the reader refuses tracking. */
export function sendEvent(name: string, params: Record<string, unknown>): void {
  getGtag()?.('event', name, params);
}

/** Sets GA4 user properties (`gtag('set', 'user_properties', properties)`), unless the reader refuses tracking. */
export function setUserProperties(properties: Record<string, unknown>): void {
  getGtag()?.('set', 'user_properties', properties);
}
