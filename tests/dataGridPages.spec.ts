import fs from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { dataGridSection } from '../content/navigation/dataGrid';
import { getContentFilePath } from '../src/content/build/contentFiles';
import { flattenPages } from '../src/navigation/navigationTree';
import e2eEnvironment from '../scripts/e2eEnvironment.json';
import { expect, test } from './fixtures';

/** Without a licence key (none is committed) Pro and Premium log this on purpose, next to their watermark. */
const LICENSE_NOTICE = /MUI X: Missing license key|MUI X: License key/;
/** The network counts as idle after this long without a request in flight (Playwright's own networkidle uses 500 ms). */
const NETWORK_QUIET_MS = 500;

const pages = flattenPages(dataGridSection);
const AD_NETWORK_ORIGIN = new URL(e2eEnvironment.NEXT_PUBLIC_AD_NETWORK_URL).origin;

/** How many `::demo{…}` slots a page's English Markdown has; a slot inside a fenced code block is only an example. */
function countDemoSlots(pathname: string): number {
  const markdown = fs.readFileSync(getContentFilePath(pathname, 'en'), 'utf8');
  const withoutFences = markdown.replace(/^ {0,3}(```|~~~)[\s\S]*?^ {0,3}\1/gm, '');
  return withoutFences.match(/^ {0,3}::demo\{/gm)?.length ?? 0;
}

/**
 * Follows the page's requests from now on. `waitForIdle` resolves once none has been in flight for NETWORK_QUIET_MS.
 * Playwright's `waitForLoadState('networkidle')` cannot serve here: it resolves at once when the page went idle after
 * loading, before the demo chunks that scrolling requests.
 */
function trackNetwork(page: Page) {
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
          throw new Error(`The network did not go idle within ${timeout} ms; still in flight: ${[...inFlight].map((request) => request.url()).join(', ')}`);
        }
      }
    },
  };
}

test.describe('every Data Grid page', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ allowedConsoleErrors: [LICENSE_NOTICE] });

  for (const { pathname } of pages) {
    test(`${pathname} loads, renders every demo and fits a 375 px screen`, async ({ page }) => {
      test.setTimeout(90_000);
      const expectedDemos = countDemoSlots(pathname);
      expect(expectedDemos, `::demo slots in ${getContentFilePath(pathname, 'en')}`).toBeGreaterThanOrEqual(1);
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
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // One demo section (Demo.tsx marks it with data-demo) per slot of the Markdown.
      const demos = page.locator('[data-demo]');
      await expect(demos).toHaveCount(expectedDemos);
      for (let index = 0; index < expectedDemos; index += 1) {
        const demo = demos.nth(index);
        await demo.scrollIntoViewIfNeeded();
        const frame = demo.locator('.demo-frame');
        await expect(frame.getByText('Loading demo…')).toHaveCount(0, { timeout: 20_000 });
        await expect(frame.getByText('This demo failed to render.')).toHaveCount(0);
        expect(await frame.evaluate((node) => node.childElementCount)).toBeGreaterThan(0);
      }

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      // Every demo chunk, locale and image the page asked for has answered (or failed) before this is checked.
      await network.waitForIdle();
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

test('navigation markers: plan icons, New, Planned and Unstable where they apply', async ({ page }) => {
  await page.goto('/x/react-data-grid/server-side-data/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).last();
  const serverSide = nav.getByRole('link', { name: /Server-side data/ });
  await expect(serverSide.getByRole('img', { name: 'Pro plan' })).toBeVisible();
  await expect(serverSide.getByText('Unstable')).toBeVisible();
  await expect(nav.getByRole('link', { name: /Aggregation/ }).getByRole('img', { name: 'Premium plan' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Spanning/ }).last().getByText('New')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).getByRole('img', { name: 'Pro plan' })).toBeVisible();
  const pivoting = nav.getByRole('link', { name: /Pivoting/ });
  await expect(pivoting.getByText('Planned')).toBeVisible();
  await expect(pivoting.getByRole('img', { name: 'Premium plan' })).toBeVisible();
  await pivoting.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pivoting');
  await expect(page.getByRole('heading', { level: 1 }).getByText('Planned')).toBeVisible();
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
