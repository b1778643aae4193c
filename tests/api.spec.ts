import fs from 'node:fs';
import { getApiPathname } from '../src/api/apiPathnames';
import { getApiEntryPath, getApiIndexPath } from '../src/api/build/apiOutputPaths';
import type { ApiComponentEntry, ApiEntry, ApiIndexEntry, ApiInterfaceEntry } from '../src/api/types';
import { expect, test, waitForHydration } from './fixtures';

/** The generated reference the site was built from (`npm run generate:api`), read back to check the pages against it. */
const apiIndex = JSON.parse(fs.readFileSync(getApiIndexPath(), 'utf8')) as ApiIndexEntry[];

function readApiEntry<Kind extends ApiEntry['kind']>(name: string, kind: Kind): Extract<ApiEntry, { kind: Kind }> {
  const line = apiIndex.find((entry) => entry.name === name && entry.kind === kind);
  if (!line) {
    throw new Error(`generated/api/index.json has no ${kind} named ${name}; run npm run generate:api.`);
  }
  return JSON.parse(fs.readFileSync(getApiEntryPath(line.product, line.slug), 'utf8')) as Extract<
    ApiEntry,
    { kind: Kind }
  >;
}

/** A description as the page shows it, for descriptions whose only Markdown is code spans. */
const shownText = (markdown: string) => markdown.replace(/`/g, '');

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
  await expect(page.getByRole('link', { name: 'LineChart', exact: true }).first()).toHaveAttribute(
    'href',
    '/zh/x/api/charts/line-chart/',
  );
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

test('a component API page shows a slot with its default component and a CSS class with its description', async ({
  page,
}) => {
  const entry: ApiComponentEntry = readApiEntry('DataGridPro', 'component');
  await page.goto(getApiPathname(entry.product, entry.slug));

  const slot = entry.slots.find((item) => item.name === 'baseButton')!;
  expect(slot.default).toBe('Button');
  const slotRow = page.locator('tr', { has: page.locator('th#slot-baseButton') });
  await expect(slotRow.locator('th')).toHaveText('baseButton');
  await expect(slotRow.locator('td').nth(0)).toHaveText('Button');
  await expect(slotRow.locator('td').nth(1)).toHaveText(shownText(slot.description));

  const cssClass = entry.classes.find((item) => item.key === 'booleanCell')!;
  expect(cssClass.description).not.toBe('');
  const classRow = page.locator('tr', { has: page.locator('th#classes-booleanCell') });
  await expect(classRow.locator('th')).toHaveText('.MuiDataGrid-booleanCell');
  await expect(classRow.locator('td').nth(0)).toHaveText('booleanCell');
  await expect(classRow.locator('td').nth(1)).toHaveText(shownText(cssClass.description));
});

test('a component API page marks exactly its required props as required', async ({ page }) => {
  const entry: ApiComponentEntry = readApiEntry('DataGridPro', 'component');
  const required = entry.props.filter((prop) => prop.required).map((prop) => prop.name);
  expect(required).toContain('columns');
  await page.goto(getApiPathname(entry.product, entry.slug));

  await expect(page.getByRole('rowheader', { name: 'columns (required)' })).toBeVisible();
  await expect(page.locator('th#prop-columns')).toContainText('*');
  await expect(page.locator('th#prop-rows')).not.toContainText('required');
  const marked = await page
    .locator('th[id^="prop-"]')
    .evaluateAll((headers) =>
      headers
        .filter((header) => header.textContent?.includes('(required)'))
        .map((header) => header.id.slice('prop-'.length)),
    );
  expect(marked.sort()).toEqual([...required].sort());
});

for (const name of ['GridApi', 'GridColDef', 'GridRowParams', 'GridCellParams', 'GridFilterModel', 'GridSortModel']) {
  test(`the ${name} interface page lists every member of the generated reference`, async ({ page }) => {
    const entry: ApiInterfaceEntry = readApiEntry(name, 'interface');
    expect(entry.members.length).toBeGreaterThan(0);
    const response = await page.goto(getApiPathname(entry.product, entry.slug));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);

    for (const [sectionId, members] of [
      ['properties', entry.members.filter((member) => !member.method)],
      ['methods', entry.members.filter((member) => member.method)],
    ] as const) {
      const names = page.locator(`section:has(> h2#${sectionId}) tbody th[scope="row"] > code`);
      if (members.length === 0) {
        await expect(names).toHaveCount(0);
      } else {
        await expect(names).toHaveText(members.map((member) => member.name));
      }
    }

    // One member's description, as written in the declarations.
    const sample = entry.members.find(
      (member) => member.deprecated === undefined && /^[\w\s.,'"`()-]+$/.test(member.description),
    );
    if (sample) {
      const row = page.locator('tr', {
        has: page.locator(`th[id="${sample.method ? 'method' : 'property'}-${sample.name}"]`),
      });
      await expect(row.locator('td').last()).toHaveText(shownText(sample.description));
    }
  });
}
