import { expect, test, waitForHydration } from './fixtures';

const PAGE = '/x/common-concepts/custom-components/';

async function openDemo(page: import('@playwright/test').Page) {
  await page.goto(PAGE);
  await waitForHydration(page);
  const demo = page.locator('[data-demo="CustomSlots"]');
  await demo.scrollIntoViewIfNeeded();
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

test('show code displays TypeScript by default and the JS toggle switches to the generated JavaScript', async ({ page, context }) => {
  const demo = await openDemo(page);
  await demo.getByRole('button', { name: 'Show code' }).click();
  const code = demo.locator('[data-code-variant] pre').first();
  await expect(code).toContainText('const columns: GridColDef[]');
  await demo.getByRole('group', { name: 'Code language' }).getByRole('button', { name: 'JS' }).click();
  await expect(code).toContainText('const columns = [');
  await expect(code).not.toContainText('GridColDef[]');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'codeVariant')?.value).toBe('JS');
});

test('styling tabs switch the live demo and its source between system, Tailwind and CSS', async ({ page, context }) => {
  const demo = await openDemo(page);
  const toolbar = demo.locator('.MuiDataGrid-toolbarContainer');
  await demo.getByRole('button', { name: 'Show code' }).click();
  const styling = demo.getByRole('group', { name: 'Styling solution' });

  await styling.getByRole('button', { name: 'Tailwind' }).click();
  await expect(demo.locator('[data-code-variant] pre').first()).toContainText('className="gap-2');
  await expect(toolbar).toHaveClass(/px-3/);
  // Tailwind really is compiled into the site: px-3 is 0.75rem = 12px.
  await expect.poll(() => toolbar.evaluate((node) => getComputedStyle(node).paddingLeft)).toBe('12px');
  expect((await context.cookies()).find((cookie) => cookie.name === 'codeStyling')?.value).toBe('tailwind');

  await styling.getByRole('button', { name: 'CSS' }).click();
  await expect(demo.locator('[data-code-variant] pre').first()).toContainText('className={classes.toolbar}');
  await expect(demo.locator('[data-code-variant] pre').nth(1)).toContainText('.toolbar');
  await expect.poll(() => demo.locator('.MuiDataGrid-toolbarContainer').evaluate((node) => getComputedStyle(node).paddingLeft)).toBe('12px');
  await expect(demo.locator('.MuiDataGrid-toolbarContainer')).toHaveClass(/toolbar/);

  await styling.getByRole('button', { name: 'System' }).click();
  await expect(demo.locator('[data-code-variant] pre').first()).toContainText('styled(GridToolbarContainer)');
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
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toMatch(/import \{[^}]*DataGrid,[^}]*\} from '@mui\/x-data-grid';/);
  expect(clipboard).not.toContain('GridColDef[]');
  const readTimes = () => page.evaluate(() => (window as unknown as { copyTimes: { clickedAt: number; shown: boolean; hiddenAt: number } }).copyTimes);
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

test('a page downloads only its own demos', async ({ page }) => {
  const scriptsOf = async (path: string, scroll: boolean) => {
    const urls = new Set<string>();
    const listener = (request: import('@playwright/test').Request) => {
      if (request.resourceType() === 'script') {
        urls.add(new URL(request.url()).pathname);
      }
    };
    page.on('request', listener);
    await page.goto(path);
    await waitForHydration(page);
    if (scroll) {
      await page.locator('[data-demo]').first().scrollIntoViewIfNeeded();
      await expect(page.locator('[data-demo] [role="grid"]').first()).toBeVisible();
    } else {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(500);
    }
    page.off('request', listener);
    return urls;
  };
  const plain = await scriptsOf('/x/introduction/installation/', false);
  const withDemo = await scriptsOf(PAGE, true);
  const demoOnly = [...withDemo].filter((url) => !plain.has(url));
  expect(demoOnly.length).toBeGreaterThan(0);
  for (const url of demoOnly) {
    expect(plain.has(url)).toBe(false);
  }
});

test('on Chinese pages the grid and the pickers speak Chinese', async ({ page }) => {
  await page.goto(`/zh${PAGE}`);
  await waitForHydration(page);
  const demo = page.locator('[data-demo="CustomSlots"]');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.getByRole('grid')).toBeVisible();
  // zhCN texts of the grid's export button and quick filter.
  await expect(demo.getByRole('button', { name: '导出' })).toBeVisible();
  await expect(demo.getByPlaceholder('搜索…')).toBeVisible();
});

test('a hash naming a demo variant selects its styling and language', async ({ page }) => {
  await page.goto(`${PAGE}#tailwind-CustomSlots.js`);
  await waitForHydration(page);
  const demo = page.locator('[data-demo="CustomSlots"]');
  await expect(demo.getByRole('group', { name: 'Styling solution' }).getByRole('button', { name: 'Tailwind' })).toHaveAttribute('aria-pressed', 'true');
  await expect(demo.getByRole('group', { name: 'Code language' }).getByRole('button', { name: 'JS' })).toHaveAttribute('aria-pressed', 'true');
});
