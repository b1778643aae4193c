import { expect, openSettings, test, waitForHydration } from './fixtures';

test('right to left flips the layout with the RTL style cache, without a reload, and persists', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const settings = await openSettings(page);
  await settings.getByRole('button', { name: 'Right to left' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('style[data-emotion^="rtl"]').first()).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('mui-direction'))).toBe('rtl');
  await page.keyboard.press('Escape');
  // The permanent drawer now sits on the right-hand side.
  const drawer = page.getByRole('navigation', { name: 'Main navigation' }).last();
  const box = await drawer.boundingBox();
  expect(box!.x).toBeGreaterThan(600);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await waitForHydration(page);
  // The page itself is static CSS; Material UI's parts (here the settings drawer) get the RTL cache on demand.
  const reopened = await openSettings(page);
  await expect(page.locator('style[data-emotion^="rtl"]').first()).toBeAttached();
  const paper = await reopened.boundingBox();
  expect(paper!.x).toBeLessThan(10); // anchored "right", mirrored to the left
});
