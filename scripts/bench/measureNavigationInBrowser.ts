import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { headingText } from './headingText';
import { median } from './medianFigures';
import { startReact } from './startReact';

/** Walks through guide pages a reader follows in the navigation: each step is one client-side navigation. */
const TOURS = [
  [
    '/x/introduction/installation/',
    '/x/introduction/licensing/',
    '/x/introduction/support/',
    '/x/introduction/roadmap/',
    '/x/introduction/',
  ],
  [
    '/x/react-data-grid/editing/',
    '/x/react-data-grid/sorting/',
    '/x/react-data-grid/pagination/',
    '/x/react-data-grid/export/',
    '/x/react-data-grid/tree-data/',
    '/x/react-data-grid/row-grouping/',
    '/x/react-data-grid/column-definition/',
  ],
];
/** A heading that has not shown after this long is a broken navigation, not a slow one. */
const GIVE_UP_MS = 10_000;
/** Pause between steps, so the prefetching Next does once a page is idle is not part of the next timing. */
const SETTLE_MS = 500;

export interface NavigationTimings {
  medianMs: number;
  maxMs: number;
  navigations: number;
  /** Steps without a visible link in the main navigation, done with `next.router.push` instead. */
  viaRouter: number;
  /** Steps whose heading never showed, with the reason. */
  failed: string[];
}

/** The first heading of a built page: what the reader sees when the navigation is done. */
function expectedHeading(outDir: string, route: string): string {
  const file = path.join(outDir, route, 'index.html');
  const heading = fs.existsSync(file) ? headingText(fs.readFileSync(file, 'utf8')) : null;
  if (heading === null) {
    throw new Error(
      `No <h1> in ${file}: pick navigation steps that are pages of the build (scripts/bench/measureNavigationInBrowser.ts).`,
    );
  }
  return heading;
}

/**
 * Clicks the next page's link in the main navigation (or pushes its route when no such link is visible) and
 * times, inside the page, from the click to the frame after that page's heading is in the DOM.
 */
function navigateInPage({ href, heading, giveUpMs }: { href: string; heading: string; giveUpMs: number }) {
  // No named functions in here: tsx would wrap them in its `__name` helper, which the page does not have.
  return new Promise<{ ms: number; viaRouter: boolean }>((resolve, reject) => {
    const link = [
      ...document.querySelectorAll<HTMLAnchorElement>(`nav[aria-label="Main navigation"] a[href="${href}"]`),
    ].find((anchor) => anchor.checkVisibility({ visibilityProperty: true }));
    let start = 0;
    const observer = new MutationObserver(() => {
      if (window.location.pathname === href && document.querySelector('h1')?.textContent === heading) {
        observer.disconnect();
        clearTimeout(timer);
        // The heading is painted in the frame after this mutation: time to the task after that frame.
        requestAnimationFrame(() => setTimeout(() => resolve({ ms: performance.now() - start, viaRouter: !link })));
      }
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`the heading "${heading}" did not show within ${giveUpMs} ms`));
    }, giveUpMs);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    start = performance.now();
    if (link) {
      link.click();
    } else {
      void (window as unknown as { next: { router: { push: (url: string) => Promise<boolean> } } }).next.router.push(
        href,
      );
    }
  });
}

/** Client-side navigation between guide pages of the site served at `origin` from `outDir`, in Chromium. */
export async function measureNavigationInBrowser(
  browser: Browser,
  origin: string,
  outDir: string,
): Promise<NavigationTimings> {
  const headings = new Map(TOURS.flat().map((route) => [route, expectedHeading(outDir, route)]));
  const page = await browser.newPage();
  const timings: number[] = [];
  const failed: string[] = [];
  let viaRouter = 0;
  try {
    for (const [first, ...steps] of TOURS) {
      await page.goto(`${origin}${first}`);
      await startReact(page);
      let from = first!;
      for (const href of steps) {
        await page.waitForTimeout(SETTLE_MS);
        try {
          const step = await page.evaluate(navigateInPage, {
            href,
            heading: headings.get(href)!,
            giveUpMs: GIVE_UP_MS,
          });
          timings.push(step.ms);
          viaRouter += step.viaRouter ? 1 : 0;
        } catch (error) {
          failed.push(`${from} → ${href}: ${(error as Error).message.split('\n')[0]}`);
          await page.goto(`${origin}${href}`);
          await startReact(page);
        }
        from = href;
      }
    }
  } finally {
    await page.close();
  }
  return {
    medianMs: median(timings),
    maxMs: timings.length > 0 ? Math.max(...timings) : NaN,
    navigations: timings.length,
    viaRouter,
    failed,
  };
}
