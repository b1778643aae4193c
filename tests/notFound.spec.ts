import { expect, test, waitForHydration } from './fixtures';

/** The browser logs the 404 response of the document itself; any other error still fails the test. */
function dropNotFoundResponseErrors(errors: string[]) {
  const others = errors.filter((message) => !/status of 404/.test(message));
  errors.splice(0, errors.length, ...others);
}

test('an unknown path answers 404 with the not-found page inside the shell', async ({ page, consoleErrors }) => {
  const response = await page.goto('/x/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the overview' }).click();
  await expect(page).toHaveURL(/\/x\/introduction\/$/);
  dropNotFoundResponseErrors(consoleErrors);
});

test('an unknown Chinese path shows the translated not-found page', async ({ page, consoleErrors }) => {
  await page.goto('/zh/x/no-such-page/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('link', { name: '前往概览' })).toHaveAttribute('href', '/zh/x/introduction/');
  dropNotFoundResponseErrors(consoleErrors);
});
