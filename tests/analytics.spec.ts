import type { Page } from '@playwright/test';
import { expect, openSettings, test, waitForHydration, storeBeforeLoad, scrollDemoIntoView } from './fixtures';
import { readDataLayer } from './support/readDataLayer';
import { trackNetwork } from './support/trackNetwork';

async function events(page: Page, name: string) {
  return ((await readDataLayer(page)) ?? []).filter(([kind, eventName]) => kind === 'event' && eventName === name);
}

/** The last value sent for each user property. */
async function userPropertyHistory(page: Page, name: string) {
  const entries = ((await readDataLayer(page)) ?? []).filter(
    ([kind, target]) => kind === 'set' && target === 'user_properties',
  );
  return entries
    .map(([, , properties]) => (properties as Record<string, unknown>)[name])
    .filter((value) => value !== undefined);
}

async function userProperties(page: Page) {
  const entries = ((await readDataLayer(page)) ?? []).filter(
    ([kind, target]) => kind === 'set' && target === 'user_properties',
  );
  return Object.assign({}, ...entries.map(([, , properties]) => properties)) as Record<string, unknown>;
}

const WEB_VITALS = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'];

/**
 * The reader switches to another tab: web-vitals reports the metrics it holds back until the page is hidden.
 * Headless Chromium keeps every page visible, so the browser's side of a tab switch is played here.
 */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('page_view on first load: canonical location without language, hash or trailing slash, the title and the product; no Google library without a measurement id', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/zh/x/introduction/installation/#usage');
  await waitForHydration(page);
  const title = await page.title();
  await expect
    .poll(() => events(page, 'page_view'))
    .toEqual([
      [
        'event',
        'page_view',
        { page_title: title, page_location: '/x/introduction/installation', productId: null, productCategoryId: 'x' },
      ],
    ]);
  expect(await page.evaluate(() => typeof window.gtag)).toBe('function');
  expect(requests.filter((url) => url.includes('googletagmanager') || url.includes('google-analytics'))).toEqual([]);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
});

test('every client-side navigation sends a page_view after the title has changed; a hash change does not', async ({
  page,
}) => {
  // Wide enough for the table of contents.
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' }).last();
  await navigation.getByRole('link', { name: 'Installation' }).click();
  await expect(page).toHaveTitle('Installation - MUI X 7.21.0');
  await expect.poll(() => events(page, 'page_view')).toHaveLength(2);
  expect((await events(page, 'page_view'))[1]).toEqual([
    'event',
    'page_view',
    {
      page_title: 'Installation - MUI X 7.21.0',
      page_location: '/x/introduction/installation',
      productId: null,
      productCategoryId: 'x',
    },
  ]);

  await page.locator('nav[aria-label="Table of contents"] a').first().click();
  await expect(page).toHaveURL(/#/);
  // Sentinel: the next navigation's page_view comes after anything the hash change could have sent.
  await navigation.getByRole('link', { name: 'Licensing' }).click();
  await expect.poll(async () => (await events(page, 'page_view')).length).toBeGreaterThanOrEqual(3);
  expect(
    (await events(page, 'page_view')).map(([, , params]) => (params as { page_location: string }).page_location),
  ).toEqual(['/x/introduction', '/x/introduction/installation', '/x/introduction/licensing']);

  await page.goto('/x/react-data-grid/editing/');
  await waitForHydration(page);
  await expect
    .poll(() => events(page, 'page_view'))
    .toEqual([
      [
        'event',
        'page_view',
        expect.objectContaining({
          page_location: '/x/react-data-grid/editing',
          productId: 'x-data-grid',
          productCategoryId: 'x',
        }),
      ],
    ]);
});

test('switching language is a navigation too: a page_view with the same canonical location and the new title', async ({
  page,
}) => {
  await page.goto('/x/introduction/support/');
  await waitForHydration(page);
  await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(page).toHaveURL(/\/zh\/x\/introduction\/support\/$/);
  await expect.poll(() => events(page, 'page_view')).toHaveLength(2);
  const [, , params] = (await events(page, 'page_view'))[1] as [string, string, Record<string, unknown>];
  expect(params.page_location).toBe('/x/introduction/support');
  expect(params.page_title).toBe(await page.title());
  expect(params.page_title).not.toBe('Support - MUI X 7.21.0');
});

test('clicks on tracked controls send their category, action and label; other clicks send nothing', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/x/introduction/installation/');
  await waitForHydration(page);
  await page.locator('article h1').click();
  await page.locator('.code-block').first().getByRole('button').click();
  const settings = await openSettings(page);
  await settings.getByRole('button', { name: 'Dark' }).click();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  for (const name of ['Switch product', 'Change documentation version', 'Change language']) {
    await page.getByRole('banner').getByRole('button', { name }).click();
    // The menus are code-split: Escape must reach the open menu, or it would stay open over the app bar.
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
  const clicks = ((await readDataLayer(page)) ?? []).filter(
    ([kind, name]) => kind === 'event' && ['code', 'header', 'settings'].includes(name as string),
  );
  expect(clicks).toEqual([
    ['event', 'code', { eventAction: 'copy' }],
    ['event', 'header', { eventAction: 'settings' }],
    ['event', 'settings', { eventAction: 'mode', eventLabel: 'dark' }],
    ['event', 'header', { eventAction: 'product-switcher' }],
    ['event', 'header', { eventAction: 'version-switcher' }],
    ['event', 'header', { eventAction: 'language' }],
  ]);
});

test('the demo toolbar reports its controls with the demo name as label', async ({ page }) => {
  await page.goto('/x/common-concepts/custom-components/');
  await waitForHydration(page);
  const demo = page.locator('[data-demo="CustomSlots"]');
  await scrollDemoIntoView(demo);
  await demo.getByRole('button', { name: 'Show code' }).click();
  await demo.getByRole('group', { name: 'Code language' }).getByRole('button', { name: 'JS' }).click();
  expect(await events(page, 'demo')).toEqual([
    ['event', 'demo', { eventAction: 'toggle-code', eventLabel: 'CustomSlots' }],
    ['event', 'demo', { eventAction: 'language-JS', eventLabel: 'CustomSlots' }],
  ]);
});

test('data-ga-event-split keeps only its share of clicks, drawn per click (forced by the sampling hook)', async ({
  page,
}) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.textContent = 'Split';
    button.dataset.gaEventCategory = 'experiment';
    button.dataset.gaEventAction = 'try';
    button.dataset.gaEventSplit = '0.5';
    document.querySelector('article')!.append(button);
  });
  const button = page.getByRole('button', { name: 'Split' });
  await page.evaluate(() => (window.__docsSampling = 'none'));
  await button.click();
  expect(await events(page, 'experiment')).toEqual([]);
  await page.evaluate(() => (window.__docsSampling = 'all'));
  await button.click();
  await button.click();
  expect(await events(page, 'experiment')).toEqual([
    ['event', 'experiment', { eventAction: 'try' }],
    ['event', 'experiment', { eventAction: 'try' }],
  ]);
});

test('user properties: code variant and styling, language, pixel ratio, OS and chosen colour schemes', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies(
    [
      ['codeVariant', 'JS'],
      ['codeStyling', 'tailwind'],
    ].map(([name, value]) => ({ name: name!, value: value!, url: baseURL! })),
  );
  await storeBeforeLoad(page, 'mui-mode', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/zh/x/introduction/');
  await waitForHydration(page);
  await expect
    .poll(() => userProperties(page))
    .toEqual({
      codeVariant: 'JS',
      codeStylingVariant: 'tailwind',
      userLanguage: 'zh',
      colorSchemeOS: 'dark',
      colorScheme: 'light',
      devicePixelRatio: 1,
    });
  // The restored preferences are the first and only ones reported: never the TS/system defaults before the cookies are read.
  expect(await userPropertyHistory(page, 'codeVariant')).toEqual(['JS']);
  expect(await userPropertyHistory(page, 'codeStylingVariant')).toEqual(['tailwind']);

  // The ratio is re-sent when it changes (browser zoom, another screen).
  // Emulated as browser zoom does it: the ratio and the viewport's CSS size change together.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width: 1200,
    height: 720,
    deviceScaleFactor: 2,
    mobile: false,
  });
  await expect.poll(async () => (await userProperties(page)).devicePixelRatio).toBe(2);
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width: 1100,
    height: 720,
    deviceScaleFactor: 1.25,
    mobile: false,
  });
  await expect.poll(async () => (await userProperties(page)).devicePixelRatio).toBe(1.3);

  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(async () => (await userProperties(page)).colorSchemeOS).toBe('light');
  await page.getByRole('button', { name: '打开设置' }).click();
  await page.getByRole('dialog', { name: '设置' }).getByRole('button', { name: '深色' }).click();
  await expect.poll(async () => (await userProperties(page)).colorScheme).toBe('dark');
});

test('a sampled page load reports CLS, INP, LCP, FCP and TTFB', async ({ page }) => {
  await page.addInitScript(() => (window.__docsSampling = 'all'));
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  // web-vitals is downloaded only for a sampled load: its FCP report (from buffered entries) says it is listening,
  // so the interaction below is seen by its INP observer.
  await expect.poll(async () => (await events(page, 'FCP')).length).toBe(1);
  // An interaction gives INP a value and settles LCP; hiding the page makes web-vitals report what is left. The
  // browser dispatches an interaction's timing entry after the next paint: wait for the dialog, then for a frame.
  await page.getByRole('button', { name: 'Open settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeHidden();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  await hidePage(page);
  await expect
    .poll(async () =>
      ((await readDataLayer(page)) ?? [])
        .filter(([kind, name]) => kind === 'event' && WEB_VITALS.includes(name as string))
        .map(([, name]) => name)
        .sort(),
    )
    .toEqual(WEB_VITALS);
  for (const name of WEB_VITALS) {
    const [[, , params]] = (await events(page, name)) as [[string, string, Record<string, unknown>]];
    expect(Number.isInteger(params.value), name).toBe(true);
    expect(params).toMatchObject({ metric_label: expect.stringMatching(/^v\d+-/), non_interaction: true });
  }
});

test('an unsampled page load sends no web vitals', async ({ page }) => {
  await page.addInitScript(() => (window.__docsSampling = 'none'));
  const network = trackNetwork(page);
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  // A load draws its sample as it hydrates and only then downloads web-vitals: when every request has answered, a
  // sampled load would be listening, and hiding the page would make it report at once (the test above).
  await network.waitForSettled();
  await page.getByRole('button', { name: 'Open settings' }).click();
  await page.keyboard.press('Escape');
  await hidePage(page);
  expect(
    ((await readDataLayer(page)) ?? []).filter(
      ([kind, name]) => kind === 'event' && WEB_VITALS.includes(name as string),
    ),
  ).toEqual([]);
});

for (const { signal, script } of [
  {
    signal: 'Do Not Track',
    script: () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
  },
  {
    signal: 'Global Privacy Control',
    script: () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  },
]) {
  test(`with ${signal} on, nothing is sent: no dataLayer, no request off the site`, async ({ page, baseURL }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.addInitScript(script);
    await page.addInitScript(() => (window.__docsSampling = 'all'));
    await page.clock.install();
    await page.goto('/x/introduction/');
    // Before React (a text page starts it on a first need): what the page starts without it sends nothing.
    await page.waitForLoadState('load');
    await page.clock.runFor(20_000);
    expect(await readDataLayer(page)).toBeNull();
    // Then with React, started as a reader's first need would. Not waitForHydration: its in-page polling crawls under
    // the fake clock.
    await page.evaluate(() => (window as Window & { __docsBoot?: () => void }).__docsBoot?.());
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('button', { name: 'Open settings' }).click();
    await page.keyboard.press('Escape');
    // Past every delayed event (page view, ad display) and the ad slot's last look.
    await page.clock.runFor(20_000);
    expect(await readDataLayer(page)).toBeNull();
    expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');
    expect(requests.filter((url) => !url.startsWith(new URL(baseURL!).origin))).toEqual([]);
  });
}
