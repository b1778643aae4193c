import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import relevanceSet from '../../src/search/relevanceSet.json';

const PORT = 4322;
/** Where a reader of each language searches from. */
const START_PAGES = { en: '/x/introduction/', zh: '/zh/x/introduction/' } as const;

/**
 * Keystroke to results, in Chromium, over the relevance set: the search dialog is open and its index loaded, each
 * query is typed as one input event, and the time runs until the frame after React has rendered the results.
 * Returns null when no Chromium is installed.
 */
export async function measureSearchInBrowser(outDir: string): Promise<{ medianMs: number; maxMs: number; queries: number } | null> {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) {
    return null;
  }
  const server = spawn('npx', ['serve', outDir, '--listen', `tcp://127.0.0.1:${PORT}`, '--no-clipboard', '--no-port-switching', '--config', 'serve.json'], {
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const timings: number[] = [];
    for (const [language, path] of Object.entries(START_PAGES)) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          await page.goto(`http://127.0.0.1:${PORT}${path}`);
          break;
        } catch (error) {
          if (attempt > 50) {
            throw error;
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
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
    const sorted = [...timings].sort((a, b) => a - b);
    return { medianMs: sorted[Math.floor(sorted.length / 2)] ?? NaN, maxMs: sorted.at(-1) ?? NaN, queries: timings.length };
  } finally {
    await browser.close();
    server.kill();
  }
}
