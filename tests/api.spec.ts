import { expect, test, waitForHydration } from './fixtures';

test('a component API page lists its import, props, slots and CSS classes', async ({ page }) => {
  await page.goto('/x/api/data-grid/data-grid-pro/');
  await expect(page).toHaveTitle('DataGridPro API - MUI X 7.21.0');
  await expect(page.getByRole('heading', { level: 1 }).getByRole('img', { name: 'Pro plan' })).toBeVisible();
  for (const heading of ['Import', 'Props', 'Slots', 'CSS classes']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.locator('article')).toContainText("import { DataGridPro } from '@mui/x-data-grid-pro';");
  const props = page.locator('table').filter({ hasText: 'columns' }).first();
  await expect(props).toContainText('rows');
  await expect(props).toContainText('treeData');
  await expect(page.locator('article')).toContainText('MuiDataGrid-root');
});

test('a deprecated prop shows its message and a default comes from @default', async ({ page }) => {
  await page.goto('/x/api/data-grid/data-grid/');
  await expect(page.locator('article')).toContainText('autoHeight');
  await expect(page.locator('article')).toContainText('Use flex parent container instead');
  await expect(page.locator('article')).toContainText('"cell"');
});

test('interface pages and product indexes exist in both languages', async ({ page }) => {
  await page.goto('/x/api/data-grid/grid-col-def/');
  await expect(page.getByRole('heading', { level: 1, name: /GridColDef/ })).toBeVisible();
  await page.goto('/zh/x/api/charts/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('link', { name: 'LineChart', exact: true }).first()).toHaveAttribute('href', '/zh/x/api/charts/line-chart/');
});

test('the navigation has an API reference section per product', async ({ page }) => {
  await page.goto('/x/api/tree-view/rich-tree-view/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).last();
  await expect(nav.getByRole('link', { name: 'RichTreeView', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('a feature page links its component mentions to their API pages', async ({ page }) => {
  await page.goto('/x/react-data-grid/getting-started/');
  await waitForHydration(page);
  const link = page.locator('article a.api-link', { hasText: 'DataGridPro' }).first();
  await expect(link).toHaveAttribute('href', '/x/api/data-grid/data-grid-pro/');
  await link.click();
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid-pro\/$/);
});

test('API pages have no horizontal overflow on a 375 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/x/api/date-pickers/date-range-picker/');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
