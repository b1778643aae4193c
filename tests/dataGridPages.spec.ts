import { readDemoChunkFiles } from '../scripts/webpack/demoChunks';
import { demoChunkName } from '../src/content/demo/demoChunkName';
import { expect, LICENSE_NOTICE, test, waitForHydration, scrollDemoIntoView } from './fixtures';

test('Chinese: every Data Grid page is translated and current, with no notice', async ({ page }) => {
  for (const [path, title] of [
    ['/zh/x/react-data-grid/', null],
    ['/zh/x/react-data-grid/getting-started/', null],
    ['/zh/x/react-data-grid/column-definition/', '列定义'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    if (title) await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('untranslated-notice')).toHaveCount(0);
    await expect(page.getByTestId('stale-translation-notice')).toHaveCount(0);
  }
});

test('navigation markers: plan icons, New, Planned and Unstable where they apply', async ({ page }) => {
  await page.goto('/x/react-data-grid/server-side-data/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).last();
  // Server-side data is a section: its markers sit on the section's disclosure summary.
  const serverSide = nav.locator('summary').filter({ hasText: 'Server-side data' });
  await expect(serverSide.getByRole('img', { name: 'Pro plan' })).toBeVisible();
  await expect(serverSide.getByText('Unstable')).toBeVisible();
  await expect(
    nav
      .getByRole('link', { name: /Tree data/ })
      .last()
      .getByRole('img', { name: 'Pro plan' }),
  ).toBeVisible();
  const plannedAggregation = nav.getByRole('link', { name: /Aggregation/ }).last();
  await expect(plannedAggregation.getByRole('img', { name: 'Premium plan' })).toBeVisible();
  await expect(plannedAggregation.getByText('Planned')).toBeVisible();
  await expect(
    nav
      .getByRole('link', { name: /Aggregation/ })
      .first()
      .getByRole('img', { name: 'Premium plan' }),
  ).toBeVisible();
  await expect(
    nav
      .getByRole('link', { name: /^Spanning/ })
      .last()
      .getByText('New'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).getByRole('img', { name: 'Pro plan' })).toBeVisible();
  const pivoting = nav.getByRole('link', { name: /Pivoting/ });
  await expect(pivoting.getByText('Planned')).toBeVisible();
  await expect(pivoting.getByRole('img', { name: 'Premium plan' })).toBeVisible();
  await pivoting.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pivoting');
  await expect(page.getByRole('heading', { level: 1 }).getByText('Planned')).toBeVisible();
});

test.describe('a page whose last demo is Premium', () => {
  // Column definition's last demo is a Premium grid: a build without a licence key logs the library's notice.
  test.use({ allowedConsoleErrors: [LICENSE_NOTICE] });

  test('demos below the fold load only when they approach the viewport', async ({ page }) => {
    const chunkNamesByUrl = new Map(
      Object.entries(readDemoChunkFiles()).map(([name, file]) => [`/_next/${file}`, name]),
    );
    const requestedChunks: string[] = [];
    page.on('request', (request) => {
      const name = chunkNamesByUrl.get(new URL(request.url()).pathname);
      if (name) requestedChunks.push(name);
    });
    await page.goto('/x/react-data-grid/column-definition/');
    await waitForHydration(page);
    const demos = page.locator('[data-demo]');
    const last = demos.last();
    // Sentinel: the first demo, in view, has rendered. Every demo's observer reports its first intersection in that
    // same frame, so a last demo taken for near would have asked for its chunk by now.
    await expect(demos.first().locator('.demo-frame').getByText('Loading demo…')).toHaveCount(0, { timeout: 20_000 });
    const lastChunk = demoChunkName(`react-data-grid/column-definition/demos/${await last.getAttribute('data-demo')}`);
    expect(requestedChunks).not.toContain(lastChunk);
    await expect(last.locator('.demo-frame').getByText('Loading demo…')).toBeVisible();
    await scrollDemoIntoView(last);
    await expect(last.locator('.demo-frame').getByText('Loading demo…')).toHaveCount(0, { timeout: 20_000 });
    // The chunk name above is the one the page asks for, so its absence before meant something.
    expect(requestedChunks).toContain(lastChunk);
  });
});
