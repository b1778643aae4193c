import type { Spread } from './medianFigures';
import type { Miss } from './missedLighthouseTargets';
import { launchChromium } from './launchChromium';
import { DEMO_PAGE, measureDemoLoadInBrowser } from './measureDemoLoadInBrowser';
import { formatFirstClick, missedFirstClickTargets } from './firstClickFigures';
import { measureFirstClicksInBrowser } from './measureFirstClicksInBrowser';
import { measureFirstInteractionInBrowser } from './measureFirstInteractionInBrowser';
import { LIVE_EDIT_PAGE, measureLiveEditInBrowser } from './measureLiveEditInBrowser';
import { measureNavigationInBrowser } from './measureNavigationInBrowser';
import { measureSearchInBrowser } from './measureSearchInBrowser';
import { TARGETS } from './targets';

/** Median time from a keystroke in the search dialog to its results on screen, in Chromium. */
const SEARCH_RESULTS_MS = 50;
/** Median time from a keystroke in a demo's editor to the edited preview on screen, in Chromium. */
const LIVE_EDIT_PREVIEW_MS = 150;

export interface ChromiumBench {
  /** Budgets missed and broken behaviour, for the list the bench fails with. */
  failures: string[];
  /** Targets of scripts/bench/targets.ts missed. */
  misses: Miss[];
}

/**
 * Prints what a reader's browser measures on the site served at `origin` from `outDir`: search keystroke to results,
 * client-side navigation between guide pages, how soon after first paint the shell answers a press (phone profile),
 * the first tap on each shell control (same profile), and the blocking time while the demo page's first demo loads.
 * Prints a note instead when no Chromium is installed.
 */
export async function benchInChromium(origin: string, outDir: string): Promise<ChromiumBench> {
  const failures: string[] = [];
  const misses: Miss[] = [];
  const browser = await launchChromium();
  if (!browser) {
    console.log(
      '\nSearch, navigation and demo loading in Chromium: skipped (no Chromium at /usr/bin/chromium or CHROME_PATH).',
    );
    return { failures, misses };
  }
  try {
    const search = await measureSearchInBrowser(browser, origin);
    console.log(
      `\nSearch in Chromium, keystroke to results shown: median ${search.medianMs.toFixed(1)} ms, slowest ${search.maxMs.toFixed(1)} ms over ${search.queries} queries (budget ${SEARCH_RESULTS_MS} ms median)`,
    );
    if (search.medianMs > SEARCH_RESULTS_MS) {
      failures.push(`search results ${search.medianMs.toFixed(1)} ms after a keystroke > ${SEARCH_RESULTS_MS} ms`);
    }

    const liveEdit = await measureLiveEditInBrowser(browser, origin);
    if (liveEdit) {
      console.log(
        `Live editing in Chromium (${LIVE_EDIT_PAGE}, Data Grid), keystroke to preview shown: median ${liveEdit.medianMs.toFixed(1)} ms, slowest ${liveEdit.maxMs.toFixed(1)} ms over ${liveEdit.keystrokes} keystrokes (budget ${LIVE_EDIT_PREVIEW_MS} ms median)`,
      );
      if (liveEdit.medianMs > LIVE_EDIT_PREVIEW_MS) {
        failures.push(
          `live-edit preview ${liveEdit.medianMs.toFixed(1)} ms after a keystroke > ${LIVE_EDIT_PREVIEW_MS} ms`,
        );
      }
    } else {
      failures.push(`live editing on ${LIVE_EDIT_PAGE}: the runner never showed the first edit`);
    }

    const navigation = await measureNavigationInBrowser(browser, origin, outDir);
    const byRouter = navigation.viaRouter > 0 ? ` (${navigation.viaRouter} by next.router.push: no visible link)` : '';
    console.log(
      `Client-side navigation between guide pages in Chromium, click to new heading shown: median ${navigation.medianMs.toFixed(1)} ms, slowest ${navigation.maxMs.toFixed(1)} ms over ${navigation.navigations} navigations${byRouter} (target ${TARGETS.navigationMs} ms median)`,
    );
    for (const failure of navigation.failed) {
      console.log(`  failed: ${failure}`);
      failures.push(`client-side navigation ${failure}`);
    }
    if (!(navigation.medianMs <= TARGETS.navigationMs)) {
      misses.push({
        target: 'navigationMs',
        text: `client-side navigation median ${navigation.medianMs.toFixed(1)} ms > ${TARGETS.navigationMs} ms`,
      });
    }

    console.log('First interaction, phone profile (412×915 touch, CPU 4× slower, 150 ms latency, 1.6 Mbit/s):');
    for (const page of await measureFirstInteractionInBrowser(browser, origin)) {
      const ms = ({ median, worst }: Spread) => `median ${Math.round(median)} ms, worst ${Math.round(worst)} ms`;
      console.log(
        `  ${page.kind} page ${page.route}: Ctrl+K at first paint answered (search input focused) ${ms(page.answeredMs)}; handlers hydrated ${ms(page.hydratedMs)} after first paint (${page.runs} runs)`,
      );
    }
    console.log(
      `First tap on each shell control, right after the first paint and after the load event, same phone profile: tap to its response shown (target ${TARGETS.firstClickMs} ms median), and the tap's Event Timing duration:`,
    );
    const firstClicks = await measureFirstClicksInBrowser(browser, origin);
    for (const figure of firstClicks) {
      console.log(`  ${figure.kind} page ${figure.route}, ${formatFirstClick(figure)}`);
    }
    misses.push(...missedFirstClickTargets(firstClicks));

    const demo = await measureDemoLoadInBrowser(browser, origin);
    const where = `First demo of ${DEMO_PAGE} (375×740, CPU 4× slower)`;
    if (demo.outcome === 'loaded before scrolling') {
      console.log(`${where}: already near the viewport on load, so nothing to time when scrolling to it`);
    } else {
      const error = demo.outcome === 'error' ? ' (it showed its error card)' : '';
      console.log(
        `${where}, scrolled into view: blocking time ${Math.round(demo.blockingMs)} ms in ${demo.longTasks} long tasks, shown after ${Math.round(demo.wallMs)} ms${error} (reported, no target)`,
      );
    }
    if (demo.outcome === 'error') {
      failures.push(`the first demo of ${DEMO_PAGE} failed to load`);
    }
  } finally {
    await browser.close();
  }
  return { failures, misses };
}
