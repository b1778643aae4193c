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
