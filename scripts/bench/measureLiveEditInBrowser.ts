import type { Browser } from 'playwright-core';
import { median } from './medianFigures';
import { startReact } from './startReact';

/** The Data Grid demo the keystrokes edit, and the string they extend. */
export const LIVE_EDIT_PAGE = '/x/react-data-grid/getting-started/';
const DEMO = 'QuickStartGrid';
const EDITED_STRING = 'Copper cable';
const KEYSTROKES = 15;
const GIVE_UP_MS = 30_000;

/**
 * Keystroke to preview, in Chromium: the demo's code is open and a first edit has loaded the runner and its modules;
 * then each character typed into a string the grid shows is timed, inside the page, from its keydown until the frame
 * after the runner reports that revision rendered. Returns null when the runner never showed the first edit.
 */
export async function measureLiveEditInBrowser(
  browser: Browser,
  origin: string,
): Promise<{ medianMs: number; maxMs: number; keystrokes: number } | null> {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}${LIVE_EDIT_PAGE}`);
    await startReact(page);
    const section = page.locator(`[data-demo="${DEMO}"]`);
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: 'Show code' }).click();
    const editor = section.getByRole('textbox', { name: `Code editor for the ${DEMO} demo` });
    await editor.waitFor({ timeout: GIVE_UP_MS });
    // The caret goes to the end of the string, inside its quotes; the first character typed loads the runner.
    await editor.evaluate((content, text) => {
      const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(text);
        if (at >= 0) {
          (content as HTMLElement).focus();
          const range = document.createRange();
          range.setStart(node, at + text.length);
          getSelection()!.removeAllRanges();
          getSelection()!.addRange(range);
          return;
        }
      }
      throw new Error(`"${text}" is not in the editor`);
    }, EDITED_STRING);
    await page.keyboard.type('s');
    const preview = section.frameLocator('iframe');
    await preview.getByText(`${EDITED_STRING}s`).waitFor({ timeout: GIVE_UP_MS });
    if (!(await section.locator('iframe[data-shown]').count())) {
      return null;
    }
    await page.evaluate(() => {
      const times: number[] = [];
      let start = 0;
      (window as unknown as { liveEditTimes: number[] }).liveEditTimes = times;
      document.addEventListener('keydown', () => (start = performance.now()), { capture: true });
      window.addEventListener('message', (event) => {
        if ((event.data as { type?: string })?.type === 'rendered' && start > 0) {
          const from = start;
          start = 0;
          requestAnimationFrame(() => setTimeout(() => times.push(performance.now() - from)));
        }
      });
    });
    for (let index = 1; index <= KEYSTROKES; index += 1) {
      await page.keyboard.type('x');
      await page.waitForFunction(
        (count) => (window as unknown as { liveEditTimes: number[] }).liveEditTimes.length >= count,
        index,
        { timeout: GIVE_UP_MS },
      );
    }
    const timings = await page.evaluate(() => (window as unknown as { liveEditTimes: number[] }).liveEditTimes);
    return { medianMs: median(timings), maxMs: Math.max(...timings), keystrokes: timings.length };
  } finally {
    await page.close();
  }
}
