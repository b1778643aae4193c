import type { Page } from '@playwright/test';
import { expect, test } from './adNetwork/adNetworkFixture';
import { HOSTILE_ADS, VALID_AD } from './adNetwork/adNetworkServer';
import { axeViolations, followNavigationLink, storeBeforeLoad, waitForHydration } from './fixtures';
import { readDataLayer } from './support/readDataLayer';

const PAGE = '/x/introduction/';

/** Chooses the session's draws (ad shape, message for blocked readers) the way a returning session finds them. */
async function seedSession(page: Page, draws: { shape: 'image' | 'inline'; askToAllowAds?: boolean }) {
  await page.addInitScript(
    ({ shape, ask }) => {
      sessionStorage.setItem('docs-ad-shape', shape);
      sessionStorage.setItem('docs-ad-ask-to-allow', ask ? 'yes' : 'no');
    },
    { shape: draws.shape, ask: draws.askToAllowAds ?? false },
  );
}

/**
 * Opens a page whose clock the test can move: time runs as usual, and `passLooks` jumps over the slot's timers
 * instead of waiting for them. With `paused`, time moves only when the test moves it.
 */
async function openWithClock(page: Page, { path = PAGE, paused = false } = {}) {
  await page.clock.install();
  if (paused) {
    await page.clock.pauseAt(Date.now() + 1000);
  }
  // Not the load event: an ad script the slow network holds back would delay it whenever the slot mounts first.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // The slot's content renders at mount, with its first look for the ad.
  await expect(content(page)).toBeAttached();
}

/** Moves the page's clock on by `count` looks (500 ms each). Seven looks in all (6 more after mount) mean blocked. */
async function passLooks(page: Page, count: number) {
  await page.clock.runFor(count * 500);
}

/** Runs axe over the ad slot. */
async function expectNoAxeViolations(page: Page, label: string) {
  expect((await axeViolations(page, '[data-ad-slot]')).map((violation) => `${label} ${violation}`)).toEqual([]);
}

async function adEvents(page: Page) {
  return ((await readDataLayer(page)) ?? []).filter(([kind, name]) => kind === 'event' && name === 'ad');
}

const slot = (page: Page) => page.locator('[data-ad-slot]');
const content = (page: Page) => slot(page).locator('[data-ad-source], [data-ad-empty]');

test('a text page whose React never starts fills its slot: the network ad, then a house ad once blocked', async ({
  page,
  adNetwork,
}) => {
  await page.route(/\/_next\/static\/chunks\/framework-[^/]+\.js$/, (route) => route.abort());
  await seedSession(page, { shape: 'image' });
  await page.goto(PAGE);
  await expect(slot(page).locator('#carbonads')).toBeVisible();
  await expect(content(page)).toHaveAttribute('data-ad-source', 'carbon');
  expect(adNetwork.count('/carbon.js')).toBe(1);
  adNetwork.block();
  await openWithClock(page);
  await passLooks(page, 6);
  await expect(content(page)).toHaveAttribute('data-ad-source', 'in-house');
  await expect(content(page).locator('a')).toContainText('ad by MUI');
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
});

test('once React has started, the slot keeps its one ad; a page reached by a client-side navigation fills its own', async ({
  page,
  adNetwork,
}) => {
  await seedSession(page, { shape: 'image' });
  await page.goto(PAGE);
  await expect(slot(page).locator('#carbonads')).toBeVisible();
  await waitForHydration(page);
  await expect(slot(page).locator('script#_carbonads_js')).toHaveCount(1);
  await expect(slot(page).locator('#carbonads')).toHaveCount(1);
  expect(adNetwork.count('/carbon.js')).toBe(1);
  await followNavigationLink(page, 'Installation');
  await expect(slot(page).locator('#carbonads')).toBeVisible();
  await expect(slot(page).locator('#carbonads')).toHaveCount(1);
  expect(adNetwork.count('/carbon.js')).toBe(2);
});

test.describe('placement and layout', () => {
  test('the slot follows the page description, with 3 spacing units of margin and 126 px reserved (142 px on phones)', async ({
    page,
    adNetwork,
  }) => {
    await seedSession(page, { shape: 'image' });
    await page.goto(PAGE);
    // Server-rendered, so the space is reserved before any script runs.
    expect(
      await page.locator('article > header').evaluate((node) => node.nextElementSibling?.getAttribute('data-ad-slot')),
    ).toBe('body-top');
    const style = () =>
      slot(page).evaluate((node) => {
        const computed = getComputedStyle(node);
        return { top: computed.marginTop, bottom: computed.marginBottom, minHeight: computed.minHeight };
      });
    expect(await style()).toEqual({ top: '24px', bottom: '24px', minHeight: '126px' });
    await expect(slot(page).locator('#carbonads')).toBeVisible();
    expect(adNetwork.count('/carbon.js')).toBe(1);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await style()).toEqual({ top: '24px', bottom: '24px', minHeight: '142px' });
  });

  test('the ads arriving shift nothing: CLS stays 0 and the content below does not move', async ({
    page,
    adNetwork,
  }) => {
    adNetwork.scenario = 'slow';
    await seedSession(page, { shape: 'image' });
    await openWithClock(page);
    // From the slot's mount on, when the page has been parsed: a shift while a slow page parses is not the ads' (the
    // navigation's column has a test of its own in firstPaint.spec.ts).
    await page.evaluate(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) {
            shifts.push(entry.value);
          }
        }
      }).observe({ type: 'layout-shift' });
    });
    const below = slot(page).locator('xpath=following-sibling::*[1]');
    const before = await below.boundingBox();
    // Blocked first: the house ad appears.
    await passLooks(page, 6);
    await expect(content(page)).toHaveAttribute('data-ad-source', 'in-house');
    await expect(content(page).locator('img')).toBeVisible();
    // Then the late network ad replaces it.
    adNetwork.release();
    await expect(slot(page).locator('#carbonads')).toBeAttached();
    await passLooks(page, 1);
    await expect(slot(page).locator('#carbonads')).toBeVisible();
    expect(await below.boundingBox()).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  });
});

test.describe('house ads and the message', () => {
  test('house ads show a 130 × 100 image, open a new tab, are marked sponsored and pass axe in light and dark mode', async ({
    page,
    adNetwork,
  }) => {
    adNetwork.block();
    await seedSession(page, { shape: 'image' });
    await page.clock.install();
    for (const mode of ['light', 'dark']) {
      // Init scripts run in order: the last one added chooses the mode of the next load.
      await storeBeforeLoad(page, 'mui-mode', mode);
      await page.goto(PAGE);
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', mode);
      await expect(content(page)).toBeAttached();
      await passLooks(page, 6);
      const link = content(page).locator('a');
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener sponsored');
      await expect(link).toHaveAttribute('href', /^https:\/\/mui\.com\/(pricing|store)\//);
      await expect(link).toContainText('ad by MUI');
      const image = link.locator('img');
      await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth > 0)).toBe(true);
      expect(await image.evaluate((node: HTMLImageElement) => [node.width, node.height])).toEqual([130, 100]);
      await expectNoAxeViolations(page, mode);
    }
  });

  test('a text house ad has an Ad badge, passes axe in dark mode and its click sends the ad click event', async ({
    page,
    context,
    adNetwork,
  }) => {
    adNetwork.block();
    await seedSession(page, { shape: 'inline' });
    await storeBeforeLoad(page, 'mui-mode', 'dark');
    await openWithClock(page);
    await passLooks(page, 6);
    const link = content(page).locator('a');
    await expect(link).toBeVisible();
    await expect(link).toContainText(/^Ad/);
    await expect(link.locator('img')).toHaveCount(0);
    await expectNoAxeViolations(page, 'dark');
    await context.route('https://mui.com/**', (route) => route.fulfill({ body: 'MUI' }));
    const popup = context.waitForEvent('page');
    await link.click();
    await (await popup).close();
    expect(await adEvents(page)).toContainEqual([
      'event',
      'ad',
      { eventAction: 'click', eventLabel: 'in-house-body-top-inline' },
    ]);
  });

  test('a blocked reader drawn for it sees the polite message instead of a house ad', async ({ page, adNetwork }) => {
    adNetwork.block();
    await seedSession(page, { shape: 'image', askToAllowAds: true });
    await openWithClock(page);
    await passLooks(page, 6);
    await expect(content(page)).toHaveAttribute('data-ad-source', 'in-house-adblock');
    await expect(content(page)).toHaveText(/Please consider allowing ads/);
    await expect(content(page).locator('a')).toHaveCount(0);
    await expectNoAxeViolations(page, 'light');
  });

  test('Chinese pages show house ads in Chinese', async ({ page, adNetwork }) => {
    adNetwork.block();
    await seedSession(page, { shape: 'image', askToAllowAds: false });
    await openWithClock(page, { path: '/zh/x/introduction/' });
    await passLooks(page, 6);
    await expect(content(page).locator('a')).toContainText('广告来自 MUI');
  });
});

test.describe('third-party script and polling', () => {
  test('image ads come from the configured script, which renders into the slot', async ({ page, adNetwork }) => {
    await seedSession(page, { shape: 'image' });
    await page.goto(PAGE);
    await expect(slot(page).locator('#carbonads')).toContainText(`${VALID_AD.company} — ${VALID_AD.description}`);
    await expect(content(page)).toHaveAttribute('data-ad-source', 'carbon');
    await expect(content(page)).toHaveAttribute('data-ga-event-label', 'carbon-body-top-image');
    expect(adNetwork.count('/carbon.js')).toBe(1);
    expect(adNetwork.count('/ads.json')).toBe(0);
    // The advertiser's image is 260 × 200; the slot shows it at 130 × 100.
    const image = slot(page).locator('#carbonads img');
    await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBe(260);
    expect(
      await image.evaluate((node) => [node.getBoundingClientRect().width, node.getBoundingClientRect().height]),
    ).toEqual([130, 100]);
    await expectNoAxeViolations(page, 'carbon');
  });

  test('after 6 looks without an ad the slot counts as blocked; a late ad found by a later look still wins', async ({
    page,
    adNetwork,
  }) => {
    adNetwork.scenario = 'slow';
    await seedSession(page, { shape: 'image' });
    await openWithClock(page, { paused: true });
    // Look 1 happens at mount; the paused clock then only moves when the test moves it.
    await expect(content(page)).toHaveAttribute('data-ad-source', 'carbon');
    await page.clock.runFor(2999); // looks 2 to 6, at 0.5 s … 2.5 s
    await expect(content(page)).toHaveAttribute('data-ad-source', 'carbon');
    await page.clock.runFor(1); // look 7, at 3 s
    await expect(content(page)).toHaveAttribute('data-ad-source', 'in-house');
    adNetwork.release();
    await expect(slot(page).locator('#carbonads')).toBeAttached();
    await expect(slot(page).locator('#carbonads')).toBeHidden(); // rendered under the house ad, not yet found
    await page.clock.runFor(500); // look 8
    await expect(content(page)).toHaveAttribute('data-ad-source', 'carbon');
    await expect(slot(page).locator('#carbonads')).toBeVisible();
  });

  for (const { lookedAt, expected, name } of [
    { lookedAt: 14_000, expected: 'carbon', name: 'an ad rendered before the 30th look wins' },
    { lookedAt: 14_500, expected: 'in-house', name: 'an ad rendered after the 30th look never shows' },
  ]) {
    test(`the slot looks 30 times in all: ${name}`, async ({ page, adNetwork }) => {
      adNetwork.scenario = 'slow';
      await seedSession(page, { shape: 'image' });
      await openWithClock(page, { paused: true });
      await page.clock.runFor(lookedAt); // looks 2 to 29 (14 s) or 2 to 30 (14.5 s)
      await expect(content(page)).toHaveAttribute('data-ad-source', 'in-house');
      adNetwork.release();
      await expect(slot(page).locator('#carbonads')).toBeAttached();
      await page.clock.runFor(10_000);
      await expect(content(page)).toHaveAttribute('data-ad-source', expected);
    });
  }
});

test.describe('ad list', () => {
  // The browser logs the HTTP 500 of the `error` answer itself; anything else still fails a test.
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test('text ads come from the list: first usable entry, Ad badge, one impression per beacon', async ({
    page,
    adNetwork,
  }) => {
    await seedSession(page, { shape: 'inline' });
    await openWithClock(page);
    const link = content(page).locator('a');
    await expect(link).toHaveText(`Ad${VALID_AD.company} — ${VALID_AD.description}ad by Carbon`);
    await expect(link).toHaveAttribute('href', VALID_AD.statlink);
    await expect(link).toHaveAttribute('rel', 'noopener sponsored');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.locator('img')).toHaveCount(0);
    await expect(content(page)).toHaveAttribute('data-ga-event-label', 'carbon-body-top-inline');
    await expect.poll(() => adNetwork.count('/pixel/')).toBe(2);
    expect(adNetwork.count('/ads.json')).toBe(1);
    expect(adNetwork.count('/imp/acme')).toBe(1);
    expect(
      adNetwork.requests
        .filter((request) => request.path.startsWith('/pixel/'))
        .map((request) => request.url)
        .sort(),
    ).toEqual(['/pixel/one?t=1700000000', '/pixel/two?t=1700000000']);
    // Fired once per display: nothing more while the ad stays, through every remaining look.
    await passLooks(page, 40);
    await expect(content(page)).toHaveAttribute('data-ad-source', 'carbon');
    expect(adNetwork.count('/imp/')).toBe(1);
    expect(adNetwork.count('/pixel/')).toBe(2);
    expect(adNetwork.count('/ads.json')).toBe(1);
  });

  test('a list without a usable entry is requested 10 times, then the house ad is shown', async ({
    page,
    adNetwork,
  }) => {
    adNetwork.scenario = 'empty';
    await seedSession(page, { shape: 'inline' });
    await openWithClock(page);
    await expect.poll(() => adNetwork.count('/ads.json')).toBe(10);
    await passLooks(page, 40);
    await expect(content(page)).toHaveAttribute('data-ad-source', 'in-house');
    await expect(content(page).locator('a')).toContainText('ad by MUI');
    expect(adNetwork.count('/ads.json')).toBe(10);
    expect(adNetwork.count('/imp/') + adNetwork.count('/pixel/')).toBe(0);
  });

  test('a malformed, wrong-shape, huge or failing answer is one request and no network ad', async ({
    page,
    adNetwork,
  }) => {
    await seedSession(page, { shape: 'inline' });
    await page.clock.install();
    for (const scenario of ['malformed', 'wrong-shape', 'huge', 'error'] as const) {
      adNetwork.scenario = scenario;
      const before = adNetwork.count('/ads.json');
      await page.goto(PAGE);
      await expect(content(page)).toBeAttached();
      await passLooks(page, 40);
      await expect(content(page), scenario).toHaveAttribute('data-ad-source', 'in-house');
      await expect(slot(page).locator('[data-ad-rendered]')).toHaveCount(0);
      expect(adNetwork.count('/ads.json') - before, scenario).toBe(1);
    }
    expect(adNetwork.count('/imp/') + adNetwork.count('/pixel/')).toBe(0);
  });

  test('hostile entries: unsafe URLs are refused and markup is shown as plain text', async ({ page, adNetwork }) => {
    adNetwork.scenario = 'hostile';
    await seedSession(page, { shape: 'inline' });
    await page.goto(PAGE);
    const link = content(page).locator('a');
    // The first three entries have javascript:, data: and http: links: the first usable one is the fourth.
    await expect(link).toHaveAttribute('href', HOSTILE_ADS[3]!.statlink);
    await expect(link).toContainText(HOSTILE_ADS[3]!.company);
    await expect(link).toContainText('<script>window.__adXss=2</script><b>bold</b> claims');
    await expect(content(page).locator('script, b, svg, img:not([data-ad-impression])')).toHaveCount(0);
    await expect.poll(() => adNetwork.count('/pixel/')).toBe(1);
    expect(
      adNetwork.requests.filter((request) => request.path.startsWith('/pixel/')).map((request) => request.url),
    ).toEqual(['/pixel/ok?t=%22%3E%3Csvg%20onload%3Dalert(1)%3E']);
    const impressions = await slot(page)
      .locator('img[data-ad-impression]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')));
    expect(impressions.every((src) => src?.startsWith('https://'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __adXss?: number }).__adXss)).toBeUndefined();
    // In the body: the head's own icon is a data: URL (src/server/svgDataUrl.ts).
    await expect(
      page.locator('body').locator('[href^="javascript:"], [src^="javascript:"], [src^="data:"], [href^="data:"]'),
    ).toHaveCount(0);
  });
});

test.describe('readers', () => {
  test('shape and message are drawn once per session and kept across pages', async ({
    page,
    adNetwork: _adNetwork,
  }) => {
    await page.goto(PAGE);
    await expect(content(page)).toBeAttached();
    const draws = await page.evaluate(() => [
      sessionStorage.getItem('docs-ad-shape'),
      sessionStorage.getItem('docs-ad-ask-to-allow'),
    ]);
    expect(['image', 'inline']).toContain(draws[0]);
    expect(['yes', 'no']).toContain(draws[1]);
    await expect(content(page)).toHaveAttribute('data-ad-shape', draws[0]!);
    await page.goto('/x/introduction/installation/');
    await expect(content(page)).toHaveAttribute('data-ad-shape', draws[0]!);
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem('docs-ad-shape'),
        sessionStorage.getItem('docs-ad-ask-to-allow'),
      ]),
    ).toEqual(draws);
  });

  test.describe('crawlers', () => {
    test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

    test('bots get an empty placeholder and the ad network is never asked', async ({ page, adNetwork }) => {
      await openWithClock(page);
      await expect(slot(page).locator('[data-ad-empty]')).toBeAttached();
      await passLooks(page, 40);
      await expect(slot(page).locator('[data-ad-empty]')).toBeEmpty();
      expect(await slot(page).evaluate((node) => node.getBoundingClientRect().height)).toBe(126);
      expect(adNetwork.requests).toEqual([]);
    });
  });

  test('with Do Not Track on, house ads are served and nothing reaches the ad network', async ({ page, adNetwork }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
    await seedSession(page, { shape: 'image' });
    await openWithClock(page);
    await expect(content(page)).toHaveAttribute('data-ad-source', 'in-house');
    await expect(content(page).locator('a')).toContainText('ad by MUI');
    await passLooks(page, 40);
    expect(adNetwork.requests).toEqual([]);
  });

  test('Pro and Premium pages and API pages have no ad slot', async ({ request }) => {
    // The slot's box is server-rendered: a page whose HTML has none never shows an ad.
    expect(await (await request.get(PAGE)).text()).toContain('data-ad-slot');
    for (const path of [
      '/x/react-data-grid/column-pinning/',
      '/x/react-data-grid/row-grouping/',
      '/x/api/data-grid/data-grid/',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/<h1/);
      expect(html, path).not.toContain('data-ad-slot');
    }
  });
});

test.describe('analytics', () => {
  test('display is sent 2.5 s after the slot mounts, with the label <source>-<placement>-<shape>', async ({
    page,
    adNetwork: _adNetwork,
  }) => {
    await page.addInitScript(() => (window.__docsSampling = 'all'));
    await seedSession(page, { shape: 'image' });
    await openWithClock(page, { paused: true });
    await page.clock.runFor(2499);
    await expect(slot(page).locator('#carbonads')).toBeAttached();
    expect(await adEvents(page)).toEqual([]);
    await page.clock.runFor(1);
    expect(await adEvents(page)).toEqual([
      ['event', 'ad', { eventAction: 'display', eventLabel: 'carbon-body-top-image' }],
    ]);
    await page.clock.runFor(20_000);
    expect(await adEvents(page)).toHaveLength(1);
  });

  test('a blocked slot reports the house ad that replaced the network ad, 2.5 s after the change', async ({
    page,
    adNetwork,
  }) => {
    adNetwork.block();
    await page.addInitScript(() => (window.__docsSampling = 'all'));
    await seedSession(page, { shape: 'inline' });
    await openWithClock(page, { paused: true });
    await page.clock.runFor(2500);
    await page.clock.runFor(500); // look 7: blocked
    await page.clock.runFor(2500);
    expect(await adEvents(page)).toEqual([
      ['event', 'ad', { eventAction: 'display', eventLabel: 'carbon-body-top-inline' }],
      ['event', 'ad', { eventAction: 'display', eventLabel: 'in-house-body-top-inline' }],
    ]);
  });

  test('a slot outside the 10 % sample sends no display event', async ({ page, adNetwork: _adNetwork }) => {
    await page.addInitScript(() => (window.__docsSampling = 'none'));
    await seedSession(page, { shape: 'image' });
    await openWithClock(page);
    await expect(slot(page).locator('#carbonads')).toBeVisible();
    await passLooks(page, 40);
    expect(await adEvents(page)).toEqual([]);
  });

  test('a third-party script that removes the house ad and renders late leaves a working slot: its ad is shown, no crash', async ({
    page,
    adNetwork,
  }) => {
    adNetwork.scenario = 'crash';
    await seedSession(page, { shape: 'image', askToAllowAds: false });
    await openWithClock(page);
    // Blocked first: the house ad, which the script then removes before rendering its own late ad.
    await passLooks(page, 6);
    await expect(slot(page).locator('#carbonads')).toBeAttached();
    await passLooks(page, 1);
    await expect(content(page)).toHaveAttribute('data-ad-source', 'carbon');
    await expect(slot(page).locator('#carbonads')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    const crashes = (await adEvents(page)).filter(
      ([, , params]) => (params as { eventAction: string }).eventAction === 'crash',
    );
    expect(crashes).toEqual([]);
  });
});
