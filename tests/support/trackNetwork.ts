import type { Page, Request } from '@playwright/test';

/** The network counts as idle after this long without a request in flight (Playwright's own networkidle uses 500 ms). */
const NETWORK_QUIET_MS = 500;

/**
 * Follows the page's requests from now on. `waitForIdle` resolves once none has been in flight for NETWORK_QUIET_MS.
 * Playwright's `waitForLoadState('networkidle')` cannot serve here: it resolves at once when the page went idle after
 * loading, before the demo chunks that scrolling requests.
 */
export function trackNetwork(page: Page) {
  const inFlight = new Set<Request>();
  let started = 0;
  page.on('request', (request) => {
    inFlight.add(request);
    started += 1;
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return {
    async waitForIdle(timeout = 30_000) {
      const deadline = Date.now() + timeout;
      for (;;) {
        const before = started;
        if (inFlight.size === 0) {
          await page.waitForTimeout(NETWORK_QUIET_MS);
          if (inFlight.size === 0 && started === before) {
            return;
          }
        } else {
          await page.waitForTimeout(50);
        }
        if (Date.now() > deadline) {
          throw new Error(
            `The network did not go idle within ${timeout} ms; still in flight: ${[...inFlight].map((request) => request.url()).join(', ')}`,
          );
        }
      }
    },
  };
}
