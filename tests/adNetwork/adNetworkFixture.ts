import { readStamp } from '../../scripts/buildStamp';
import e2eEnvironment from '../../scripts/e2eEnvironment.json';
import { siteDirectory } from '../../scripts/siteDirectory';
import { test as base } from '../fixtures';
import { AD_NETWORK_PLACEHOLDER, startAdNetworkServer, type AdNetworkServer } from './adNetworkServer';

/** Stops with a clear message when the served site was built without the e2e configuration the ad tests rely on. */
function assertE2eBuild() {
  const stamp = readStamp();
  const built = new Map<string, string>(stamp ? JSON.parse(stamp.environmentKey) : []);
  const missing = Object.entries(e2eEnvironment).filter(([key, value]) => (built.get(key) ?? '') !== value);
  if (missing.length > 0) {
    throw new Error(
      `${siteDirectory()}/ was not built with the e2e configuration (scripts/e2eEnvironment.json): ${missing.map(([key]) => key).join(', ')} differ. ` +
        'Run `npm run test:e2e`, which rebuilds with it.',
    );
  }
}

/** Where the e2e build loads its ads from: the shared ad network that playwright.config.ts starts. */
const SHARED_AD_NETWORK = new URL(e2eEnvironment.NEXT_PUBLIC_AD_SCRIPT_URL).origin;

/**
 * `adNetwork`: a local ad network for this test alone, on 127.0.0.1 and a free port. The browser context routes the
 * build's ad URLs (the shared ad network) to it, so parallel tests never share a scenario and each test counts its
 * own requests.
 */
export interface AdNetwork extends AdNetworkServer {
  /** From now on the browser refuses every request to the ad network, as an ad blocker does (the server sees none). */
  block(): void;
}

export const test = base.extend<{ adNetwork: AdNetwork }>({
  adNetwork: async ({ context }, provide) => {
    assertE2eBuild();
    let blocked = false;
    const server = Object.assign(await startAdNetworkServer(), { block: () => void (blocked = true) });
    const toServer = (requestUrl: string) => {
      const url = new URL(requestUrl);
      return `${server.origin}${url.pathname}${url.search}`;
    };
    // The script and the list: the browser itself fetches them from this test's server.
    await context.route(`${SHARED_AD_NETWORK}/**`, (route) =>
      blocked ? route.abort('blockedbyclient') : route.continue({ url: toServer(route.request().url()) }),
    );
    // Ad images and beacons must be https: the test runner fetches them from the server on the browser's behalf.
    await context.route(`https://${AD_NETWORK_PLACEHOLDER}/**`, async (route) => {
      if (blocked) {
        return route.abort('blockedbyclient');
      }
      try {
        await route.fulfill({ response: await route.fetch({ url: toServer(route.request().url()) }) });
      } catch {
        // The page closed while the beacon was in flight.
      }
    });
    await provide(server);
    await server.close();
  },
});

export { expect, waitForHydration } from '../fixtures';
