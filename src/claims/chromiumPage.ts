import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

/** Launches the system Chromium: `npm test` installs Debian's (scripts/ensureChromium.ts) and names it in CHROME_PATH. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
}

/**
 * Opens a blank page with an empty `#root` and runs `bundle` (from `bundleDemo`) in it. `context` sets the viewport,
 * touch and so on; `consoleErrors` collects the page's console errors, from the bundle's first line on.
 */
export async function chromiumPage(
  browser: Browser,
  bundle: string,
  { context = {}, consoleErrors }: { context?: BrowserContextOptions; consoleErrors?: string[] } = {},
): Promise<Page> {
  const page = await (await browser.newContext(context)).newPage();
  if (consoleErrors)
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
  await page.setContent('<!doctype html><html><body style="margin:0"><div id="root"></div></body></html>');
  await page.addScriptTag({ content: bundle });
  return page;
}
