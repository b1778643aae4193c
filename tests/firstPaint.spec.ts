import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

for (const path of ['/x/introduction/installation/', '/x/react-data-grid/editing/', '/zh/x/introduction/']) {
  test(`${path} paints its content before it requests a script, then hydrates`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/_next/static/') && entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(timing.firstContentfulPaint).toBeGreaterThan(0);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
  });
}

/** Where the page's content column sits, in CSS pixels. */
const mainColumnBox = async (page: Page) =>
  page.locator('.app-main-column').evaluate((node) => {
    const { x, width } = node.getBoundingClientRect();
    return { x, width };
  });

// The navigation follows the content in the document, so a slow page paints its content before the browser has
// parsed the navigation: the content must already sit where it will stay.
for (const width of [1280, 375]) {
  test(`at ${width} px the content does not move when the navigation arrives after the first paint`, async ({
    page,
  }) => {
    const path = '/x/introduction/';
    await page.setViewportSize({ width, height: 800 });
    await page.route(path, async (route) => {
      const html = await (await route.fetch()).text();
      const navigationStart = html.indexOf('<div class="nav-slot"');
      expect(navigationStart).toBeGreaterThan(0);
      // The document as parsed up to the navigation: its scripts come after it, so nothing hydrates.
      await route.fulfill({ contentType: 'text/html', body: html.slice(0, navigationStart) });
    });
    await page.goto(path);
    await expect(page.locator('.nav-slot')).toHaveCount(0);
    const beforeNavigation = await mainColumnBox(page);

    await page.unroute(path);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('.nav-slot')).toHaveCount(1);
    expect(await mainColumnBox(page)).toEqual(beforeNavigation);
    expect(beforeNavigation.x).toBe(width >= 1200 ? 280 : 0);
  });
}
