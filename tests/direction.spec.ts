import type { Page } from '@playwright/test';
import { expect, openSettings, test, waitForHydration } from './fixtures';

/**
 * Opens the product menu, built with Material UI, until its styles come from the right-to-left style cache, and closes
 * it again. Until that cache has loaded (a moment, once: src/theme/MaterialThemeScope.tsx) an open part keeps the
 * left-to-right one and switches when it arrives, so the menu stays open until then.
 */
async function openProductMenuInRtl(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Switch product' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.locator('style[data-emotion^="rtl"]').first()).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
}

test('right to left flips the layout with the RTL style cache, without a reload, and persists', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const settings = await openSettings(page);
  await settings.getByRole('button', { name: 'Right to left' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('mui-direction'))).toBe('rtl');
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  // React followed the drawer: Material UI's parts opened from now on get the RTL cache.
  await openProductMenuInRtl(page);
  // The permanent drawer now sits on the right-hand side.
  const drawer = page.getByRole('navigation', { name: 'Main navigation' }).last();
  const box = await drawer.boundingBox();
  expect(box!.x).toBeGreaterThan(600);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await waitForHydration(page);
  // The page itself is static CSS, the settings drawer too; Material UI's parts get the RTL cache on demand.
  const reopened = await openSettings(page);
  await expect(reopened.getByRole('button', { name: 'Right to left' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await reopened.boundingBox())!.x).toBeLessThan(10); // at the inline end: the left
  await page.keyboard.press('Escape');
  await openProductMenuInRtl(page);
});
