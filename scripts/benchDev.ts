import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './bench/launchChromium';
import { median } from './bench/medianFigures';
import { editContentFile, uniqueMarker } from './devServer/editContentFile';
import { measureDevFloor } from './devServer/measureDevFloor';
import { REMOVE_RETRYING, startDevServer, type DevServer } from './devServer/startDevServer';
import { CACHE_WRITE_MS, waitForCacheSettled } from './devServer/turbopackCache';
import { fetchHtml, waitUntil } from './devServer/waitUntil';

/**
 * The authoring loop of issues 26 and 40, on this machine. A cold start (`.next-dev` removed, as after a clone):
 * `npm run dev` to the first guide page served with its content, then another page, a Markdown edit until the server
 * serves it and until the open tab shows it (no reload), and a demo edit until the open tab shows it. Then a warm start
 * (the server stopped, once Turbopack has written its cache, and started again on it, as an author restarting it): the
 * same first page, then a page neither start has opened. Before them, the framework's floor, cold and warm: the same starts for a
 * page that renders nothing but a Data Grid Premium.
 * `npm run bench:dev [-- --runs N]` (default 3 runs; the median is printed beside each run).
 */
const PAGE = '/x/react-data-grid/editing/';
/** The page each start opens after the first: never opened before by that start nor by any start whose cache it reads. */
const NEXT_PAGE = { cold: '/x/react-data-grid/pagination/', warm: '/x/react-data-grid/row-selection/' } as const;
const MARKDOWN_FILE = 'content/pages/react-data-grid/editing/index.md';
const DEMO_FILE = 'content/pages/react-data-grid/editing/demos/IsCellEditableGrid.tsx';
const DEMO_HEADER = "headerName: 'Commodity'";
const DEMO_SECTION = '[data-demo="IsCellEditableGrid"]';
const DEV_DIR = '.next-dev';
/** Long enough for the slowest step seen before issue 26 (221 s for a Markdown edit) on a busy machine. */
const STEP_TIMEOUT_MS = 600_000;
/** How long the open tab may lag behind the server before the edit counts as "not shown without a reload". */
const TAB_GRACE_MS = 20_000;

const LABELS = {
  floor: "floor: Next's `next dev` (Turbopack) to a page with only a Data Grid Premium",
  firstPage: '`npm run dev` to the first guide page served (Data Grid, Editing)',
  nextPage: 'then a page never opened before served (cold: Pagination; warm: Row selection)',
  markdownServed: 'Markdown edit served',
  markdownInTab: 'Markdown edit shown in the open tab',
  demoInTab: 'demo edit shown in the open tab',
};
type Step = keyof typeof LABELS;
type Start = 'cold' | 'warm';
/** A run's figures in seconds; a step the start does not measure, or an edit not shown without a reload, is null. */
type Run = Record<Start, Record<Step, number | null>>;
/** The targets of issues 26 (cold) and 40 (warm); the floor has none, it is what the first page cannot beat. */
const TARGETS_S: Record<Start, Partial<Record<Step, number>>> = {
  cold: { firstPage: 15, markdownServed: 2, markdownInTab: 2, demoInTab: 3 },
  warm: { firstPage: 8, nextPage: 5 },
};

const runsArgument = process.argv.indexOf('--runs');
const RUNS = runsArgument === -1 ? 3 : Number(process.argv[runsArgument + 1]);
/** A guide page's title, from its Markdown: in the served HTML once the page is rendered with its content. */
const titleOf = (page: string) => {
  const markdown = fs.readFileSync(`content/pages/${page.replace(/^\/x\/|\/$/g, '')}/index.md`, 'utf8');
  return /^title:\s*(.+)$/m.exec(markdown)?.[1]?.trim() ?? '';
};

const seconds = (since: number) => (Date.now() - since) / 1000;

/** Waits until the tab shows `text`; null when it does not within the grace period (a reload would be needed). */
async function secondsUntilShown(page: Page, text: string, since: number, timeoutMs: number): Promise<number | null> {
  try {
    await page.getByText(text).first().waitFor({ state: 'visible', timeout: timeoutMs });
    return seconds(since);
  } catch {
    return null;
  }
}

async function timeMarkdownEdit(
  server: DevServer,
  page: Page,
): Promise<Pick<Run['cold'], 'markdownServed' | 'markdownInTab'>> {
  const marker = uniqueMarker('Bench sentence');
  const started = Date.now();
  const restore = editContentFile(MARKDOWN_FILE, (source) => `${source}\n${marker}.\n`);
  try {
    const inTab = secondsUntilShown(page, marker, started, STEP_TIMEOUT_MS);
    await waitUntil(
      'the edited Markdown',
      async () => (await fetchHtml(server.origin + PAGE)).includes(marker),
      STEP_TIMEOUT_MS,
    );
    const markdownServed = seconds(started);
    const shown = await Promise.race([
      inTab,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), TAB_GRACE_MS)),
    ]);
    return { markdownServed, markdownInTab: shown };
  } finally {
    restore();
    // The next edit starts once the tab has settled, as an author's next edit would (an edit made while the tab is
    // still refreshing its props can miss its Fast Refresh; see the README, "Authoring loop").
    await page.getByText(marker).waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
  }
}

async function timeDemoEdit(page: Page): Promise<number | null> {
  // A demo loads once it nears the viewport.
  await page.locator(DEMO_SECTION).scrollIntoViewIfNeeded();
  await page.getByRole('columnheader', { name: 'Commodity' }).first().waitFor({ timeout: STEP_TIMEOUT_MS });
  const marker = uniqueMarker('Commodity');
  const started = Date.now();
  const restore = editContentFile(DEMO_FILE, (source) => source.replace(DEMO_HEADER, `headerName: '${marker}'`));
  try {
    return await secondsUntilShown(page, marker, started, STEP_TIMEOUT_MS);
  } finally {
    restore();
  }
}

/** Seconds until the dev server serves `page` with its title, counted from `since`. */
async function secondsUntilServed(server: DevServer, page: string, since: number): Promise<number> {
  const title = titleOf(page);
  await waitUntil(page, async () => (await fetchHtml(server.origin + page)).includes(title), STEP_TIMEOUT_MS);
  return seconds(since);
}

/** Starts `npm run dev` on whatever `.next-dev` holds; the first guide page, then a page never opened before. */
async function startAndOpen(
  start: Start,
  run: number,
): Promise<{ server: DevServer; firstPage: number; nextPage: number }> {
  const started = Date.now();
  const server = await startDevServer(process.env.BENCH_DEV_VERBOSE ? (text) => process.stderr.write(text) : undefined);
  try {
    const firstPage = await secondsUntilServed(server, PAGE, started);
    const nextPage = await secondsUntilServed(server, NEXT_PAGE[start], Date.now());
    console.error(
      `run ${run}, ${start}: first page in ${firstPage.toFixed(1)} s, next page in ${nextPage.toFixed(1)} s`,
    );
    return { server, firstPage, nextPage };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function benchOnce(browser: Browser, run: number): Promise<Run> {
  fs.rmSync(DEV_DIR, REMOVE_RETRYING);
  // What the framework alone takes for the grid this page shows: the first-page targets cannot beat it.
  const floor = await measureDevFloor(process.cwd(), STEP_TIMEOUT_MS);
  console.error(`run ${run}: floor in ${floor.cold.toFixed(1)} s cold, ${floor.warm.toFixed(1)} s warm`);
  fs.rmSync(DEV_DIR, REMOVE_RETRYING);
  const cold = await startAndOpen('cold', run);
  let edits: Pick<Run['cold'], 'markdownServed' | 'markdownInTab' | 'demoInTab'>;
  try {
    const page = await browser.newPage();
    await page.goto(cold.server.origin + PAGE, { timeout: STEP_TIMEOUT_MS });
    // Hydrated and connected to the dev server's hot reloading before anything is edited.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
    const editsStarted = Date.now();
    const markdown = await timeMarkdownEdit(cold.server, page);
    console.error(`run ${run}: Markdown served in ${markdown.markdownServed?.toFixed(1)} s`);
    const demoInTab = await timeDemoEdit(page);
    await page.close();
    edits = { ...markdown, demoInTab };
    // What the warm start reads: the cache as written after the last of this start's work.
    if (!(await waitForCacheSettled(path.join(DEV_DIR, 'dev'), editsStarted, Date.now(), CACHE_WRITE_MS))) {
      console.error(`run ${run}: no write of the Turbopack cache after the edits; the warm start reads an older one`);
    }
  } finally {
    await cold.server.stop();
  }
  // The restart an author makes: the cache the cold start left in .next-dev is kept.
  const warm = await startAndOpen('warm', run);
  await warm.server.stop();
  return {
    cold: { floor: floor.cold, firstPage: cold.firstPage, nextPage: cold.nextPage, ...edits },
    warm: {
      floor: floor.warm,
      firstPage: warm.firstPage,
      nextPage: warm.nextPage,
      markdownServed: null,
      markdownInTab: null,
      demoInTab: null,
    },
  };
}

const format = (value: number | null) => (value === null ? 'not shown' : `${value.toFixed(1)} s`);

/** A start's cells for one step: each run, then the median (none when a run's edit was not shown). */
function cells(runs: Run[], start: Start, step: Step): string[] {
  const values = runs.map((run) => run[start][step]);
  if (start === 'warm' && values.every((value) => value === null)) {
    return [...values.map(() => '—'), '—'];
  }
  const shown = values.filter((value): value is number => value !== null);
  return [...values.map(format), format(shown.length === values.length ? median(shown) : null)];
}

function target(start: Start, step: Step): string {
  const seconds = TARGETS_S[start][step];
  return seconds === undefined ? '—' : `≤ ${seconds} s`;
}

async function main() {
  const browser = await launchChromium();
  if (!browser) {
    throw new Error('No Chromium: install it (apt-get install -y chromium) or set CHROME_PATH.');
  }
  const loadBefore = os.loadavg()[0]!;
  const runs: Run[] = [];
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      runs.push(await benchOnce(browser, run));
    }
  } finally {
    await browser.close();
  }

  // The figures depend on what else the machine runs: say how busy it was.
  console.log(
    `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, load average ${loadBefore.toFixed(1)} before and ${os.loadavg()[0]!.toFixed(1)} after the runs. Cold: no .next-dev; warm: started again on the cache of the cold start.\n`,
  );
  const runHeaders = (start: Start) => [...runs.map((_, index) => `${start} ${index + 1}`), `${start} median`];
  const header = ['step', ...runHeaders('cold'), ...runHeaders('warm'), 'target cold', 'target warm'];
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const step of Object.keys(LABELS) as Step[]) {
    const row = [LABELS[step], ...cells(runs, 'cold', step), ...cells(runs, 'warm', step)];
    console.log(`| ${[...row, target('cold', step), target('warm', step)].join(' | ')} |`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
