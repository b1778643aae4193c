import { expect, test } from '@playwright/test';
import path from 'node:path';
import { editContentFile, uniqueMarker } from '../../scripts/devServer/editContentFile';
import { copyFreshCheckout, type FreshCheckout } from '../../scripts/devServer/freshCheckout';
import { startDevServer, type DevServer } from '../../scripts/devServer/startDevServer';
import { fetchHtml, waitUntil } from '../../scripts/devServer/waitUntil';
import { scrollDemoIntoView } from '../fixtures';

/**
 * The authoring loop of `npm run dev` (issue 26): an author's Markdown edit and demo edit appear in the open tab
 * without a reload, and the demo keeps its state. `npm run bench:dev` measures how fast; this test only says that
 * they do, with timeouts generous enough for a busy 2-core machine. The server runs in a copy of the checkout without
 * anything generated (no `generated/`, `.next*`, `out/`), as on a fresh clone (issue 36), and the edits go there.
 */
const PAGE = '/x/react-data-grid/editing/';
const MARKDOWN_FILE = 'content/pages/react-data-grid/editing/index.md';
const DEMO_FILE = 'content/pages/react-data-grid/editing/demos/IsCellEditableGrid.tsx';
/** Compiling the first page takes Turbopack about 20 s on an idle machine; a loaded one is several times slower. */
const FIRST_PAGE_MS = 240_000;
const EDIT_MS = 60_000;

let checkout: FreshCheckout;
let server: DevServer;

test.beforeAll(async () => {
  test.setTimeout(FIRST_PAGE_MS + 30_000);
  checkout = copyFreshCheckout();
  server = await startDevServer(undefined, checkout.root);
  await waitUntil(
    'the dev server to serve the page',
    async () => (await fetchHtml(server.origin + PAGE)).length > 0,
    FIRST_PAGE_MS,
  );
});

test.afterAll(async () => {
  await server?.stop();
  await checkout?.remove();
});

test('a Markdown edit and a demo edit show in the open tab without a reload, and the demo keeps its state', async ({
  page,
}) => {
  test.setTimeout(FIRST_PAGE_MS + 4 * EDIT_MS);
  await page.goto(server.origin + PAGE, { timeout: FIRST_PAGE_MS });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: FIRST_PAGE_MS });
  // A property of this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { authoringLoopTab: true }));
  const stillTheSameTab = () => page.evaluate(() => 'authoringLoopTab' in window);

  const sentence = uniqueMarker('A sentence added by the authoring loop test');
  const restoreMarkdown = editContentFile(
    path.join(checkout.root, MARKDOWN_FILE),
    (source) => `${source}\n${sentence}.\n`,
  );
  try {
    await expect(page.getByText(sentence)).toBeVisible({ timeout: EDIT_MS });
  } finally {
    restoreMarkdown();
  }
  await expect(page.getByText(sentence)).toHaveCount(0, { timeout: EDIT_MS });

  const demo = page.locator('[data-demo="IsCellEditableGrid"]');
  await scrollDemoIntoView(demo);
  const grid = demo.getByRole('grid');
  await expect(grid.getByRole('columnheader', { name: 'Commodity' })).toBeVisible({ timeout: EDIT_MS });
  // State the grid keeps across a Fast Refresh: the sort order the reader chose.
  await grid.getByRole('columnheader', { name: 'Quantity' }).click();
  await expect(grid.getByRole('columnheader', { name: 'Quantity' })).toHaveAttribute('aria-sort', 'ascending');

  const header = uniqueMarker('Commodity');
  const restoreDemo = editContentFile(path.join(checkout.root, DEMO_FILE), (source) =>
    source.replace("headerName: 'Commodity'", `headerName: '${header}'`),
  );
  try {
    await expect(grid.getByRole('columnheader', { name: header })).toBeVisible({ timeout: EDIT_MS });
    await expect(grid.getByRole('columnheader', { name: 'Quantity' })).toHaveAttribute('aria-sort', 'ascending');
  } finally {
    restoreDemo();
  }
  expect(await stillTheSameTab()).toBe(true);
});
