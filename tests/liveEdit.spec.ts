import { expect, test, storeBeforeLoad, axeViolations } from './fixtures';
import { CHARTS, demoSource, GRID, openEditor, PICKERS, replaceCode, TREE_VIEW } from './support/liveEditor';

// The runner frame compiles the edit and loads the demo's modules on the first edit: seconds on a busy machine.
const expectPreview = expect.configure({ timeout: 20_000 });

test('Data Grid: an edit changes the preview; a thrown error shows an alert and keeps the last preview; Reset restores', async ({
  page,
  consoleErrors,
}) => {
  const source = demoSource(GRID);
  const { section, editor, preview } = await openEditor(page, GRID);
  await replaceCode(page, editor, source.replace("'Copper cable'", "'Copper wire'"));
  await expectPreview(preview.getByRole('gridcell', { name: 'Copper wire' })).toBeVisible();
  // The precompiled demo is gone: one grid, the edited one, and the page's frame is as tall as its content.
  await expect(section.locator('.demo-frame > .MuiDataGrid-root, .demo-frame [role="grid"]')).toHaveCount(0);
  const frameBox = await section.locator('iframe').boundingBox();
  expect(frameBox!.height).toBeGreaterThan(300);

  const broken = source
    .replace("'Copper cable'", "'Copper wire'")
    .replace(
      'export default function QuickStartGrid() {',
      "export default function QuickStartGrid() {\n  throw new Error('Broken on purpose');",
    );
  await replaceCode(page, editor, broken);
  const alert = section.getByRole('alert');
  await expect(alert).toContainText('Broken on purpose');
  await expectPreview(preview.getByRole('gridcell', { name: 'Copper wire' })).toBeVisible();

  await replaceCode(page, editor, source.replace("'Copper cable'", "'Copper rod'"));
  await expectPreview(preview.getByRole('gridcell', { name: 'Copper rod' })).toBeVisible();
  await expect(alert).toHaveCount(0);

  await section.getByRole('button', { name: 'Reset the demo' }).click();
  await expect(section.locator('iframe')).toHaveCount(0);
  await expect(section.getByRole('gridcell', { name: 'Copper cable' })).toBeVisible();
  await expect(section.getByRole('textbox', { name: 'Code editor for the QuickStartGrid demo' })).toContainText(
    "name: 'Copper cable'",
  );
  // React reports the error the preview's boundary caught, in the runner's console.
  const expected = consoleErrors.filter((message) => !/Broken on purpose/.test(message));
  consoleErrors.splice(0, consoleErrors.length, ...expected);
});

test('Date and Time Pickers: an edited label shows in the preview', async ({ page }) => {
  const { editor, preview } = await openEditor(page, PICKERS);
  await replaceCode(page, editor, demoSource(PICKERS).replace('label="Start date"', 'label="Departure date"'));
  await expect(
    preview.getByRole('group', { name: 'Departure date' }).or(preview.getByLabel('Departure date')),
  ).toBeVisible();
});

test('Charts: TypeScript and JavaScript editing both change the preview', async ({ page }) => {
  const { section, editor, preview } = await openEditor(page, CHARTS);
  await replaceCode(page, editor, demoSource(CHARTS).replace("'Apples'", "'Cherries'"));
  await expectPreview(preview.getByText('Cherries')).toBeVisible();

  await section.getByRole('group', { name: 'Code language' }).getByRole('button', { name: 'JS' }).click();
  const jsEditor = section.getByRole('textbox', { name: 'Code editor for the FirstChart demo' });
  await expect(section.locator('.live-editor')).toHaveAttribute('data-language', 'jsx');
  const javascript = [
    "import { BarChart } from '@mui/x-charts/BarChart';",
    '',
    'export default function FirstChart() {',
    '  const fruit = ["Quinces", "Pears"];',
    '  return <BarChart height={300} xAxis={[{ scaleType: "band", data: fruit }]} series={[{ data: [2, 5] }]} />;',
    '}',
  ].join('\n');
  await replaceCode(page, jsEditor, javascript);
  await expectPreview(preview.getByText('Quinces')).toBeVisible();
});

test('Tree View: Reset restores the original code and the demo’s state', async ({ page }) => {
  const { section, editor, preview } = await openEditor(page, TREE_VIEW);
  await replaceCode(page, editor, demoSource(TREE_VIEW).replace("label: 'Fruits'", "label: 'Berries'"));
  const berries = preview.getByRole('treeitem', { name: 'Berries' });
  await berries.click();
  await expect(berries).toHaveAttribute('aria-expanded', 'true');

  await section.getByRole('button', { name: 'Reset the demo' }).click();
  await expect(section.getByRole('treeitem', { name: 'Fruits' })).toHaveAttribute('aria-expanded', 'false');
  await expect(section.getByRole('textbox', { name: 'Code editor for the FirstTreeView demo' })).toContainText(
    "label: 'Fruits'",
  );
});

test('the runner cannot read the site’s cookies or storage, and no policy allows evaluation: the runner loads edited code as blob: scripts', async ({
  page,
  request,
}) => {
  await page.goto(GRID.page);
  await page.evaluate(() => {
    document.cookie = 'siteSecret=cookie-value; path=/';
    localStorage.setItem('siteSecret', 'storage-value');
  });
  const { editor, preview } = await openEditor(page, GRID);
  const probe = [
    'export default function Probe() {',
    '  const read = (get: () => string | null) => {',
    '    try {',
    "      return get() || 'empty';",
    '    } catch (error) {',
    "      return 'refused: ' + (error as Error).name;",
    '    }',
    '  };',
    '  const cookie = read(() => document.cookie);',
    "  const storage = read(() => window.localStorage.getItem('siteSecret'));",
    '  return <p>cookie {cookie}; storage {storage}</p>;',
    '}',
  ].join('\n');
  await replaceCode(page, editor, probe);
  await expectPreview(preview.getByText('cookie refused: SecurityError; storage refused: SecurityError')).toBeVisible();

  const pagePolicy = (await request.get(GRID.page)).headers()['content-security-policy'];
  expect(pagePolicy).toContain("script-src 'self'");
  expect(pagePolicy).not.toContain('unsafe-eval');
  const runnerPolicy = (await request.get('/x/demo-runner/')).headers()['content-security-policy'];
  expect(runnerPolicy).not.toContain('unsafe-eval');
  expect(runnerPolicy).toContain("script-src 'self' blob:");
  expect(runnerPolicy).toContain('sandbox allow-scripts');
  expect(runnerPolicy).toContain("connect-src 'self'");
});

test('editing keeps working with the network cut after the first edit', async ({ page, context }) => {
  const source = demoSource(GRID);
  const { editor, preview } = await openEditor(page, GRID);
  await replaceCode(page, editor, source.replace("'Copper cable'", "'Copper wire'"));
  await expectPreview(preview.getByRole('gridcell', { name: 'Copper wire' })).toBeVisible();
  await context.setOffline(true);
  await replaceCode(page, editor, source.replace("'Copper cable'", "'Offline cable'"));
  await expectPreview(preview.getByRole('gridcell', { name: 'Offline cable' })).toBeVisible();
  await context.setOffline(false);
});

test('the editor indents with Tab and lets focus go with Escape then Tab', async ({ page }) => {
  const { section, editor } = await openEditor(page, TREE_VIEW);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('Tab');
  await expect(editor).toBeFocused();
  await expect(section.locator('.cm-line').first()).toHaveText(/^\s+import/);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(editor).not.toBeFocused();
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no violations on a demo with its editor open and edited (${mode})`, async ({ page }) => {
    // The editor, the runner frame and the tree: axe alone can take half a minute on a busy machine.
    test.setTimeout(120_000);
    await storeBeforeLoad(page, 'mui-mode', mode);
    const { editor, preview } = await openEditor(page, TREE_VIEW);
    await replaceCode(page, editor, demoSource(TREE_VIEW).replace("label: 'Fruits'", "label: 'Berries'"));
    await expectPreview(preview.getByRole('treeitem', { name: 'Berries' })).toBeVisible();
    // The runner's frame is left out: axe judges that opaque-origin document as a page of its own (no main landmark,
    // no h1) and fetches its stylesheets by XHR, which an opaque origin may not; what it shows is the demo itself.
    expect(await axeViolations(page, '[data-demo="FirstTreeView"]', '[data-demo="FirstTreeView"] iframe')).toEqual([]);
  });
}
