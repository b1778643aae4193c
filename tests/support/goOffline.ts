import type { BrowserContext } from '@playwright/test';
import type { StaticSite } from '../serviceWorker/staticSiteServer';

/**
 * Cuts the network for the page and for its service worker: `context.setOffline` does not reach the worker's own
 * requests, so the test's static server drops them too.
 */
export async function goOffline(context: BrowserContext, site: StaticSite) {
  await context.setOffline(true);
  site.setOffline(true);
}
