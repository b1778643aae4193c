import { BASE_URL, expect, openSettings, test, waitForHydration, storeBeforeLoad } from './fixtures';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

test('choosing JavaScript and Tailwind stores one-year, site-wide cookies', async ({ page, context }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  const settings = await openSettings(page);
  await settings.getByRole('button', { name: 'JS', exact: true }).click();
  await settings.getByRole('button', { name: 'Tailwind' }).click();
  const cookies = await context.cookies();
  const variant = cookies.find((cookie) => cookie.name === 'codeVariant')!;
  const styling = cookies.find((cookie) => cookie.name === 'codeStyling')!;
  expect(variant.value).toBe('JS');
  expect(styling.value).toBe('tailwind');
  for (const cookie of [variant, styling]) {
    expect(cookie.path).toBe('/');
    expect(Math.abs(cookie.expires - Date.now() / 1000 - YEAR_SECONDS)).toBeLessThan(120);
  }
  await page.reload();
  const again = await openSettings(page);
  await expect(again.getByRole('button', { name: 'JS', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(again.getByRole('button', { name: 'Tailwind' })).toHaveAttribute('aria-pressed', 'true');
});

for (const [path, heading] of [
  ['/x/react-data-grid/style/#css-variables', 'CSS variables'],
  ['/x/common-concepts/custom-components/#tailwind-css', 'Tailwind CSS'],
] as const) {
  test(`the heading link ${path} changes no code preference and stores no cookie`, async ({ page, context }) => {
    await context.addCookies([{ name: 'codeStyling', value: 'system', url: `${BASE_URL}/` }]);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: new RegExp(`^${heading}`) })).toBeInViewport();
    const settings = await openSettings(page);
    await expect(settings.locator('button[data-ga-event-action="code-style"][value="system"]')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(settings.getByRole('button', { name: 'TS', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'codeStyling')?.value).toBe('system');
    expect(cookies.find((cookie) => cookie.name === 'codeVariant')).toBeUndefined();
  });
}

test('a demo hash shows that demo in its language and styling for the visit, without storing either', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'codeVariant', value: 'TS', url: `${BASE_URL}/` }]);
  await page.goto('/x/common-concepts/custom-components/#tailwind-CustomSlots.js');
  await waitForHydration(page);
  const demo = page.locator('[data-demo="CustomSlots"]');
  await expect(demo).toBeInViewport();
  await expect(
    demo.getByRole('group', { name: 'Styling solution' }).getByRole('button', { name: 'Tailwind' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(demo.getByRole('group', { name: 'Code language' }).getByRole('button', { name: 'JS' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The stored preference is untouched: the settings still show it, and no cookie changed.
  const settings = await openSettings(page);
  await expect(settings.getByRole('button', { name: 'TS', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(settings.locator('button[data-ga-event-action="code-style"][value="system"]')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'codeVariant')?.value).toBe('TS');
  expect(cookies.find((cookie) => cookie.name === 'codeStyling')).toBeUndefined();
  // The next visit without the hash shows the stored preference.
  await page.goto('/x/common-concepts/custom-components/');
  await waitForHydration(page);
  await expect(
    page
      .locator('[data-demo="CustomSlots"]')
      .getByRole('group', { name: 'Code language' })
      .getByRole('button', { name: 'TS' }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('a demo hash set after load is honoured and scrolls to the demo; the demo link produces it', async ({
  page,
  context,
}) => {
  await page.goto('/x/common-concepts/custom-components/');
  await waitForHydration(page);
  const demo = page.locator('[data-demo="CustomSlots"]');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.evaluate(() => (window.location.hash = '#css-CustomSlots.js'));
  await expect(demo).toBeInViewport();
  await expect(
    demo.getByRole('group', { name: 'Styling solution' }).getByRole('button', { name: 'CSS' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(demo.getByRole('group', { name: 'Code language' }).getByRole('button', { name: 'JS' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The demo's own link names the demo as it is shown.
  await expect(demo.getByRole('link', { name: 'Link to this demo' })).toHaveAttribute('href', '#css-CustomSlots.js');
  await demo.getByRole('group', { name: 'Code language' }).getByRole('button', { name: 'TS' }).click();
  await expect(demo.getByRole('link', { name: 'Link to this demo' })).toHaveAttribute('href', '#css-CustomSlots.tsx');
  // Only the reader's own click stored a preference.
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'codeVariant')?.value).toBe('TS');
  expect(cookies.find((cookie) => cookie.name === 'codeStyling')).toBeUndefined();
});

test('dense layout makes controls small site-wide and is remembered', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  // Material UI's parts take the dense defaults: the product menu's items, for one.
  const productMenuItemsAreDense = async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Switch product' }).click();
    const item = page.getByRole('menu').getByRole('menuitem').first();
    const dense = /MuiMenuItem-dense/.test((await item.getAttribute('class')) ?? '');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    return dense;
  };
  const spacingUnit = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-spacing').trim());
  // The static navigation and content follow the same spacing unit: a navigation link's padding is half of it.
  const navigationLinkPadding = () =>
    page.evaluate(() => getComputedStyle(document.querySelector('nav[aria-label="Main navigation"] a')!).paddingTop);
  expect(await productMenuItemsAreDense()).toBe(false);
  const settings = await openSettings(page);
  expect(await spacingUnit()).toBe('8px');
  expect(await navigationLinkPadding()).toBe('4px');
  await settings.getByLabel('Dense layout').check();
  await expect.poll(spacingUnit).toBe('6px');
  expect(await navigationLinkPadding()).toBe('3px');
  expect(await page.evaluate(() => localStorage.getItem('mui-dense'))).toBe('true');
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  expect(await productMenuItemsAreDense()).toBe(true);
  await page.reload();
  await waitForHydration(page);
  expect(await navigationLinkPadding()).toBe('3px');
});

test('a stored dense layout has its tighter spacing before any page JavaScript runs, and keeps it after hydration', async ({
  page,
}) => {
  await storeBeforeLoad(page, 'mui-dense', 'true');
  const spacingUnit = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-spacing').trim());
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto('/x/introduction/');
  expect(await spacingUnit()).toBe('6px');
  await page.unroute('**/_next/static/**/*.js');
  await page.reload();
  await waitForHydration(page);
  expect(await spacingUnit()).toBe('6px');
  // After hydration the theme owns the value: turning dense off must restore 8px.
  const settings = await openSettings(page);
  await settings.getByLabel('Dense layout').uncheck();
  await expect.poll(spacingUnit).toBe('8px');
});

test('reset restores light/system mode, left to right, normal density and default code preferences', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('mui-mode', 'dark');
      localStorage.setItem('mui-direction', 'rtl');
      localStorage.setItem('mui-dense', 'true');
    }
  });
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  const settings = await openSettings(page);
  await settings.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(settings.getByRole('button', { name: 'System' }).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(settings.getByLabel('Dense layout')).not.toBeChecked();
  await expect(settings.getByRole('button', { name: 'TS', exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect(
    await page.evaluate(() => [
      localStorage.getItem('mui-mode'),
      localStorage.getItem('mui-direction'),
      localStorage.getItem('mui-dense'),
    ]),
  ).toEqual(['system', 'ltr', 'false']);
});

test('custom palette colours from the cookie are applied to the theme', async ({ page, context }) => {
  await context.addCookies([
    {
      name: 'paletteColors',
      value: encodeURIComponent('{"primary":"#ff5722","secondary":"rgb(0, 150, 136)"}'),
      url: `${BASE_URL}/`,
    },
  ]);
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await expect
    .poll(() =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim(),
      ),
    )
    .toBe('#ff5722');
});

test('an unsupported palette colour falls back to the default palette with a notice, never a blank page', async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: 'paletteColors', value: encodeURIComponent('{"primary":"oklch(70% 0.1 200)"}'), url: `${BASE_URL}/` },
  ]);
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByText('Your custom colours could not be read')).toBeVisible();
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim(),
    ),
  ).toBe('#0067d0');
});

test('spacing steps beside the density switch change the spacing site-wide, are remembered before first paint, and reset', async ({
  page,
}) => {
  const spacingUnit = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-spacing').trim());
  const navigationLinkPadding = () =>
    page.evaluate(() => getComputedStyle(document.querySelector('nav[aria-label="Main navigation"] a')!).paddingTop);
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  let settings = await openSettings(page);
  const steps = settings.getByRole('group', { name: 'Spacing' });
  await steps.getByRole('button', { name: 'Increase spacing' }).click();
  await steps.getByRole('button', { name: 'Increase spacing' }).click();
  await expect(steps.getByRole('status')).toHaveText('10 px');
  await expect.poll(spacingUnit).toBe('10px');
  expect(await navigationLinkPadding()).toBe('5px');
  expect(await page.evaluate(() => localStorage.getItem('mui-spacing'))).toBe('10');

  // Remembered, and applied by the head script before any page JavaScript runs.
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.reload();
  expect(await spacingUnit()).toBe('10px');
  await page.unroute('**/_next/static/**/*.js');
  await page.reload();
  await waitForHydration(page);
  expect(await spacingUnit()).toBe('10px');

  settings = await openSettings(page);
  await settings.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect.poll(spacingUnit).toBe('8px');
  await expect(settings.getByRole('group', { name: 'Spacing' }).getByRole('status')).toHaveText('8 px');
});

test('spacing stops at its smallest step, and the dense layout says it caps a wider spacing', async ({ page }) => {
  await storeBeforeLoad(page, 'mui-spacing', '5');
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  const settings = await openSettings(page);
  const steps = settings.getByRole('group', { name: 'Spacing' });
  const decrease = steps.getByRole('button', { name: 'Decrease spacing' });
  await decrease.click();
  await expect(steps.getByRole('status')).toHaveText('4 px');
  await expect(decrease).toBeDisabled();
  for (let step = 0; step < 3; step += 1) {
    await steps.getByRole('button', { name: 'Increase spacing' }).click();
  }
  await settings.getByLabel('Dense layout').check();
  await expect(steps.getByText('Dense layout, at most 6 px')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-spacing').trim()),
    )
    .toBe('6px');
});

test('custom colours are listed in the settings with a reset that removes them for good', async ({ page, context }) => {
  await context.addCookies([
    { name: 'paletteColors', value: encodeURIComponent('{"primary":"#ff5722"}'), url: `${BASE_URL}/` },
  ]);
  const primary = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim(),
    );
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await expect.poll(primary).toBe('#ff5722');
  const settings = await openSettings(page);
  await expect(settings.getByRole('heading', { name: 'Custom colours' })).toBeVisible();
  await expect(settings.getByText('#ff5722')).toBeVisible();
  await settings.getByRole('button', { name: 'Reset colours' }).click();
  await expect.poll(primary).toBe('#0067d0');
  await expect(settings.getByRole('heading', { name: 'Custom colours' })).toBeHidden();
  expect((await context.cookies()).find((cookie) => cookie.name === 'paletteColors')).toBeUndefined();
  await page.reload();
  await waitForHydration(page);
  expect(await primary()).toBe('#0067d0');
});
