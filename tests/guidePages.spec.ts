import { navigation } from '../content/navigation';
import { countDemoSlots, listContentPathnames } from '../src/server/content/contentFiles';
import { flattenPages } from '../src/navigation/navigationTree';
import e2eEnvironment from '../scripts/e2eEnvironment.json';
import { expect, LICENSE_NOTICE, test, waitForHydration, scrollDemoIntoView } from './fixtures';
import { trackNetwork } from './support/trackNetwork';

const AD_NETWORK_ORIGIN = new URL(e2eEnvironment.NEXT_PUBLIC_AD_NETWORK_URL).origin;

const contentPathnames = new Set(listContentPathnames());
/** Every guide page written in Markdown, in navigation order (the API pages have tests of their own). */
const pages = flattenPages(navigation).filter((page) => contentPathnames.has(page.pathname));

test.describe('every guide page', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ allowedConsoleErrors: [LICENSE_NOTICE] });

  for (const { pathname } of pages) {
    test(`${pathname} loads, renders every demo and fits a 375 px screen`, async ({ page }) => {
      test.setTimeout(90_000);
      const expectedDemos = countDemoSlots(pathname);
      const network = trackNetwork(page);
      const failedRequests: string[] = [];
      page.on('requestfailed', (request) => {
        const reason = request.failure()?.errorText;
        // The ad slot aborts its ad-list fetch when it unmounts: a cancellation, not a failure. Any other abort counts.
        if (!(reason === 'net::ERR_ABORTED' && request.url().startsWith(AD_NETWORK_ORIGIN))) {
          failedRequests.push(`${request.url()} ${reason}`);
        }
      });
      page.on('response', (response) => {
        if (response.status() >= 400) {
          failedRequests.push(`${response.url()} ${response.status()}`);
        }
      });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(pathname);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // One demo section (Demo.tsx marks it with data-demo) per slot of the Markdown.
      const demos = page.locator('[data-demo]');
      await expect(demos).toHaveCount(expectedDemos);
      for (let index = 0; index < expectedDemos; index += 1) {
        const demo = demos.nth(index);
        await scrollDemoIntoView(demo);
        const frame = demo.locator('.demo-frame');
        await expect(frame.getByText('Loading demo…')).toHaveCount(0, { timeout: 20_000 });
        await expect(frame.getByText('This demo failed to render.')).toHaveCount(0);
        expect(await frame.evaluate((node) => node.childElementCount)).toBeGreaterThan(0);
      }

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      // Every demo chunk, locale and image the page asked for has answered (or failed) before this is checked.
      await network.waitForSettled();
      expect(failedRequests).toEqual([]);
    });
  }
});
