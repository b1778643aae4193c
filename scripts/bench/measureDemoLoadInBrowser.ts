import type { Browser } from 'playwright-core';
import { startReact } from './startReact';

/** The demo page of the targets, at a phone's viewport on a phone's CPU (4× slower, as Lighthouse's mobile preset). */
export const DEMO_PAGE = '/x/react-data-grid/editing/';
const PHONE_VIEWPORT = { width: 375, height: 740 };
const CPU_SLOWDOWN = 4;
/** Pause after hydration, so the idle-time work of a fresh page (prefetches, service worker) is not counted. */
const SETTLE_MS = 1000;
const GIVE_UP_MS = 30_000;

export type DemoLoad =
  | { outcome: 'loaded' | 'error'; blockingMs: number; wallMs: number; longTasks: number }
  | { outcome: 'loaded before scrolling' };

/**
 * Scrolls the first demo into view and sums, inside the page, the blocking part (beyond 50 ms) of every long task
 * from the scroll until the frame after the demo has rendered: its placeholder gone and, for a grid, rows shown. The
 * live demo replaces the server's markup of it (decision 0024), so its frame is looked up again on every change.
 */
function loadFirstDemoInPage(giveUpMs: number) {
  // No named functions in here: tsx would wrap them in its `__name` helper, which the page does not have.
  return new Promise<{ failed: boolean; blockingMs: number; wallMs: number; longTasks: number }>((resolve, reject) => {
    const section = document.querySelector('[data-demo]');
    const frame = section?.querySelector('.demo-frame');
    if (!section || !frame) {
      reject(new Error('no [data-demo] section with a .demo-frame'));
      return;
    }
    const entries: PerformanceEntry[] = [];
    const longTasks = new PerformanceObserver((list) => entries.push(...list.getEntries()));
    longTasks.observe({ type: 'longtask', buffered: false });
    let start = 0;
    const observer = new MutationObserver(() => {
      const live = document.querySelector('[data-demo] .demo-frame');
      if (!live) {
        return;
      }
      const failed = live.querySelector('[role="alert"]');
      const grid = live.querySelector('.MuiDataGrid-root');
      const rendered = !live.querySelector('[role="status"]') && (!grid || grid.querySelector('.MuiDataGrid-row'));
      if (!failed && !rendered) {
        return;
      }
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() =>
        setTimeout(() => {
          const end = performance.now();
          entries.push(...longTasks.takeRecords());
          longTasks.disconnect();
          const during = entries.filter((entry) => entry.startTime + entry.duration > start && entry.startTime < end);
          resolve({
            failed: Boolean(failed),
            blockingMs: during.reduce((sum, entry) => sum + Math.max(0, entry.duration - 50), 0),
            wallMs: end - start,
            longTasks: during.length,
          });
        }),
      );
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      longTasks.disconnect();
      reject(new Error(`the first demo did not render within ${giveUpMs} ms of scrolling to it`));
    }, giveUpMs);
    observer.observe(document.body, { subtree: true, childList: true });
    start = performance.now();
    section.scrollIntoView({ block: 'start' });
  });
}

/** Blocking time and wall time while the demo page's first demo loads, on a phone-sized, 4× slowed Chromium. */
export async function measureDemoLoadInBrowser(browser: Browser, origin: string): Promise<DemoLoad> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${DEMO_PAGE}`);
    await startReact(page, GIVE_UP_MS);
    await page.waitForTimeout(SETTLE_MS);
    const placeholderShown = await page.evaluate(() =>
      Boolean(document.querySelector('[data-demo] .demo-frame [role="status"]')),
    );
    if (!placeholderShown) {
      return { outcome: 'loaded before scrolling' };
    }
    const result = await page.evaluate(loadFirstDemoInPage, GIVE_UP_MS);
    return {
      outcome: result.failed ? 'error' : 'loaded',
      blockingMs: result.blockingMs,
      wallMs: result.wallMs,
      longTasks: result.longTasks,
    };
  } finally {
    await context.close();
  }
}
