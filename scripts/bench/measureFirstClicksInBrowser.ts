import type { Browser, Page } from 'playwright-core';
import {
  SHELL_CONTROLS,
  summarizeFirstClicks,
  type ClickMoment,
  type FirstClickFigures,
  type FirstClickRun,
  type ShellControl,
} from './firstClickFigures';
import { MEASURED_PAGES } from './measuredPages';
import { PHONE_CONTEXT, throttleLikeAPhone, waitForFirstPaint } from './phoneProfile';

const RUNS = 5;
/** A response not shown after this long was lost, not slow. */
const GIVE_UP_MS = 30_000;
/** Time left after the response for Chromium to deliver the click's Event Timing entries (sent after a paint). */
const ENTRIES_SETTLE_MS = 300;

/**
 * Watches, inside the page, the one tap the bench arms it for: the tap's `pointerdown` time, its Event Timing entries,
 * and the first animation frame in which the control's response shows, read as the components draw it:
 * - menu: the navigation panel has `data-open` (the shell's script before React, NavDrawer after) and has slid on
 *   screen, at least in part (its 225 ms transition moves it in from the left);
 * - section: a navigation section the build left closed and empty is open and shows a link (React fills it from the
 *   navigation tree, useLazyNavigationSections);
 * - settings: the settings drawer (a modal `<dialog>`, src/settings/) is open and has slid on screen from the right,
 *   at least in part;
 * - search: a text input inside a dialog has the focus (the early-input stand-in box before React, the dialog after);
 * - copy: the button's `.copy-label` reads its `data-copied-label` (the shell's script or useStaticContentBehaviour).
 * "Painted" is taken in a message posted from that frame's animation callback: it runs once the frame is rendered.
 * A string: tsx would wrap named functions in its `__name` helper, which the page does not have.
 */
const WATCH_SCRIPT = `(() => {
  const state = (window.__firstClick = { entries: [] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) {
        state.entries.push({ startTime: entry.startTime, duration: entry.duration });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('pointerdown', (event) => {
    if (state.selector && state.start === undefined) {
      state.start = event.timeStamp;
    }
  }, true);
  const target = () => document.querySelector(state.selector);
  const onScreen = (element) => {
    const rect = element.getBoundingClientRect();
    return rect.right >= 1 && rect.left <= innerWidth - 1 && rect.height > 0;
  };
  const responded = {
    menu: () => { const panel = document.querySelector('.nav-panel[data-open]'); return !!panel && onScreen(panel); },
    section: () => {
      const section = target() && target().parentElement;
      const link = section && section.open && section.querySelector('ul a');
      return !!link && onScreen(link);
    },
    settings: () => { const drawer = document.querySelector('dialog.settings-drawer[open]'); return !!drawer && onScreen(drawer); },
    search: () => {
      const focused = document.activeElement;
      return !!focused && focused.tagName === 'INPUT' && !!focused.closest('[role="dialog"]');
    },
    copy: () => {
      const button = target();
      const label = button && button.querySelector('.copy-label');
      return !!label && label.textContent === button.getAttribute('data-copied-label');
    },
  };
  const selectors = {
    menu: () => '.app-bar-menu',
    section: () => {
      const empty = [...document.querySelectorAll('.nav-panel details[data-section]:not([open])')].find(
        (section) => section.lastElementChild && section.lastElementChild.tagName !== 'UL');
      return empty ? '.nav-panel details[data-section="' + CSS.escape(empty.dataset.section) + '"] > summary' : null;
    },
    settings: () => '.app-bar button[data-ga-event-action="settings"]',
    search: () => '.search-button',
    copy: () => document.querySelector('button[data-copy-code]') ? 'button[data-copy-code]' : null,
  };
  state.arm = (control) => {
    const selector = selectors[control]();
    if (!selector) {
      return null;
    }
    const check = responded[control];
    state.selector = selector;
    if (check()) {
      throw new Error('The response of ' + control + ' shows before its tap: nothing to time.');
    }
    const frame = () => {
      if (state.start !== undefined && check()) {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => { state.painted = performance.now(); };
        channel.port2.postMessage(null);
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    return selector;
  };
})();`;

interface WatchState {
  entries: { startTime: number; duration: number }[];
  start?: number;
  painted?: number;
  arm: (control: ShellControl) => string | null;
}
type Watched = Window & { __firstClick: WatchState };

/** Opens the navigation panel with its menu button and waits until it has slid fully on screen. */
async function openNavigation(page: Page) {
  await page.tap('.app-bar-menu');
  await page.waitForFunction(() => document.querySelector('.nav-panel[data-open]')?.getBoundingClientRect().left === 0);
}

/** One fresh phone visit: the page loads, then one tap on `control` is timed. Null when the page has no such control. */
async function measureOnce(
  browser: Browser,
  url: string,
  control: ShellControl,
  moment: ClickMoment,
): Promise<FirstClickRun | null> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
    const page = await context.newPage();
    await throttleLikeAPhone(page);
    await page.addInitScript(WATCH_SCRIPT);
    await page.goto(url, { waitUntil: moment === 'load' ? 'load' : 'commit' });
    await waitForFirstPaint(page);
    if (control === 'section') {
      // A section's summary is inside the panel: on a phone the reader opens it first.
      await openNavigation(page);
    }
    const selector = await page.evaluate((name) => (window as unknown as Watched).__firstClick.arm(name), control);
    if (!selector) {
      return null;
    }
    await page.tap(selector);
    await page.waitForFunction(
      (settleMs) => {
        const { painted } = (window as unknown as Watched).__firstClick;
        return painted !== undefined && performance.now() >= painted + settleMs;
      },
      ENTRIES_SETTLE_MS,
      { timeout: GIVE_UP_MS },
    );
    return await page.evaluate(() => {
      const { start, painted, entries } = (window as unknown as Watched).__firstClick;
      const durations = entries.filter((entry) => entry.startTime >= start! - 1).map((entry) => entry.duration);
      return { respondedMs: painted! - start!, eventMs: Math.max(0, ...durations) };
    });
  } finally {
    await context.close();
  }
}

/**
 * Times, on a phone profile, the first tap on each shell control of the measured pages (scripts/bench/measuredPages.ts):
 * a fresh visit per run, the tap as soon as the page has painted or once it has loaded (`moments`), from the tap to
 * the first frame showing the response, and the tap's Event Timing duration. A page without a control (no
 * code block to copy) has no figures for it.
 */
export async function measureFirstClicksInBrowser(
  browser: Browser,
  origin: string,
  { moments = ['first paint', 'load'] as ClickMoment[], runs = RUNS } = {},
): Promise<FirstClickFigures[]> {
  const results: FirstClickFigures[] = [];
  for (const { kind, route } of MEASURED_PAGES) {
    for (const moment of moments) {
      for (const control of SHELL_CONTROLS) {
        const timed: FirstClickRun[] = [];
        for (let run = 0; run < runs; run += 1) {
          const result = await measureOnce(browser, new URL(route, origin).href, control, moment);
          if (!result) {
            break;
          }
          timed.push(result);
        }
        if (timed.length > 0) {
          results.push({ kind, route, moment, control, ...summarizeFirstClicks(timed) });
        }
      }
    }
  }
  return results;
}
