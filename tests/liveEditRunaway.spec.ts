import type { FrameLocator, Locator, Page } from '@playwright/test';
import zh from '../src/i18n/translations/zh.json';
import { expect, test } from './fixtures';
import {
  CHARTS,
  demoSource,
  GRID,
  openEditor,
  PICKERS,
  replaceCode,
  TREE_VIEW,
  type EditableDemo,
} from './support/liveEditor';

// The first edit loads the demo's modules, and a replaced frame loads them again: seconds on a busy machine.
const expectPreview = expect.configure({ timeout: 25_000 });

interface Product {
  demo: EditableDemo;
  /** The demo's source with one visible text changed to `label`. */
  relabel: (source: string, label: string) => string;
  /** Where `label` shows in the preview. */
  shows: (preview: FrameLocator, label: string) => Locator;
}

const PRODUCTS: Product[] = [
  {
    demo: GRID,
    relabel: (source, label) => source.replace("'Copper cable'", `'${label}'`),
    shows: (preview, label) => preview.getByRole('gridcell', { name: label, exact: true }),
  },
  {
    demo: PICKERS,
    relabel: (source, label) => source.replace('label="Start date"', `label="${label}"`),
    shows: (preview, label) => preview.getByText(label, { exact: true }).first(),
  },
  {
    demo: CHARTS,
    relabel: (source, label) => source.replace("'Apples'", `'${label}'`),
    shows: (preview, label) => preview.getByText(label, { exact: true }).first(),
  },
  {
    demo: TREE_VIEW,
    relabel: (source, label) => source.replace("label: 'Fruits'", `label: '${label}'`),
    shows: (preview, label) => preview.getByRole('treeitem', { name: label, exact: true }),
  },
];

/** Inserts `lines` before the demo's component (at the module's top level). */
function beforeComponent(code: string, name: string, lines: string[]): string {
  const start = `export default function ${name}() {`;
  return code.replace(start, `${lines.join('\n')}\n\n${start}`);
}

/** Inserts `lines` at the start of the component's body (they run at each render). */
function inComponent(code: string, name: string, lines: string[]): string {
  const start = `export default function ${name}() {`;
  return code.replace(start, `${start}\n${lines.map((line) => `  ${line}`).join('\n')}`);
}

/** The 1-based line of the first line of `code` that starts with `prefix`. */
function lineOf(code: string, prefix: string): number {
  return code.split('\n').findIndex((line) => line.trimStart().startsWith(prefix)) + 1;
}

/** The page's own main thread answers: a section of its navigation opens and closes at a click. */
async function expectPageResponsive(page: Page) {
  const navigation = page.getByRole('navigation', { name: 'Main navigation' }).last();
  const name = await navigation.locator('details:not([open])').first().getAttribute('data-section', { timeout: 2000 });
  const section = navigation.locator(`details[data-section="${name}"]`);
  await section.locator('summary').click({ timeout: 2000 });
  await expect(section).toHaveAttribute('open', '', { timeout: 2000 });
  await section.locator('summary').click({ timeout: 2000 });
  await expect(section).not.toHaveAttribute('open', { timeout: 2000 });
}

/** Messages the runner's console shows for the errors these tests cause on purpose. */
const EXPECTED_RUNNER_ERRORS = /EndlessLoopError|Maximum call stack size exceeded|The loop on line/;

for (const { demo, relabel, shows } of PRODUCTS) {
  test(`${demo.name}: an endless loop, a loop typed half-way, a re-render storm, deep recursion and a growing array each end in an alert and a working preview`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    const source = demoSource(demo);
    const { section, editor, preview } = await openEditor(page, demo);
    const alert = section.getByRole('alert');
    let good = 'Good 0';
    await replaceCode(page, editor, relabel(source, good));
    await expectPreview(shows(preview, good)).toBeVisible();

    const moveLeft = async (keys: number) => {
      for (let key = 0; key < keys; key += 1) {
        await page.keyboard.press('ArrowLeft');
      }
    };
    /** A good edit after a failure: the preview follows it and the alert goes. */
    const recover = async () => {
      good = `Good ${Number(good.split(' ')[1]) + 1}`;
      await replaceCode(page, editor, relabel(source, good));
      await expectPreview(shows(preview, good)).toBeVisible();
      await expect(alert).toHaveCount(0);
    };

    await test.step('an endless while loop is stopped and named by its line', async () => {
      const code = beforeComponent(relabel(source, 'Never shown'), demo.name, [
        'let spins = 0;',
        'while (spins >= 0) {',
        '  spins += 1;',
        '}',
      ]);
      await replaceCode(page, editor, code);
      await expectPageResponsive(page);
      await expect(alert).toContainText(`EndlessLoopError: The loop on line ${lineOf(code, 'while (spins')} was still`);
      await expect(shows(preview, good)).toBeVisible();
      await recover();
    });

    await test.step('a for loop left endless for a moment while its update is retyped', async () => {
      const code = `${relabel(source, good)}\nfor (let step = 0; step < 5; step++) {}`;
      await replaceCode(page, editor, code);
      // From the end of the text, before `) {}`: `step++` loses its `++`, and the loop never ends until ` += 1` comes.
      await moveLeft(4);
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      await expectPageResponsive(page);
      await expect(alert).toContainText(`The loop on line ${lineOf(code, 'for (let step')} was still running`);
      await expect(shows(preview, good)).toBeVisible();
      // Back where the caret was (the click on the navigation took the focus), to type the rest.
      await editor.focus();
      await page.keyboard.press('ControlOrMeta+End');
      await moveLeft(4);
      await page.keyboard.type(' += 1', { delay: 60 });
      await expect(alert).toHaveCount(0);
      await expect(editor).toContainText('for (let step = 0; step < 5; step += 1) {}');
      await recover();
    });

    await test.step('a component that updates its state at every render is stopped and the last good version put back', async () => {
      const code = inComponent(relabel(source, 'Storming'), demo.name, [
        'const [renders, setRenders] = React.useState(0);',
        'React.useEffect(() => setRenders(renders + 1));',
      ]);
      await replaceCode(page, editor, code);
      await expectPageResponsive(page);
      await expectPreview(alert).toContainText('kept the preview busy without end');
      await expectPreview(shows(preview, good)).toBeVisible();
      await recover();
    });

    await test.step('recursion without a base case is reported and the last preview kept', async () => {
      const code = inComponent(relabel(source, 'Never shown'), demo.name, [
        'const depth = (level: number): number => depth(level + 1) + 1;',
        'depth(0);',
      ]);
      await replaceCode(page, editor, code);
      await expectPageResponsive(page);
      await expect(alert).toContainText('RangeError: Maximum call stack size exceeded');
      await expect(shows(preview, good)).toBeVisible();
      await recover();
    });

    await test.step('an array grown without end stops the runner, which is replaced with the last good version', async () => {
      const code = beforeComponent(relabel(source, 'Never shown'), demo.name, [
        'const grown = Array.from({ length: 2 ** 30 }, (_, index) => ({ index }));',
      ]);
      await replaceCode(page, editor, code);
      await expectPageResponsive(page);
      await expect(alert).toContainText('did not finish in time');
      await expectPreview(shows(preview, good)).toBeVisible();
      await expectPageResponsive(page);
      await recover();
    });

    const unexpected = consoleErrors.filter((message) => !EXPECTED_RUNNER_ERRORS.test(message));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });
}

test('the alert for a stuck edit is in the reader’s language', async ({ page, consoleErrors }) => {
  const demo = { ...GRID, page: `/zh${GRID.page}` };
  const { section, editor, preview } = await openEditor(page, demo, {
    loading: zh['demo.loading'],
    showCode: zh['demo.showCode'],
    editor: zh['demo.codeEditor'].replace('$name', demo.name),
  });
  const source = demoSource(demo);
  await replaceCode(page, editor, source.replace("'Copper cable'", "'Copper wire'"));
  await expectPreview(preview.getByRole('gridcell', { name: 'Copper wire' })).toBeVisible();
  await replaceCode(
    page,
    editor,
    beforeComponent(source, demo.name, ['const grown = Array.from({ length: 2 ** 30 }, (_, index) => ({ index }));']),
  );
  await expect(section.getByRole('alert')).toHaveText(zh['demo.liveStuck']);
  await expectPreview(preview.getByRole('gridcell', { name: 'Copper wire' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
