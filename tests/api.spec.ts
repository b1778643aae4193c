import fs from 'node:fs';
import { getApiPathname } from '../src/api/apiPathnames';
import { getApiEntryPath, getApiIndexPath } from '../src/server/api/apiOutputPaths';
import type { ApiComponentEntry, ApiEntry, ApiIndexEntry, ApiInterfaceEntry } from '../src/api/types';
import { PHONE_CONTEXT } from '../scripts/bench/phoneProfile';
import { axeViolations, expect, test, waitForHydration } from './fixtures';

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
      const names = page.locator(`section:has(> h2#${sectionId}) tbody th[scope="row"] > a.api-row-link > code`);
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

test('the 12 pages the 7.21.0 reference added are here', async ({ page }) => {
  for (const pathname of ['/x/api/data-grid/grid-filter-operator/', '/x/api/date-pickers/pickers-section-list/']) {
    const response = await page.goto(pathname);
    expect(response?.status()).toBe(200);
  }
  await expect(page.getByRole('heading', { level: 1 })).toContainText('PickersSectionList');
});

test('a prop type expands in place with the keyboard', async ({ page }) => {
  await page.goto('/x/api/data-grid/data-grid/');
  const row = page.locator('tr', { has: page.locator('th#prop-processRowUpdate') });
  const summary = row.locator('summary', { hasText: 'Parameters' });
  await expect(row.getByText('oldRow: R', { exact: true })).toBeHidden();
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(row.getByText('oldRow: R', { exact: true })).toBeVisible();
  await expect(row.locator('details')).toContainText('Returns R | Promise<R>');
  await page.keyboard.press('Space');
  await expect(row.getByText('oldRow: R', { exact: true })).toBeHidden();
});

test('a prop row shows its anchor as a link and a control that copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/x/api/data-grid/data-grid/');
  await waitForHydration(page);
  const header = page.locator('th#prop-apiRef');
  await expect(header.getByRole('link', { name: 'apiRef', exact: true })).toHaveAttribute('href', '#prop-apiRef');
  const copy = header.getByRole('link', { name: 'Copy link to apiRef' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/#prop-apiRef$/);
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toMatch(/\/x\/api\/data-grid\/data-grid\/#prop-apiRef$/);
});

test.describe('on a touch screen', () => {
  test.use(PHONE_CONTEXT);

  test('a row’s copy-link control is a target of at least 24 px, as WCAG 2.2 asks', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid/');
    const control = page.getByRole('link', { name: 'Copy link to apiRef', exact: true });
    await control.scrollIntoViewIfNeeded();
    // No hover on a touch screen: the control is always shown.
    await expect(control).toHaveCSS('opacity', '1');
    const box = (await control.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    expect(await axeViolations(page, 'section:has(> h2#props)', undefined, ['target-size'])).toEqual([]);
  });
});

test('an API table off screen is laid out only as the reader nears it, and a link to one of its rows lands on it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/x/api/data-grid/data-grid/');
  const lastRow = page.locator('.api-table tbody tr').last();
  const laidOut = () => lastRow.evaluate((row) => row.checkVisibility({ contentVisibilityAuto: true }));
  expect(await laidOut()).toBe(false);
  const id = await lastRow.locator('th').getAttribute('id');
  await page.goto(`/x/api/data-grid/data-grid/#${id}`);
  await expect(lastRow).toBeInViewport();
  expect(await laidOut()).toBe(true);
});

test('the filter box hides non-matching props, keeps the URL shareable and opens filtered from it', async ({
  page,
}) => {
  await page.goto('/x/api/data-grid/data-grid/');
  await waitForHydration(page);
  const rows = page.locator('section:has(> h2#props) tbody tr');
  const total = await rows.count();
  expect(total).toBeGreaterThan(100);
  const filter = page.getByRole('searchbox', { name: `Filter ${total} rows` });
  await filter.focus();
  await page.keyboard.type('rowupdate');
  await expect(page).toHaveURL(/\?filter=rowupdate$/);
  await expect(page.locator('th#prop-processRowUpdate')).toBeVisible();
  await expect(page.locator('th#prop-columns')).toBeHidden();
  const shown = await rows.filter({ visible: true }).count();
  expect(shown).toBeLessThan(10);
  await expect(page.locator('.api-filter-status').first()).toHaveText(`${shown} of ${total} rows`);

  await page.goto('/x/api/data-grid/data-grid/?filter=rowupdate');
  await waitForHydration(page);
  await expect(page.getByRole('searchbox', { name: `Filter ${total} rows` })).toHaveValue('rowupdate');
  await expect(page.locator('th#prop-columns')).toBeHidden();
  await expect(page.locator('th#prop-processRowUpdate')).toBeVisible();
});

test('the DataGrid page lists the guide pages using it and links its layout note here', async ({ page }) => {
  await page.goto('/x/api/data-grid/data-grid/');
  const usedIn = page.locator('section:has(> h2#used-in) li');
  expect(await usedIn.count()).toBeGreaterThanOrEqual(20);
  await expect(
    page.locator('section:has(> h2#used-in)').getByRole('link', { name: 'Filtering › Overview', exact: true }),
  ).toHaveAttribute('href', '/x/react-data-grid/filtering/');
  const leaks = await page
    .locator('article a[href*="mui.com/x/react-"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(leaks).toEqual([]);
  await expect(page.locator('article a[href^="/x/react-data-grid/layout/"]').first()).toBeAttached();
});

test('a guide page ends with its API section and a feature page shows its apiRef methods', async ({ page }) => {
  await page.goto('/zh/x/react-data-grid/');
  const api = page.locator('article h2#api ~ ul').last();
  await expect(api.getByRole('link', { name: 'DataGridPro', exact: true })).toHaveAttribute(
    'href',
    '/zh/x/api/data-grid/data-grid-pro/',
  );
  await page.goto('/x/react-data-grid/filtering/');
  const method = page.locator('tr#GridFilterApi-upsertFilterItem');
  await expect(method).toContainText('(item: GridFilterItem) => void');
  await expect(method.getByRole('link', { name: 'upsertFilterItem' })).toHaveAttribute(
    'href',
    '#GridFilterApi-upsertFilterItem',
  );
});
