import { DEFAULT_PALETTE_COLORS } from '../src/theme/constants';
import { expect, openSettings, test, waitForHydration, storeBeforeLoad } from './fixtures';

const DARK_BACKGROUND = 'rgb(11, 13, 14)';
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';

const bodyBackground = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('a stored dark mode is painted before any page JavaScript runs', async ({ page }) => {
  await storeBeforeLoad(page, 'mui-mode', 'dark');
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto('/x/introduction/');
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
});

test('choosing dark in settings repaints the page and is stored as mui-mode', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  const settings = await openSettings(page);
  await settings.getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
});

test('system mode follows prefers-color-scheme live, without a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(1);
});

test('an invalid stored mode means system, with no error', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await storeBeforeLoad(page, 'mui-mode', '"><script>alert(1)</script>');
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  const settings = await openSettings(page);
  await expect(settings.getByRole('button', { name: 'System' }).first()).toHaveAttribute('aria-pressed', 'true');
  await page.emulateMedia({ colorScheme: 'light' });
  // Material UI follows the system's change on its next render: wait for it, then read the painted colour.
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'light');
  expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);
});

test('both colour schemes come from the static theme stylesheet, with no theme CSS inline in the page', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/x/introduction/')).text();
  expect(html).not.toContain('--mui-palette-primary-main');
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  const primary = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main'));
  expect(await primary()).toBe(DEFAULT_PALETTE_COLORS.light.primary);
  await page.evaluate(() => document.documentElement.setAttribute('data-mui-color-scheme', 'dark'));
  expect(await primary()).toBe(DEFAULT_PALETTE_COLORS.dark.primary);
  expect(
    await page
      .locator('style')
      .evaluateAll((styles) => styles.some((style) => /--mui-palette/.test(style.textContent ?? ''))),
  ).toBe(false);
});
