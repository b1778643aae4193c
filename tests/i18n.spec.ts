import { expect, test, waitForHydration } from './fixtures';

test('Chinese pages have lang zh-CN, Chinese shell strings and Chinese content', async ({ page }) => {
  await page.goto('/zh/x/introduction/installation/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('link', { name: '跳到正文' })).toBeAttached();
  await expect(
    page.getByRole('navigation', { name: '主导航' }).last().getByRole('link', { name: '许可' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/安装/);
});

test('internal links on Chinese pages keep the /zh prefix', async ({ page }) => {
  await page.goto('/zh/x/introduction/');
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(3);
  for (const href of hrefs) {
    expect(href).toMatch(/^\/zh\//);
  }
});

test('the navigation drawer, the switchers and the previous/next links on Chinese pages keep the /zh prefix', async ({
  page,
}) => {
  await page.goto('/zh/x/react-data-grid/editing/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: '主导航' }).last();
  const navHrefs = await nav
    .locator('a[href^="/"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
  expect(navHrefs.length).toBeGreaterThan(10);
  for (const href of navHrefs) {
    expect(href).toMatch(/^\/zh\/x\//);
  }
  const footerHrefs = await page
    .getByRole('navigation', { name: '页脚' })
    .locator('a[href^="/"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
  expect(footerHrefs.length).toBeGreaterThan(0);
  for (const href of footerHrefs) {
    expect(href).toMatch(/^\/zh\/x\//);
  }
  await page.getByRole('button', { name: '切换产品' }).click();
  await expect(page.getByRole('menuitem', { name: 'Charts' })).toHaveAttribute('href', '/zh/x/react-charts/');
});

test('the Installation page gives every package and the date adapter ranges in both languages', async ({ page }) => {
  for (const path of ['/x/introduction/installation/', '/zh/x/introduction/installation/']) {
    await page.goto(path);
    const main = page.getByRole('main');
    const ranges = { 'date-fns v2': '^2.30.0', 'Day.js': '^1.11.10', Luxon: '^3.4.4', 'Moment.js': '^2.29.4' };
    for (const [library, range] of Object.entries(ranges)) {
      await expect(main.getByRole('row').filter({ hasText: library }).first(), `${path}: ${library}`).toContainText(
        range,
      );
    }
    for (const pkg of [
      'x-data-grid',
      'x-data-grid-pro',
      'x-data-grid-premium',
      'x-date-pickers',
      'x-date-pickers-pro',
      'x-charts',
      'x-tree-view',
    ]) {
      for (const manager of ['npm install', 'yarn add', 'pnpm add']) {
        await expect(
          main.getByText(`${manager} @mui/${pkg}`).first(),
          `${path}: ${manager} @mui/${pkg}`,
        ).toBeAttached();
      }
    }
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
