import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration, storeBeforeLoad, axeViolations } from './fixtures';
import { startStaticSite } from './serviceWorker/staticSiteServer';
import { goOffline } from './support/goOffline';
import { siteDirectory } from '../scripts/siteDirectory';
import { EXCERPT_SHARD_SIZE } from '../src/search/searchIndexFormat';

const searchDialog = (page: Page) => page.getByRole('dialog', { name: /Search the documentation|搜索文档/ });
const searchInput = (page: Page) => page.getByRole('combobox', { name: /Search the documentation|搜索文档/ });

async function openWithShortcut(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
}

test('the app bar shows a search button with its shortcut', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  const button = page.getByRole('button', { name: /^Search Ctrl K/ });
  await expect(button).toBeVisible();
  await button.click();
  await expect(searchDialog(page)).toBeVisible();
  await expect(searchInput(page)).toBeFocused();
});

test('nothing of search is downloaded before the reader opens it', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/x/react-data-grid/editing/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => url.includes('/x/search/'))).toEqual([]);
  await openWithShortcut(page);
  await searchInput(page).fill('export');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(requests.some((url) => /\/x\/search\/[^/]+\/pages-en\.json$/.test(url))).toBe(true);
});

/**
 * A word of the built English index that only a section's opening prose has (not a title, heading, code span or API
 * name), with that section's heading: read from the built files, so the check follows the content.
 */
function proseOnlyWord(): { word: string; heading: string } {
  const root = path.join(siteDirectory(), 'x', 'search');
  const directory = path.join(root, fs.readdirSync(root)[0] ?? '');
  const read = (name: string) => JSON.parse(fs.readFileSync(path.join(directory, name), 'utf8'));
  const pages = read('pages-en.json') as { pages: string[][]; sections: [number, string, string, string][] };
  const api = read('api.json') as { pages: [string][]; rows: [string][] };
  const named = [
    ...pages.pages.flat(),
    ...pages.sections.flatMap(([, heading, , keywords]) => [heading, keywords]),
    ...api.pages.map(([name]) => name),
    ...api.rows.map(([name]) => name),
  ]
    .join(' ')
    .toLowerCase();
  const excerptFiles = fs.readdirSync(directory).filter((name) => name.startsWith('excerpts-en-'));
  for (let shard = 0; shard < excerptFiles.length; shard += 1) {
    const texts = (read(`excerpts-en-${shard}.json`) as { texts: string[] }).texts;
    for (const [offset, text] of texts.entries()) {
      const heading = pages.sections[shard * EXCERPT_SHARD_SIZE + offset]?.[1] ?? '';
      const word = text.match(/\b[a-z]{8,}\b/g)?.find((candidate) => !named.includes(candidate.slice(0, 6)));
      if (heading && word) {
        return { word, heading };
      }
    }
  }
  throw new Error('No word of the English excerpts is missing from titles, headings, code and API names.');
}

test('the first query loads only the page index; every section’s prose follows and answers later queries', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await openWithShortcut(page);
  await page.keyboard.type('pagination');
  await expect(page.getByRole('option').first()).toContainText('Pagination');
  const excerptCount = () => requests.filter((url) => /\/x\/search\/[^/]+\/excerpts-en-\d+\.json$/.test(url)).length;
  const { word, heading } = proseOnlyWord();
  const directory = path.join(siteDirectory(), 'x', 'search');
  const files = fs.readdirSync(path.join(directory, fs.readdirSync(directory)[0] ?? ''));
  await expect
    .poll(excerptCount)
    .toBeGreaterThanOrEqual(files.filter((name) => name.startsWith('excerpts-en-')).length);
  await searchInput(page).fill(word);
  // The prose is indexed in chunks between tasks after its files arrive: slower on a loaded machine.
  await expect(page.getByRole('option').filter({ hasText: heading }).first()).toBeVisible({ timeout: 15_000 });
});

test('Ctrl+K and / open search from any page, / not while typing; Escape returns focus', async ({ page }) => {
  // Five page loads, one of them a page of Data Grid demos.
  test.setTimeout(60_000);
  for (const path of ['/x/introduction/', '/x/api/data-grid/data-grid/', '/zh/x/react-data-grid/']) {
    await page.goto(path);
    await waitForHydration(page);
    await openWithShortcut(page);
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
  }
  // `/` outside a text field opens search; Escape gives focus back where it was.
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  const settings = page.getByRole('button', { name: 'Open settings' });
  await settings.focus();
  await page.keyboard.press('/');
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(searchDialog(page)).toBeHidden();
  await expect(settings).toBeFocused();

  // In a text field, `/` is a character.
  await page.goto('/x/react-data-grid/filtering/quick-filter/');
  await waitForHydration(page);
  const field = page.getByRole('searchbox').or(page.getByRole('textbox')).first();
  await field.scrollIntoViewIfNeeded();
  await field.click();
  await page.keyboard.type('a/b');
  await expect(searchDialog(page)).toBeHidden();
  await expect(field).toHaveValue(/a\/b/);
});

test('the close button and a click beside the dialog close it, focus goes back to the button; the page stays put', async ({
  page,
}) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  const button = page.getByRole('button', { name: /^Search Ctrl K/ });
  await button.click();
  await expect(searchInput(page)).toBeFocused();
  // The page behind does not scroll under the wheel while search is open.
  await page.mouse.move(10, 600);
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // A click on the backdrop, beside the dialog.
  await page.mouse.click(10, 600);
  await expect(searchDialog(page)).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await searchDialog(page).getByRole('button', { name: 'Close search' }).click();
  await expect(searchDialog(page)).toBeHidden();
  await expect(button).toBeFocused();
  // Scrolling comes back once it is closed.
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('the bare playground page has no search shortcut', async ({ page }) => {
  await page.goto('/x/playground/');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  await page.keyboard.press('/');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('keyboard only: type, move with the arrows, open with Enter; the result is remembered', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await openWithShortcut(page);
  await page.keyboard.type('exprot');
  const options = page.getByRole('option');
  await expect(options.first()).toContainText('Export');
  await expect(page.getByRole('group', { name: 'Data Grid' })).toBeVisible();
  // Matched words are marked in the excerpt.
  await expect(options.first().locator('mark').first()).toBeVisible();
  await expect(searchInput(page)).toHaveAttribute(
    'aria-activedescendant',
    (await options.first().getAttribute('id')) ?? '',
  );
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const href = (await options.first().getAttribute('data-href')) ?? '';
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Export');

  // Recent searches: shown when the input is empty, and clearable.
  await openWithShortcut(page);
  await expect(page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear recent searches' }).click();
  await expect(page.getByRole('option')).toHaveCount(0);
});

test('garbage in storage is ignored and no results suggests nearby terms', async ({ page }) => {
  await storeBeforeLoad(page, 'mui-x-docs-recent-searches', '{"broken": tru');
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await openWithShortcut(page);
  await expect(page.getByRole('option')).toHaveCount(0);
  await page.keyboard.type('pgaintaion');
  await expect(page.getByText('No results for “pgaintaion”.')).toBeVisible();
  await page
    .getByRole('button', { name: /^pagination$/i })
    .first()
    .click();
  await expect(page.getByRole('option').first()).toContainText('Pagination');
});

test('an API prop lands on its row of the API page', async ({ page }) => {
  await page.goto('/x/react-data-grid/');
  await waitForHydration(page);
  await openWithShortcut(page);
  await page.keyboard.type('processRowUpdate');
  const row = page
    .getByRole('option', { name: /processRowUpdate/ })
    .filter({ hasText: 'DataGrid' })
    .first();
  await expect(row).toHaveAttribute('data-href', '/x/api/data-grid/data-grid/#prop-processRowUpdate');
  // It says why: the prop's one-line description from the API reference.
  await expect(row).toContainText('Callback called before updating a row with new values');
  // The Editing guide answers too.
  await expect(page.getByRole('option').filter({ hasText: 'Editing' }).first()).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/#prop-processRowUpdate$/);
  await expect(page.locator('#prop-processRowUpdate')).toBeInViewport();
});

test('Chinese typed on an English page finds the Chinese pages', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await openWithShortcut(page);
  await searchInput(page).fill('导出');
  await expect(page.getByRole('option').first()).toHaveAttribute(
    'data-href',
    /^\/zh\/x\/react-data-grid\/export\/(#.*)?$/,
  );
  // Back to English words: the English index answers again.
  await searchInput(page).fill('export csv');
  await expect(page.getByRole('option').first()).toHaveAttribute('data-href', /^\/x\/react-data-grid\/export\//);
});

test('results of the reader’s product come first, grouped under its name', async ({ page }) => {
  for (const [path, expected, group] of [
    ['/x/react-tree-view/getting-started/', /^\/x\/react-tree-view\//, 'Tree View'],
    ['/x/react-data-grid/getting-started/', /^\/x\/react-data-grid\//, 'Data Grid'],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    await openWithShortcut(page);
    await searchInput(page).fill('selection');
    await expect(page.getByRole('option').first()).toHaveAttribute('data-href', expected);
    await expect(searchDialog(page).getByRole('group').first()).toHaveAccessibleName(new RegExp(group));
    await page.keyboard.press('Escape');
  }
});

test('on a Chinese page, a Chinese word finds the page and the result stays in Chinese', async ({ page }) => {
  await page.goto('/zh/x/introduction/');
  await waitForHydration(page);
  await openWithShortcut(page);
  for (const [word, path] of [
    ['筛选', '/zh/x/react-data-grid/filtering/'],
    ['导出', '/zh/x/react-data-grid/export/'],
    ['分页', '/zh/x/react-data-grid/pagination/'],
  ] as const) {
    await searchInput(page).fill(word);
    // The page itself or one of its sections: translated pages land on the heading that matches.
    await expect(page.getByRole('option').first()).toHaveAttribute('data-href', new RegExp(`^${path}(#.*)?$`));
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/zh\/x\/react-data-grid\/pagination\/(#.*)?$/);
});

for (const [mode, direction] of [
  ['light', 'ltr'],
  ['dark', 'ltr'],
  ['dark', 'rtl'],
] as const) {
  test(`the search dialog passes axe in ${mode} mode, ${direction}`, async ({ page }) => {
    await storeBeforeLoad(page, 'mui-mode', mode);
    await storeBeforeLoad(page, 'mui-direction', direction);
    await page.goto('/x/introduction/');
    await waitForHydration(page);
    await openWithShortcut(page);
    await page.keyboard.type('filter');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
  });
}

test('offline before any search, search says it is not available offline yet', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await page.route('**/x/search/**', (route) => route.abort('internetdisconnected'));
  await openWithShortcut(page);
  await page.keyboard.type('export');
  await expect(page.getByText(/not available offline yet/)).toBeVisible();
});

test('after a first search online, search keeps working offline (the worker cached the index)', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const site = await startStaticSite(siteDirectory());
  try {
    await page.goto(`${site.origin}/x/introduction/`);
    await waitForHydration(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await openWithShortcut(page);
    await page.keyboard.type('pagination');
    await expect(page.getByRole('option').first()).toContainText('Pagination');
    // The API reference arrives after the first results: wait until it is cached too.
    await expect
      .poll(() =>
        page.evaluate(
          async () =>
            (await caches.keys()).length > 0 &&
            (
              await Promise.all(
                (await caches.keys()).map(async (name) =>
                  (await (await caches.open(name)).keys()).map((request) => request.url),
                ),
              )
            )
              .flat()
              .filter((url) => url.includes('/x/search/')).length,
        ),
      )
      .toBeGreaterThanOrEqual(3);
    await page.keyboard.press('Escape');

    await goOffline(context, site);
    await page.reload();
    await waitForHydration(page);
    await openWithShortcut(page);
    await page.keyboard.type('pagination');
    await expect(page.getByRole('option').first()).toContainText('Pagination');
    await expect(page.getByText(/not available offline/)).toHaveCount(0);
  } finally {
    await site.close();
  }
});
