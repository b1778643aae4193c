import { BASE_URL, expect, test, waitForHydration } from './fixtures';

test('garbage in localStorage and cookies still renders the page with defaults', async ({ page, context }) => {
  await context.addCookies(
    [
      ['codeVariant', 'PYTHON'],
      ['codeStyling', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
      ['paletteColors', '%%%not-json'],
    ].map(([name, value]) => ({ name: name!, value: value!, url: `${BASE_URL}/` })),
  );
  await page.addInitScript(() => {
    localStorage.setItem('mui-mode', '{{{');
    localStorage.setItem('mui-direction', '12345');
    localStorage.setItem('mui-dense', 'maybe');
  });
  // A script smuggled through a cookie would show itself by opening a dialog.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // Open the settings, which render the stored preferences, before concluding nothing ran.
  await page.getByRole('button', { name: 'Open settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('localStorage that throws does not break the page', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new Error('storage disabled');
      },
    });
  });
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
});

test('an unknown hash and an odd query string render the page normally', async ({ page }) => {
  await page.goto('/x/introduction/installation/?%3Cb%3E=%%%&x=%E0%A4%A&&#no-such-heading-%3Cimg%3E');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
  await expect(page.locator('.markdown-body img')).toHaveCount(0);
});
