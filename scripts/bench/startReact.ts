import type { Page } from 'playwright-core';
import { BOOT_KEY } from '../../src/shellControls/installShellControls';

/**
 * Starts React on the loaded page as a reader's first need would (a text page waits for one, decision 0025) and waits
 * until it has hydrated. On a page that started React by itself, the boot call does nothing.
 */
export async function startReact(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(() => document.readyState === 'complete', undefined, { timeout });
  await page.evaluate((key) => (window as unknown as Record<string, (() => void) | undefined>)[key]?.(), BOOT_KEY);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout });
}
