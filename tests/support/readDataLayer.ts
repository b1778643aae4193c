import type { Page } from '@playwright/test';

/** GA4 entries queued on window.dataLayer, as arrays (gtag queues Arguments objects); null when there is no dataLayer. */
export function readDataLayer(page: Page): Promise<unknown[][] | null> {
  return page.evaluate(() =>
    window.dataLayer ? window.dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>)) : null,
  );
}
