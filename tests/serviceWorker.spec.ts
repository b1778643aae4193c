import type { BrowserContext, Page } from '@playwright/test';
import { expect, followNavigationLink, scrollDemoIntoView, test, waitForHydration } from './fixtures';
import { makeSecondBuild } from './serviceWorker/secondBuild';
import { startStaticSite, type StaticSite } from './serviceWorker/staticSiteServer';
import { goOffline } from './support/goOffline';
import { siteBuildId } from './support/siteBuildId';
import { trackNetwork } from './support/trackNetwork';
import { siteDirectory } from '../scripts/siteDirectory';

/*
 * The e2e build registers the worker on localhost only (scripts/e2eEnvironment.json). These tests serve the build
 * themselves as localhost, so they can cut the network and deploy a second build; every other test uses the shared
 * server as 127.0.0.1 and runs without a worker.
 */

async function waitForControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function isCached(page: Page, url: string) {
  return page.evaluate(async (target) => (await caches.match(target)) !== undefined, url);
}

async function cacheNames(page: Page) {
  return page.evaluate(() => caches.keys());
}

test('no worker is registered on another host than the configured one', async ({ page }) => {
  const network = trackNetwork(page);
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await page.waitForLoadState('load');
  // A frame after the load event, so its listeners have run in the page.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  // Once hydrated and loaded, a page that registers has already asked for its registration code: when every request
  // has answered, it has registered.
  await network.waitForSettled();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(await page.evaluate(() => caches.keys())).toEqual([]);
});

test('a text page whose React never starts registers the worker, which caches the page', async ({ page }) => {
  const site = await startStaticSite(siteDirectory());
  try {
    await page.route(/\/_next\/static\/chunks\/framework-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${site.origin}/x/introduction/installation/`);
    await waitForControl(page);
    await expect.poll(() => isCached(page, `${site.origin}/x/introduction/installation/`)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  } finally {
    await site.close();
  }
});

test('offline, visited pages and their demos work and an unvisited page shows the offline page of its language', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const site = await startStaticSite(siteDirectory());
  try {
    await visitOffline(page, context, site);
  } finally {
    await site.close();
  }
});

async function visitOffline(page: Page, context: BrowserContext, site: StaticSite) {
  const origin = site.origin;
  await page.goto(`${origin}/x/introduction/`);
  await waitForHydration(page);
  await waitForControl(page);
  // A first visit is cached once the worker has taken control.
  await expect.poll(() => isCached(page, `${origin}/x/introduction/`)).toBe(true);

  // A page reached by client-side navigation: only its data went through the worker, its HTML is cached on request.
  await followNavigationLink(page, 'Installation');
  await expect.poll(() => isCached(page, `${origin}/x/introduction/installation/`)).toBe(true);

  // A page with a demo, loaded through the worker.
  await page.goto(`${origin}/x/common-concepts/custom-components/`);
  await waitForHydration(page);
  const demo = page.locator('[data-demo="CustomSlots"]');
  await scrollDemoIntoView(demo);
  await expect(demo.getByRole('grid')).toBeVisible();

  await goOffline(context, site);
  await page.reload();
  await waitForHydration(page);
  await scrollDemoIntoView(demo);
  await expect(demo.getByRole('grid')).toBeVisible();
  await expect(demo.getByText('Release checklist')).toBeVisible();

  for (const [url, heading] of [
    ['/x/introduction/', 'Overview'],
    ['/x/introduction/installation/', 'Installation'],
  ] as const) {
    await page.goto(`${origin}${url}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  await page.goto(`${origin}/x/introduction/licensing/`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page).toHaveURL(`${origin}/x/introduction/licensing/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto(`${origin}/zh/x/introduction/`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: '您已离线' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
}

test('a new build takes over: the waiting worker skips waiting, a background tab reloads when focused, the new content appears', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const second = await makeSecondBuild();
  const site = await startStaticSite(siteDirectory());
  try {
    await page.goto(`${site.origin}/x/introduction/`);
    await waitForHydration(page);
    await waitForControl(page);
    await expect.poll(() => isCached(page, `${site.origin}/x/introduction/`)).toBe(true);
    const first = siteBuildId();
    expect(await cacheNames(page)).toContain(`mui-x-docs-pages-${first}`);

    // The reader moves to another tab: this page loses focus.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
    const other = await context.newPage();
    await other.bringToFront();
    await expect.poll(() => page.evaluate(() => document.hasFocus())).toBe(false);

    // Deploy the second build at the same address; the browser checks for a new version, as on its own schedule.
    site.setRoot(second.dir);
    // Whether the tab was back in front at each load of the page: a reload in the background would log a `false`.
    let returned = false;
    const loads: boolean[] = [];
    page.on('load', () => loads.push(returned));
    await page.evaluate(async () => void (await (await navigator.serviceWorker.getRegistration())?.update()));
    // Told to skip waiting, the new worker takes over: it deletes the previous build's caches, so that build's HTML
    // can never meet the new assets, nor the reverse. The page in the background does not move.
    await expect
      .poll(async () => (await cacheNames(page)).includes(`mui-x-docs-pages-${first}`), { timeout: 20_000 })
      .toBe(false);

    // Back to the tab: it reloads into the new build by itself, without any cache cleared by hand, and only now.
    const reloaded = page.waitForEvent('load');
    returned = true;
    await page.bringToFront();
    await reloaded;
    expect(loads).toEqual([true]);
    // A text page starts React on a reader's first need; the navigation below is a client-side one.
    await waitForHydration(page);
    await expect(page.getByText(second.description)).toBeVisible();
    await expect.poll(() => cacheNames(page)).toContain(`mui-x-docs-pages-${second.version}`);
    // The precached offline page is the new build's (its revision changed).
    const precachedOffline = () =>
      page.evaluate(async () => (await (await caches.match('/x/offline/', { ignoreSearch: true }))?.text()) ?? '');
    expect(await precachedOffline()).toContain('<meta name="docs-build" content="second"/>');
    await other.close();

    // A focused page reloads at once: a client-side navigation checks for the next version (the first one again).
    site.setRoot(siteDirectory());
    const reloadedAgain = page.waitForEvent('load', { timeout: 20_000 });
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .last()
      .getByRole('link', { name: 'Installation' })
      .click();
    await reloadedAgain;
    await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
    await expect.poll(() => cacheNames(page)).not.toContain(`mui-x-docs-pages-${second.version}`);

    expect(await precachedOffline()).not.toContain('docs-build');

    await goOffline(context, site);
    await page.goto(`${site.origin}/x/introduction/support/`);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  } finally {
    await site.close();
    second.remove();
  }
});
