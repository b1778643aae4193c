import fs from 'node:fs';
import os from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './bench/launchChromium';
import { median } from './bench/medianFigures';
import { editContentFile, uniqueMarker } from './devServer/editContentFile';
import { measureDevFloor } from './devServer/measureDevFloor';
import { REMOVE_RETRYING, startDevServer, type DevServer } from './devServer/startDevServer';
import { fetchHtml, waitUntil } from './devServer/waitUntil';

/**
 * The authoring loop of issue 26, on this machine: `npm run dev` to the first guide page served with its content, a
 * Markdown edit until the server serves it and until the open tab shows it (no reload), and a demo edit until the
 * open tab shows it. Each run starts the server afresh without its cache (`.next-dev` removed), as after a clone, after
 * timing the floor: the same cold start for a page that renders nothing but a Data Grid Premium.
 * `npm run bench:dev [-- --runs N]` (default 3 runs; the median is printed beside each run).
 */
const PAGE = '/x/react-data-grid/editing/';
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
  floor: "floor: Next's `next dev` (Turbopack, cold) to a page with only a Data Grid Premium",
  firstPage: '`npm run dev` to the first guide page served',
  markdownServed: 'Markdown edit served',
  markdownInTab: 'Markdown edit shown in the open tab',
  demoInTab: 'demo edit shown in the open tab',
};
type Step = keyof typeof LABELS;
type Run = Record<Step, number | null>;
/** Issue 26's targets; the floor has none, it is what the first page cannot beat. */
const TARGETS_S: Partial<Record<Step, number>> = { firstPage: 15, markdownServed: 2, markdownInTab: 2, demoInTab: 3 };

const runsArgument = process.argv.indexOf('--runs');
const RUNS = runsArgument === -1 ? 3 : Number(process.argv[runsArgument + 1]);
const TITLE = /^title:\s*(.+)$/m.exec(fs.readFileSync(MARKDOWN_FILE, 'utf8'))?.[1]?.trim() ?? '';

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

async function timeMarkdownEdit(server: DevServer, page: Page): Promise<Pick<Run, 'markdownServed' | 'markdownInTab'>> {
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

async function benchOnce(browser: Browser, run: number): Promise<Run> {
  fs.rmSync(DEV_DIR, REMOVE_RETRYING);
  // What the framework alone takes for the grid this page shows: the first-page target cannot beat it.
  const floor = await measureDevFloor(process.cwd(), STEP_TIMEOUT_MS);
  console.error(`run ${run}: floor in ${floor.toFixed(1)} s`);
  fs.rmSync(DEV_DIR, REMOVE_RETRYING);
  const started = Date.now();
  const server = await startDevServer(process.env.BENCH_DEV_VERBOSE ? (text) => process.stderr.write(text) : undefined);
  try {
    await waitUntil(
      'the first page',
      async () => (await fetchHtml(server.origin + PAGE)).includes(TITLE),
      STEP_TIMEOUT_MS,
    );
    const firstPage = seconds(started);
    console.error(`run ${run}: first page in ${firstPage.toFixed(1)} s`);
    const page = await browser.newPage();
    await page.goto(server.origin + PAGE, { timeout: STEP_TIMEOUT_MS });
    // Hydrated and connected to the dev server's hot reloading before anything is edited.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
    const markdown = await timeMarkdownEdit(server, page);
    console.error(`run ${run}: Markdown served in ${markdown.markdownServed?.toFixed(1)} s`);
    const demoInTab = await timeDemoEdit(page);
    await page.close();
    return { floor, firstPage, ...markdown, demoInTab };
  } finally {
    await server.stop();
  }
}

const format = (value: number | null) => (value === null ? 'not shown' : `${value.toFixed(1)} s`);

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
    `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, load average ${loadBefore.toFixed(1)} before and ${os.loadavg()[0]!.toFixed(1)} after the runs:\n`,
  );
  console.log(`| step | ${runs.map((_, index) => `run ${index + 1}`).join(' | ')} | median | target |`);
  console.log(`| --- | ${runs.map(() => '---').join(' | ')} | --- | --- |`);
  for (const step of Object.keys(LABELS) as Step[]) {
    const values = runs.map((run) => run[step]);
    const shown = values.filter((value): value is number => value !== null);
    const middle = shown.length === values.length ? median(shown) : null;
    console.log(
      `| ${LABELS[step]} | ${values.map(format).join(' | ')} | ${format(middle)} | ${TARGETS_S[step] === undefined ? 'what the first page cannot beat' : `≤ ${TARGETS_S[step]} s`} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
