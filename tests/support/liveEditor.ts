import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { waitForHydration, scrollDemoIntoView } from '../fixtures';

export interface EditableDemo {
  page: string;
  name: string;
}

export const GRID = { page: '/x/react-data-grid/getting-started/', name: 'QuickStartGrid' };
export const PICKERS = { page: '/x/react-date-pickers/getting-started/', name: 'FirstDatePicker' };
export const CHARTS = { page: '/x/react-charts/getting-started/', name: 'FirstChart' };
export const TREE_VIEW = { page: '/x/react-tree-view/getting-started/', name: 'FirstTreeView' };

/** A demo's TypeScript source, as the editor opens it. */
export function demoSource({ page, name }: EditableDemo): string {
  const folder = page.replace(/^\/(zh\/)?x\//, '').replace(/\/$/, '');
  return fs.readFileSync(path.join('content', 'pages', folder, 'demos', `${name}.tsx`), 'utf8');
}

/**
 * Opens a demo's code and returns the demo, its editor and its live preview (a frame, present once edited). The texts
 * are the page's language's: English unless given.
 */
export async function openEditor(
  page: Page,
  demo: EditableDemo,
  texts = { loading: 'Loading demo…', showCode: 'Show code', editor: `Code editor for the ${demo.name} demo` },
) {
  await page.goto(demo.page);
  await waitForHydration(page);
  const section = page.locator(`[data-demo="${demo.name}"]`);
  await scrollDemoIntoView(section);
  await expect(section.getByText(texts.loading)).toHaveCount(0);
  await section.getByRole('button', { name: texts.showCode }).click();
  const editor = section.getByRole('textbox', { name: texts.editor });
  await expect(editor).toBeVisible();
  const preview = section.frameLocator('iframe.live-preview-frame');
  return { section, editor, preview };
}

/** Replaces the editor's whole text, as a paste would. */
export async function replaceCode(page: Page, editor: Locator, code: string) {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}
