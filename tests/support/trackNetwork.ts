import type { Page, Request } from '@playwright/test';

/**
 * Follows the page's requests from now on. `waitForSettled` resolves as soon as every request started has finished
 * or failed, with no quiet period: callers first wait for the page's own signals (demos rendered), after which
 * nothing new starts on its own. Playwright's `waitForLoadState('networkidle')` cannot serve here: it resolves at
 * once when the page went idle after loading, before the demo chunks that scrolling requests.
 */
export function trackNetwork(page: Page) {
  const inFlight = new Set<Request>();
  let onSettled: (() => void) | null = null;
  const done = (request: Request) => {
    inFlight.delete(request);
    if (inFlight.size === 0) onSettled?.();
  };
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async waitForSettled(timeout = 30_000) {
      if (inFlight.size === 0) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        await new Promise<void>((resolve, reject) => {
          onSettled = resolve;
          timer = setTimeout(
            () =>
              reject(
                new Error(
                  `Requests still in flight after ${timeout} ms: ${[...inFlight].map((request) => request.url()).join(', ')}`,
                ),
              ),
            timeout,
          );
        });
      } finally {
        onSettled = null;
        clearTimeout(timer);
      }
    },
  };
}
