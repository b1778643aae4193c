import { BASE_URL, expect, readClipboard, test } from './fixtures';
import { readDataLayer } from './support/readDataLayer';

const FRAMEWORK = /\/_next\/static\/chunks\/framework-[^/]+\.js$/;

test.describe('a text page before React has loaded', () => {
  test.beforeEach(async ({ page }) => {
    // React never arrives: every control below must answer without it.
    await page.route(FRAMEWORK, (route) => route.abort());
  });

  test('the menu button opens the navigation panel, Escape and the backdrop close it', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await page.goto('/x/introduction/installation/');
    const panel = page.locator('.nav-panel');
    await page.getByRole('button', { name: 'Open main navigation' }).click();
    await expect(panel).toHaveAttribute('data-open', 'true');
    await expect(panel.locator('a[aria-current]')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).not.toHaveAttribute('data-open', /.*/);
    await page.getByRole('button', { name: 'Open main navigation' }).click();
    await page.locator('.nav-backdrop').click({ position: { x: 580, y: 400 } });
    await expect(panel).not.toHaveAttribute('data-open', /.*/);
  });

  test('a code block’s Copy button copies the block and says "Copied"', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/x/introduction/installation/');
    const block = page.locator('.code-block').first();
    const button = block.getByRole('button');
    await button.click();
    await expect(button).toContainText('Copied');
    expect((await readClipboard(page)).trim()).toBe((await block.locator('pre').innerText()).trim());
    // Answered by the shell's own script, not held for React by the early-input capture.
    await expect(button).not.toHaveAttribute('aria-busy', 'true');
  });

  test('Ctrl+C over a hovered code block copies the whole block and says "Copied"', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/x/introduction/installation/');
    await page.evaluate(() => navigator.clipboard.writeText('untouched'));
    const second = page.locator('.code-block').nth(1);
    await second.locator('pre').hover();
    await page.keyboard.press('Control+c');
    await expect(second.getByRole('button')).toContainText('Copied');
    expect((await readClipboard(page)).trim()).toBe((await second.locator('pre').innerText()).trim());
  });

  test('a heading anchor copies the link to its section and goes there', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/x/introduction/installation/');
    const heading = page.locator('article h2').first();
    const id = await heading.getAttribute('id');
    await heading.hover();
    await heading.locator('a.heading-link').click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    expect(await readClipboard(page)).toBe(`${BASE_URL}/x/introduction/installation/#${id}`);
  });

  test('the table of contents marks the section being read', async ({ page }) => {
    await page.setViewportSize({ width: 1700, height: 800 });
    await page.goto('/x/introduction/installation/');
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    const links = toc.getByRole('link');
    await expect(links.first()).toHaveAttribute('aria-current', 'location');
    const second = links.nth(1);
    const id = decodeURIComponent((await second.getAttribute('href'))!.slice(1));
    // The heading just under the app bar (scrollIntoView would stop at its scroll margin).
    await page.evaluate(
      (heading) => window.scrollBy(0, document.getElementById(heading)!.getBoundingClientRect().top - 20),
      id,
    );
    await expect(second).toHaveAttribute('aria-current', 'location');
    await expect(links.first()).not.toHaveAttribute('aria-current', /.*/);
  });

  test('a navigation section the page was built without gets its links when opened, React not asked for', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/x/introduction/installation/');
    // Another product's section, closed and empty as built; then a closed section inside it.
    const dataGrid = page.locator('.nav-panel details[data-section="/x/react-data-grid-section"]');
    await expect(dataGrid.getByRole('link')).toHaveCount(0);
    await dataGrid.locator('summary').click();
    await expect(dataGrid.getByRole('link', { name: 'Quick start' })).toBeVisible();
    const filtering = page.locator('.nav-panel details[data-section="/x/react-data-grid/filtering-section"]');
    await expect(filtering.getByRole('link')).toHaveCount(0);
    await filtering.locator('summary').click();
    await expect(filtering.getByRole('link', { name: 'Quick filter' })).toBeVisible();
    // Once, however often the section is closed and opened again.
    await filtering.locator('summary').click();
    await filtering.locator('summary').click();
    await expect(filtering.getByRole('link', { name: 'Quick filter' })).toHaveCount(1);
    await expect(filtering.getByRole('link', { name: 'Quick filter' })).toHaveAttribute(
      'href',
      '/x/react-data-grid/filtering/quick-filter/',
    );
    expect(requested.filter((url) => FRAMEWORK.test(url))).toEqual([]);
  });

  test('the menu’s press asks for the sections’ links before the module that fills them has arrived', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    // The integrations module held back, as on a phone where it comes after the load.
    let releaseModule = () => undefined as void;
    const held = new Promise<void>((resolve) => (releaseModule = resolve));
    await page.route(/\/integrations\/startIntegrations\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const sections = page.waitForRequest(/\/navigation\/en\.json$/);
    await page.goto('/x/introduction/installation/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open main navigation' }).click();
    await sections;
    releaseModule();
    const dataGrid = page.locator('.nav-panel details[data-section="/x/react-data-grid-section"]');
    await dataGrid.locator('summary').click();
    await expect(dataGrid.getByRole('link', { name: 'Quick start' })).toBeVisible();
  });
});

test('a text page requests no React until a control that needs it is pointed at', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/x/introduction/installation/');
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  expect(requested.filter((url) => FRAMEWORK.test(url))).toEqual([]);
  await page.getByRole('button', { name: /search/i }).hover();
  await expect.poll(() => requested.filter((url) => FRAMEWORK.test(url)).length).toBe(1);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
});

test.describe('analytics on a text page whose React never starts', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(FRAMEWORK, (route) => route.abort());
  });

  test('the page view, the starting user properties and tracked clicks are sent', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await context.addCookies([{ name: 'codeVariant', value: 'JS', url: baseURL! }]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/zh/x/introduction/installation/#usage');
    const title = await page.title();
    await expect
      .poll(async () =>
        ((await readDataLayer(page)) ?? []).filter(([kind, name]) => kind === 'event' && name === 'page_view'),
      )
      .toEqual([
        [
          'event',
          'page_view',
          { page_title: title, page_location: '/x/introduction/installation', productId: null, productCategoryId: 'x' },
        ],
      ]);
    const properties = Object.assign(
      {},
      ...((await readDataLayer(page)) ?? [])
        .filter(([kind, target]) => kind === 'set' && target === 'user_properties')
        .map(([, , values]) => values),
    );
    expect(properties).toEqual({
      codeVariant: 'JS',
      codeStylingVariant: 'system',
      userLanguage: 'zh',
      colorScheme: 'system',
      colorSchemeOS: 'dark',
      devicePixelRatio: 1,
    });
    await page.locator('.code-block').first().getByRole('button').click();
    await expect
      .poll(async () =>
        ((await readDataLayer(page)) ?? []).filter(([kind, name]) => kind === 'event' && name === 'code'),
      )
      .toEqual([['event', 'code', { eventAction: 'copy' }]]);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  });
});
