import { dataGridSection } from '../content/navigation/dataGrid';
import { flattenPages } from '../src/navigation/navigationTree';
import { expect, test } from './fixtures';

/** Without a licence key (none is committed) Pro and Premium log this on purpose, next to their watermark. */
const LICENSE_NOTICE = /MUI X: Missing license key|MUI X: License key/;

const pages = flattenPages(dataGridSection);

test.describe('every Data Grid page', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ allowedConsoleErrors: [LICENSE_NOTICE] });

  for (const { pathname } of pages) {
    test(`${pathname} loads, renders every demo and fits a 375 px screen`, async ({ page }) => {
      test.setTimeout(90_000);
      const failedRequests: string[] = [];
      page.on('requestfailed', (request) => failedRequests.push(`${request.url()} ${request.failure()?.errorText}`));
      page.on('response', (response) => {
        if (response.status() >= 400) {
          failedRequests.push(`${response.url()} ${response.status()}`);
        }
      });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(pathname);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      const demos = page.locator('[data-demo]');
      const count = await demos.count();
      for (let index = 0; index < count; index += 1) {
        const demo = demos.nth(index);
        await demo.scrollIntoViewIfNeeded();
        const frame = demo.locator('.demo-frame');
        await expect(frame.getByText('Loading demo…')).toHaveCount(0, { timeout: 20_000 });
        await expect(frame.getByText('This demo failed to render.')).toHaveCount(0);
        expect(await frame.evaluate((node) => node.childElementCount)).toBeGreaterThan(0);
      }

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      expect(failedRequests).toEqual([]);
    });
  }
});

test('Chinese: Overview and Quick start are translated, other pages fall back to English with a notice', async ({ page }) => {
  for (const path of ['/zh/x/react-data-grid/', '/zh/x/react-data-grid/getting-started/']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByTestId('untranslated-notice')).toHaveCount(0);
  }
  await page.goto('/zh/x/react-data-grid/editing/');
  await expect(page.getByTestId('untranslated-notice')).toHaveText('本页尚未翻译，以下为英文原文。');
});

test('navigation markers: plan icons, New and Unstable where they apply', async ({ page }) => {
  await page.goto('/x/react-data-grid/server-side-data/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).last();
  const serverSide = nav.getByRole('link', { name: /Server-side data/ });
  await expect(serverSide.getByRole('img', { name: 'Pro plan' })).toBeVisible();
  await expect(serverSide.getByText('Unstable')).toBeVisible();
  await expect(nav.getByRole('link', { name: /Aggregation/ }).getByRole('img', { name: 'Premium plan' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Spanning/ }).last().getByText('New')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).getByRole('img', { name: 'Pro plan' })).toBeVisible();
});

test('demos below the fold load only when they approach the viewport', async ({ page }) => {
  await page.goto('/x/react-data-grid/column-definition/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const last = page.locator('[data-demo]').last();
  await page.waitForTimeout(1000);
  await expect(last.locator('.demo-frame').getByText('Loading demo…')).toBeVisible();
  await last.scrollIntoViewIfNeeded();
  await expect(last.locator('.demo-frame').getByText('Loading demo…')).toHaveCount(0, { timeout: 20_000 });
});
