import { expect, test, waitForHydration } from './fixtures';

test('Chinese pages have lang zh-CN, Chinese shell strings and Chinese content', async ({ page }) => {
  await page.goto('/zh/x/introduction/installation/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('link', { name: '跳到正文' })).toBeAttached();
  await expect(page.getByRole('navigation', { name: '主导航' }).last().getByRole('link', { name: '许可' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/安装/);
});

test('internal links on Chinese pages keep the /zh prefix', async ({ page }) => {
  await page.goto('/zh/x/introduction/');
  const hrefs = await page.locator('main a[href^="/"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(3);
  for (const href of hrefs) {
    expect(href).toMatch(/^\/zh\//);
  }
});

test('the language menu switches between English and Chinese on the same page', async ({ page }) => {
  await page.goto('/x/introduction/support/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(page).toHaveURL(/\/zh\/x\/introduction\/support\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.getByRole('button', { name: '切换语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/x\/introduction\/support\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('English pages have lang en and no untranslated notice', async ({ page }) => {
  await page.goto('/x/introduction/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('untranslated-notice')).toHaveCount(0);
});
