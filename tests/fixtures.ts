import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { startReact } from '../scripts/bench/startReact';

/** Origin of the static build under test (playwright.config.ts serves it there). */
export const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

/** Messages the browser logs for reasons outside the page (the sandbox has no network). */
const IGNORED_CONSOLE = [/Failed to load resource: net::ERR_/];

/**
 * Every test fails when the page logs an error or throws: the `consoleErrors` list is checked after each test.
 * A test that expects errors can empty the list itself.
 */
export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  /** Console errors a test expects from the library itself (set with test.use). */
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      const ignored = [...IGNORED_CONSOLE, ...allowedConsoleErrors];
      page.on('console', (message) => {
        if (message.type() === 'error' && !ignored.some((pattern) => pattern.test(message.text()))) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
      // Anything the Content-Security-Policy refuses fails the test that caused it, whatever it was testing.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(
            `CSP violation: ${event.violatedDirective} refused ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
          ),
        ),
      );
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** What the page's clipboard holds (the test grants clipboard-read first). */
export function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Opens the settings drawer from the app bar. */
export async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Open settings' }).click();
  return page.getByRole('dialog', { name: 'Settings' });
}

/** Clicks a page's link in the main navigation (the open panel's, on a phone) and waits for that page's heading. */
export async function followNavigationLink(page: Page, title: string) {
  await page.getByRole('navigation', { name: 'Main navigation' }).last().getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Waits until React has hydrated the page (the app bar's buttons respond). */
export async function waitForHydration(page: Page) {
  // A text page starts React on a reader's first need (docs/decisions/0025): a test about React's parts asks for it.
  await startReact(page);
}

/** Opens a page, scrolls to one of its demos and waits until the demo has loaded; returns the demo's section. */
/**
 * Scrolls a demo, or a part of its server markup, into view. The live demo replaces that markup once the demo nears
 * the viewport (docs/decisions/0024-demos-static-until-needed.md): when that happens while Playwright scrolls to the
 * element, the scroll fails on a detached element, and is tried again on the live one.
 */
export async function scrollDemoIntoView(target: Locator) {
  await expect(async () => target.scrollIntoViewIfNeeded({ timeout: 5_000 })).toPass({ timeout: 20_000 });
}

export async function openDemo(page: Page, path: string, demo: string) {
  await page.goto(path);
  await waitForHydration(page);
  const section = page.locator(`[data-demo="${demo}"]`);
  await scrollDemoIntoView(section);
  await expect(section.locator('.demo-frame').getByText('Loading demo…')).toHaveCount(0, { timeout: 20_000 });
  return section;
}

/** Pro and Premium packages log their licence notice without a key, next to their watermark: expected, not a defect. */
export const LICENSE_NOTICE = /MUI X: Missing license key|MUI X: License key/;

/**
 * Stores a preference before the page's scripts run, in the page itself only: a demo's sandboxed runner frame has no
 * storage, and reading it there throws.
 */
export function storeBeforeLoad(page: Page, key: string, value: string) {
  return page.addInitScript(
    ([storedKey, storedValue]) => {
      if (window === window.top) {
        localStorage.setItem(storedKey!, storedValue!);
      }
    },
    [key, value],
  );
}

/**
 * axe's violations on the page (or within `include`, leaving out `exclude`; its default rules, or only `rules`), one
 * line each: the rule and the elements it flagged.
 */
export async function axeViolations(
  page: Page,
  include?: string,
  exclude?: string,
  rules?: string[],
): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  builder = include ? builder.include(include) : builder;
  builder = rules ? builder.withRules(rules) : builder;
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  );
}
