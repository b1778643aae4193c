import type { Browser } from 'playwright-core';
import { MEASURED_PAGES } from './measuredPages';
import { spreadOf, type Spread } from './medianFigures';
import { PHONE_CONTEXT, throttleLikeAPhone, waitForFirstPaint } from './phoneProfile';

const RUNS = 5;
/** A press still unanswered after this long was dropped, not slow. */
const GIVE_UP_MS = 30_000;

/**
 * Records, inside the page, when a search input took the focus (Ctrl+K answered: the stand-in box before hydration, the dialog after) and when the app marked itself hydrated.
 * A string: tsx would wrap named functions in its `__name` helper, which the page does not have.
 */
const WATCH_SCRIPT = `(() => {
  const times = (window.__firstInteraction = {});
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    if (target.tagName === 'INPUT' && target.closest('[role="dialog"]') && times.answered === undefined) {
      times.answered = performance.now();
    }
  }, true);
  new MutationObserver(() => {
    if (document.documentElement?.dataset.hydrated === 'true' && times.hydrated === undefined) {
      times.hydrated = performance.now();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
})();`;

interface Times {
  paint: number;
  answered: number;
  hydrated: number;
}

export interface FirstInteraction {
  kind: string;
  route: string;
  /** First paint to the app's handlers in place (hydrated), over the runs. */
  hydratedMs: Spread;
  /** First paint to the search input focused, Ctrl+K being pressed as soon as the page painted: the reader's wait. */
  answeredMs: Spread;
  runs: number;
}

async function measureOnce(browser: Browser, url: string): Promise<Times> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    await throttleLikeAPhone(page);
    await page.addInitScript(WATCH_SCRIPT);
    await page.goto(url, { waitUntil: 'commit' });
    await waitForFirstPaint(page);
    await page.keyboard.press('Control+K');
    const done = () => {
      const times = (window as unknown as { __firstInteraction: Partial<Times> }).__firstInteraction;
      return times.answered !== undefined && times.hydrated !== undefined;
    };
    await page.waitForFunction(done, undefined, { timeout: GIVE_UP_MS });
    return await page.evaluate(() => ({
      ...(window as unknown as { __firstInteraction: Omit<Times, 'paint'> }).__firstInteraction,
      paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    }));
  } finally {
    await context.close();
  }
}

/**
 * Times, with a phone profile, how long after first paint the shell answers: Ctrl+K pressed as soon as the page
 * paints, until a search input has the focus; and first paint to the app's handlers in place (hydration).
 * For the content, API and demo pages of scripts/bench/measuredPages.ts.
 */
export async function measureFirstInteractionInBrowser(browser: Browser, origin: string): Promise<FirstInteraction[]> {
  const results: FirstInteraction[] = [];
  for (const { kind, route } of MEASURED_PAGES.filter((page) => ['content', 'API', 'demos'].includes(page.kind))) {
    const runs: Times[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await measureOnce(browser, new URL(route, origin).href));
    }
    results.push({
      kind,
      route,
      hydratedMs: spreadOf(runs.map((times) => times.hydrated - times.paint)),
      answeredMs: spreadOf(runs.map((times) => times.answered - times.paint)),
      runs: runs.length,
    });
  }
  return results;
}
