import type { Locator, Page } from '@playwright/test';
import { expect, openDemo, readClipboard, test, storeBeforeLoad, axeViolations } from './fixtures';

// A Data Grid demo built on seeded employees: its code view shows the demo and three data modules.
const PAGE = '/x/react-data-grid/editing/';
const DEMO = 'CellEditingGrid';

/** The toolbar's controls in order, as their accessible names. */
async function controlNames(toolbar: Locator): Promise<string[]> {
  return toolbar
    .locator('button, a[href]')
    .evaluateAll((controls) => controls.map((control) => control.getAttribute('aria-label') ?? control.textContent!));
}

/** The accessible name (or text) of the focused element, and whether it sits in the toolbar. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    return {
      name: element.getAttribute('aria-label') ?? element.textContent ?? '',
      inToolbar: Boolean(element.closest('[role="toolbar"]')),
    };
  });
}

test('the toolbar is one Tab stop; arrows, Home and End move inside it', async ({ page }) => {
  const demo = await openDemo(page, PAGE, DEMO);
  const toolbar = demo.getByRole('toolbar', { name: 'Demo toolbar' });
  const names = await controlNames(toolbar);
  expect(names.slice(0, 3)).toEqual(['JS', 'TS', 'Show code']);
  expect(names).toContain('Reset focus');
  expect(names.at(-1)).toBe('Edit in CodeSandbox');
  // Start from a focusable element placed just before the toolbar.
  await toolbar.evaluate((node) => {
    const before = document.createElement('button');
    before.textContent = 'before the toolbar';
    node.before(before);
    before.focus();
  });

  await page.keyboard.press('Tab');
  expect(await focused(page)).toEqual({ name: 'JS', inToolbar: true });
  await page.keyboard.press('ArrowRight');
  expect((await focused(page)).name).toBe('TS');
  await page.keyboard.press('End');
  expect((await focused(page)).name).toBe('Edit in CodeSandbox');
  await page.keyboard.press('ArrowRight');
  expect((await focused(page)).name).toBe('JS');
  await page.keyboard.press('ArrowLeft');
  expect((await focused(page)).name).toBe('Edit in CodeSandbox');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect((await focused(page)).name).toBe('Show code');

  // One Tab leaves the toolbar; Shift+Tab comes back to the control that had focus.
  await page.keyboard.press('Tab');
  expect((await focused(page)).inToolbar).toBe(false);
  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toEqual({ name: 'Show code', inToolbar: true });
  await page.keyboard.press('Shift+Tab');
  expect((await focused(page)).name).toBe('before the toolbar');
});

test('right to left, Left Arrow moves to the next control', async ({ page }) => {
  await storeBeforeLoad(page, 'mui-direction', 'rtl');
  const demo = await openDemo(page, PAGE, DEMO);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await demo.getByRole('button', { name: 'JS' }).focus();
  await page.keyboard.press('ArrowLeft');
  expect((await focused(page)).name).toBe('TS');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect((await focused(page)).name).toBe('Edit in CodeSandbox');
});

test("Reset focus, then Tab, lands on the demo's first focusable element", async ({ page }) => {
  const demo = await openDemo(page, PAGE, DEMO);
  await expect(demo.getByRole('grid')).toBeVisible();
  await demo.getByRole('button', { name: 'Reset focus' }).focus();
  await page.keyboard.press('Enter');
  const start = demo.getByText(`Start of the ${DEMO} demo: press Tab to enter it`);
  await expect(start).toBeFocused();
  await expect(start).toBeVisible();
  await page.keyboard.press('Tab');
  const landed = await demo.evaluate((section) => {
    const frame = section.querySelector('.demo-frame')!;
    const first = [...frame.querySelectorAll<HTMLElement>('*')].find(
      (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
    );
    return { inFrame: frame.contains(document.activeElement), isFirst: document.activeElement === first };
  });
  expect(landed).toEqual({ inFrame: true, isFirst: true });
});

test('the code view shows the data modules as tabs; Copy copies the file shown', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const demo = await openDemo(page, PAGE, DEMO);
  await demo.getByRole('button', { name: 'Show code' }).click();
  const tabs = demo.getByRole('tablist', { name: `Files of the ${DEMO} demo` }).getByRole('tab');
  await expect(tabs).toHaveText([`${DEMO}.tsx`, 'data/employees.ts', 'data/names.ts', 'data/random.ts']);
  const panel = demo.getByRole('tabpanel');
  await expect(panel).toContainText("from './data/employees';");
  await expect(panel).not.toContainText('@content/demoData');

  // The tabs follow the arrow keys, like the toolbar.
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toContainText('export function generateEmployees(');
  await expect(panel).toContainText(`Save it as data/employees.ts next to ${DEMO}.tsx`);
  await panel.getByRole('button', { name: /^Copy/ }).click();
  const copied = await readClipboard(page);
  expect(copied).toContain("import { createRandom } from './random';");
  expect(copied).toBe(await panel.locator('pre').innerText());

  await demo.getByRole('button', { name: 'JS' }).click();
  await expect(tabs).toHaveText([`${DEMO}.js`, 'data/employees.js', 'data/names.js', 'data/random.js']);
  await expect(panel).not.toContainText('interface Employee');
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no violations in a demo with its data tab open (${mode})`, async ({ page }) => {
    // A grid and four highlighted files: axe alone can take half a minute on a busy machine.
    test.setTimeout(120_000);
    await storeBeforeLoad(page, 'mui-mode', mode);
    const demo = await openDemo(page, PAGE, DEMO);
    await demo.getByRole('button', { name: 'Show code' }).click();
    await demo.getByRole('tab', { name: 'data/employees.ts' }).click();
    await expect(demo.getByRole('tabpanel')).toContainText('generateEmployees');
    await demo.getByRole('button', { name: 'Reset focus' }).click();
    expect(await axeViolations(page, `[data-demo="${DEMO}"]`)).toEqual([]);
  });
}
