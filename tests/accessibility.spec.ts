import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForHydration } from './fixtures';

const cases = [
  { name: 'English, light', path: '/x/introduction/', mode: 'light', direction: 'ltr' },
  { name: 'English, dark', path: '/x/introduction/', mode: 'dark', direction: 'ltr' },
  { name: 'English, RTL', path: '/x/introduction/', mode: 'light', direction: 'rtl' },
  { name: 'Chinese, light', path: '/zh/x/introduction/', mode: 'light', direction: 'ltr' },
  { name: 'Chinese, dark', path: '/zh/x/introduction/', mode: 'dark', direction: 'ltr' },
  { name: 'Chinese, RTL', path: '/zh/x/introduction/', mode: 'dark', direction: 'rtl' },
] as const;

for (const { name, path, mode, direction } of cases) {
  test(`axe finds no violations on the overview page (${name})`, async ({ page }) => {
    await page.addInitScript(
      ([storedMode, storedDirection]) => {
        localStorage.setItem('mui-mode', storedMode!);
        localStorage.setItem('mui-direction', storedDirection!);
      },
      [mode, direction],
    );
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('dir', direction);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
  });
}

test('the skip link is the first tab stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
});

test('landmarks: banner, main navigation, main and footer', async ({ page }) => {
  await page.goto('/x/introduction/');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).last()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('keyboard focus is visible on the app bar controls', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  const settings = page.getByRole('button', { name: 'Open settings' });
  const github = page.getByRole('link', { name: 'GitHub repository' });
  await github.focus();
  await page.keyboard.press('Tab');
  await expect(settings).toBeFocused();
  await expect(settings).toHaveClass(/Mui-focusVisible/);
});
