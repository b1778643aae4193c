import { readDemoChunkFiles } from '../scripts/webpack/demoChunks';
import { demoChunkName } from '../src/content/demo/demoChunkName';
import { expect, openSettings, readClipboard, test, waitForHydration, scrollDemoIntoView } from './fixtures';
import { trackNetwork } from './support/trackNetwork';

const PAGE = '/x/common-concepts/custom-components/';

/** The demo's own file in the code view: the live editor once it has loaded, the highlighted block before (or when the demo is not editable). */
function shownSource(demo: import('@playwright/test').Locator) {
  return demo.locator('[data-code-variant]').locator('.cm-content, pre').first();
}

/**
 * The whole source the reader is shown, as Copy gives it: the live editor only draws the lines on screen, so text
 * further down is not in the page.
 */
async function copiedSource(page: import('@playwright/test').Page, demo: import('@playwright/test').Locator) {
  await demo.getByRole('button', { name: 'Copy the source' }).click();
  return readClipboard(page);
}

async function openDemo(page: import('@playwright/test').Page) {
  await page.goto(PAGE);
  await waitForHydration(page);
  const demo = page.locator('[data-demo="CustomSlots"]');
  await scrollDemoIntoView(demo);
  await expect(demo.getByRole('grid')).toBeVisible();
  return demo;
}

test('the demo renders the real grid, picker and chart with their replaced slots', async ({ page }) => {
  const demo = await openDemo(page);
  await expect(demo.getByText('Release checklist')).toBeVisible();
  await expect(demo.getByRole('textbox', { name: 'Release date' })).toBeVisible();
  await expect(demo.locator('.MuiBarElement-root')).toHaveCount(5);
  await demo.getByRole('button', { name: 'Clear the data' }).click();
  await expect(demo.getByText('No downloads recorded yet')).toBeVisible();
});

test('show code displays TypeScript by default and the JS toggle switches to the generated JavaScript', async ({
  page,
  context,
}) => {
  const demo = await openDemo(page);
  await demo.getByRole('button', { name: 'Show code' }).click();
  const code = shownSource(demo);
  await expect(code).toContainText('const columns: GridColDef[]');
  await demo.getByRole('group', { name: 'Code language' }).getByRole('button', { name: 'JS' }).click();
  await expect(code).toContainText('const columns = [');
  await expect(code).not.toContainText('GridColDef[]');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'codeVariant')?.value).toBe('JS');
});

test('styling tabs switch the live demo and its source between system, Tailwind and CSS', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const demo = await openDemo(page);
  const toolbar = demo.locator('.MuiDataGrid-toolbarContainer');
  await demo.getByRole('button', { name: 'Show code' }).click();
  const styling = demo.getByRole('group', { name: 'Styling solution' });

  await styling.getByRole('button', { name: 'Tailwind' }).click();
  await expect(shownSource(demo)).toContainText('Styled with Tailwind utility classes');
  expect(await copiedSource(page, demo)).toContain('className="gap-2');
  await expect(toolbar).toHaveClass(/px-3/);
  // Tailwind really is compiled into the site: px-3 is 0.75rem = 12px.
  await expect.poll(() => toolbar.evaluate((node) => getComputedStyle(node).paddingLeft)).toBe('12px');
  expect((await context.cookies()).find((cookie) => cookie.name === 'codeStyling')?.value).toBe('tailwind');

  await styling.getByRole('button', { name: 'CSS' }).click();
  await expect(shownSource(demo)).toContainText('Styled with a plain CSS module');
  expect(await copiedSource(page, demo)).toContain('className={classes.toolbar}');
  await demo.getByRole('tab', { name: 'CustomSlots.module.css' }).click();
  await expect(demo.getByRole('tabpanel').locator('pre')).toContainText('.toolbar');
  await demo.getByRole('tab', { name: 'CustomSlots.css.tsx' }).click();
  await expect
    .poll(() => demo.locator('.MuiDataGrid-toolbarContainer').evaluate((node) => getComputedStyle(node).paddingLeft))
    .toBe('12px');
  await expect(demo.locator('.MuiDataGrid-toolbarContainer')).toHaveClass(/toolbar/);

  await styling.getByRole('button', { name: 'System' }).click();
  await expect.poll(() => copiedSource(page, demo)).toContain('styled(GridToolbarContainer)');
});

test('copy source puts the shown variant on the clipboard and confirms for 1.2 seconds', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const demo = await openDemo(page);
  await demo.getByRole('group', { name: 'Code language' }).getByRole('button', { name: 'JS' }).click();
  // Timestamps are taken in the page, so a busy test machine cannot stretch or shrink the measured confirmation.
  // The click starts the confirmation; the observer only notices the text once the page is idle, so the hiding is
  // measured from the click (the exact 1.2 s timer is pinned by useCopyFeedback's unit test).
  await demo.evaluate((root) => {
    const times = { clickedAt: 0, shown: false, hiddenAt: 0 };
    (window as unknown as { copyTimes: typeof times }).copyTimes = times;
    root.addEventListener('click', () => (times.clickedAt ||= performance.now()), { capture: true });
    new MutationObserver(() => {
      const shown = root.textContent?.includes('Source copied') ?? false;
      if (shown) {
        times.shown = true;
      } else if (times.shown && !times.hiddenAt) {
        times.hiddenAt = performance.now();
      }
    }).observe(root, { subtree: true, childList: true, characterData: true });
  });
  await demo.getByRole('button', { name: 'Copy the source' }).click();
  // The sources come from the page's demos.json, fetched on this first use: the copy follows it.
  await expect.poll(() => readClipboard(page)).toMatch(/import \{[^}]*DataGrid,[^}]*\} from '@mui\/x-data-grid';/);
  const clipboard = await readClipboard(page);
  expect(clipboard).not.toContain('GridColDef[]');
  const readTimes = () =>
    page.evaluate(
      () => (window as unknown as { copyTimes: { clickedAt: number; shown: boolean; hiddenAt: number } }).copyTimes,
    );
  await expect.poll(async () => (await readTimes()).hiddenAt, { timeout: 5000 }).toBeGreaterThan(0);
  const { clickedAt, shown, hiddenAt } = await readTimes();
  expect(shown).toBe(true);
  expect(hiddenAt - clickedAt).toBeGreaterThanOrEqual(1200);
  expect(hiddenAt - clickedAt).toBeLessThan(3000);
});

test('reset remounts the demo with its initial state', async ({ page }) => {
  const demo = await openDemo(page);
  await demo.getByRole('button', { name: 'Clear the data' }).click();
  await expect(demo.getByText('No downloads recorded yet')).toBeVisible();
  await demo.getByRole('button', { name: 'Reset the demo' }).click();
  await expect(demo.getByRole('button', { name: 'Clear the data' })).toBeVisible();
  await expect(demo.getByText('No downloads recorded yet')).toHaveCount(0);
});

/** Each demo chunk's URL path, by chunk name (`demoChunkName`), from the manifest the build wrote. */
const demoChunkUrls = new Map(Object.entries(readDemoChunkFiles()).map(([name, file]) => [name, `/_next/${file}`]));
const demoChunkNamesByUrl = new Map([...demoChunkUrls].map(([name, url]) => [url, name]));

test('a page downloads only its own demos, each as a chunk of its own', async ({ page }) => {
  // Three pages, every demo brought into view: longer than one page's default on a busy 2-core machine.
  test.setTimeout(90_000);
  /** Opens a page, brings every demo into view until it has rendered, and returns the demo chunks it requested. */
  const demoChunksOf = async (path: string) => {
    const chunks = new Set<string>();
    const listener = (request: import('@playwright/test').Request) => {
      const name = demoChunkNamesByUrl.get(new URL(request.url()).pathname);
      if (name) {
        chunks.add(name);
      }
    };
    page.on('request', listener);
    const network = trackNetwork(page);
    await page.goto(path);
    await waitForHydration(page);
    const demos = page.locator('[data-demo]');
    for (let index = 0; index < (await demos.count()); index += 1) {
      const frame = demos.nth(index).locator('.demo-frame');
      await scrollDemoIntoView(frame);
      await expect(frame.getByText('Loading demo…')).toHaveCount(0, { timeout: 20_000 });
      await expect(frame.getByRole('alert')).toHaveCount(0);
    }
    // Demos start loading from an IntersectionObserver, whose callbacks run with the next frames' rendering: two
    // frames after the last scroll, any chunk it asked for has been requested, and is awaited below.
    await page.evaluate(async () => {
      window.scrollTo(0, document.body.scrollHeight);
      for (let frame = 0; frame < 2; frame += 1) {
        await new Promise(requestAnimationFrame);
      }
    });
    await network.waitForSettled();
    page.off('request', listener);
    return [...chunks].sort();
  };

  const gridPage = await demoChunksOf('/x/react-data-grid/getting-started/');
  const gridDemos = ['QuickStartGrid', 'TypedColumnsGrid'].map((name) =>
    demoChunkName(`react-data-grid/getting-started/demos/${name}`),
  );
  expect(gridPage).toEqual(gridDemos.sort());

  const slotsPage = await demoChunksOf(PAGE);
  const slotsDemos = [
    'CustomSlots',
    'SlotsGridNoRowsOverlay',
    'SlotsPickerActionBar',
    'SlotsPieTooltip',
    'SlotsTreeViewIcons',
  ];
  expect(slotsPage).toEqual(
    slotsDemos.map((name) => demoChunkName(`common-concepts/custom-components/demos/${name}`)).sort(),
  );
  expect(slotsPage.filter((chunk) => gridPage.includes(chunk))).toEqual([]);

  const plainPage = await demoChunksOf('/x/introduction/');
  await expect(page.locator('[data-demo]')).toHaveCount(0);
  expect(plainPage).toEqual([]);
});

for (const { language, path, error, retry } of [
  { language: 'English', path: PAGE, error: 'This demo failed to render.', retry: 'Try again' },
  { language: 'Chinese', path: `/zh${PAGE}`, error: '此示例渲染失败。', retry: '重试' },
]) {
  test(`${language}: a demo whose chunk fails to download shows the error card, the page keeps working, and retry loads it`, async ({
    page,
  }) => {
    const chunkUrl = demoChunkUrls.get(demoChunkName('common-concepts/custom-components/demos/CustomSlots'))!;
    const chunk = (url: URL) => url.pathname === chunkUrl;
    let blocked = 0;
    await page.route(chunk, (route) => {
      if (blocked === 0) {
        blocked += 1;
        return route.abort('failed');
      }
      return route.continue();
    });
    await page.goto(path);
    await waitForHydration(page);
    const demo = page.locator('[data-demo="CustomSlots"]');
    await scrollDemoIntoView(demo);
    const card = demo.locator('.demo-frame').getByRole('alert');
    await expect(card).toContainText(error);
    expect(blocked).toBe(1);
    await expect(demo.locator('.demo-frame [role="status"]')).toHaveCount(0);

    // The rest of the page still works: the demo's toolbar, the page, the shell.
    const jsToggle = demo.getByRole('toolbar').getByRole('button', { name: 'JS', exact: true });
    await jsToggle.click();
    await expect(jsToggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (language === 'English') {
      await expect(await openSettings(page)).toBeVisible();
      await page.keyboard.press('Escape');
    }

    // Retry downloads the chunk again (webpack forgets a failed chunk) and renders the demo.
    await card.getByRole('button', { name: retry }).click();
    await expect(demo.getByRole('grid')).toBeVisible();
    await expect(card).toHaveCount(0);
  });
}

// The packages' own locale texts: zhCN on Chinese pages, enUS on English ones, for the grid and the date picker.
const LOCALE_CASES = [
  {
    page: `/zh${PAGE}`,
    title: 'on Chinese pages the grid and the pickers speak Chinese',
    exportButton: '导出',
    search: '搜索…',
    openPicker: /^选择日期，已选择/,
    nextMonth: '下个月',
  },
  {
    page: PAGE,
    title: 'on English pages the grid and the pickers speak English (their enUS packs)',
    exportButton: 'Export',
    search: 'Search…',
    openPicker: /^Choose date, selected date is /,
    nextMonth: 'Next month',
  },
];

for (const texts of LOCALE_CASES) {
  test(texts.title, async ({ page }) => {
    await page.goto(texts.page);
    await waitForHydration(page);
    const demo = page.locator('[data-demo="CustomSlots"]');
    await scrollDemoIntoView(demo);
    await expect(demo.getByRole('grid')).toBeVisible();
    // The grid's export button and quick filter.
    await expect(demo.getByRole('button', { name: texts.exportButton })).toBeVisible();
    await expect(demo.getByPlaceholder(texts.search)).toBeVisible();
    // The date picker's open button, then the calendar's month navigation.
    const openPicker = demo.getByRole('button', { name: texts.openPicker });
    await expect(openPicker).toBeVisible();
    await openPicker.click();
    await expect(page.getByRole('dialog').getByRole('button', { name: texts.nextMonth })).toBeVisible();
    await page.keyboard.press('Escape');
  });
}

test.describe('without a licence key', () => {
  // Pro and Premium log their licence notice on purpose, next to the watermark.
  test.use({ allowedConsoleErrors: [/MUI X: Missing license key|MUI X: License key/] });

  test('a Pro demo shows the library’s own "MUI X Missing license key" watermark', async ({ page }) => {
    test.skip(Boolean(process.env.NEXT_PUBLIC_MUI_X_LICENSE_KEY), 'this build has a licence key');
    await page.goto('/x/react-data-grid/filtering/header-filters/');
    await waitForHydration(page);
    const demo = page.locator('[data-demo="HeaderFiltersGrid"]');
    await scrollDemoIntoView(demo);
    await expect(demo.getByRole('grid')).toBeVisible();
    // The text of @mui/x-license's Watermark for a missing key (Watermark/Watermark.js).
    await expect(demo.getByText('MUI X Missing license key', { exact: true })).toBeVisible();
  });
});
