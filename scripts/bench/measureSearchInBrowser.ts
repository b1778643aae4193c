import type { Browser } from 'playwright-core';
import relevanceSet from '../../src/search/relevanceSet.json';
import { median } from './medianFigures';
import { startReact } from './startReact';

/** Where a reader of each language searches from. */
const START_PAGES = { en: '/x/introduction/', zh: '/zh/x/introduction/' } as const;

/**
 * Keystroke to results, in Chromium, over the relevance set: the search dialog is open and its index loaded, each
 * query is typed as one input event, and the time runs until the frame after React has rendered the results.
 * The site is served at `origin`.
 */
export async function measureSearchInBrowser(
  browser: Browser,
  origin: string,
): Promise<{ medianMs: number; maxMs: number; queries: number }> {
  const page = await browser.newPage();
  try {
    const timings: number[] = [];
    for (const [language, path] of Object.entries(START_PAGES)) {
      await page.goto(`${origin}${path}`);
      await startReact(page);
      await page.keyboard.press('Control+k');
      const input = page.getByRole('combobox');
      // A first query loads the index; the timed queries run on the loaded index.
      await input.fill('grid');
      await page.getByRole('option').first().waitFor();
      for (const { query } of relevanceSet.queries.filter((item) => item.language === language)) {
        timings.push(
          await input.evaluate(
            (element: HTMLInputElement, text) =>
              new Promise<number>((resolve) => {
                const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
                const start = performance.now();
                setValue.call(element, text);
                element.dispatchEvent(new Event('input', { bubbles: true }));
                // The results render synchronously for an input event; the frame after them is when they show.
                requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
              }),
            query,
          ),
        );
      }
    }
    return {
      medianMs: median(timings),
      maxMs: timings.length > 0 ? Math.max(...timings) : NaN,
      queries: timings.length,
    };
  } finally {
    await page.close();
  }
}
