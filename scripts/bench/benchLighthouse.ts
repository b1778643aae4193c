import fs from 'node:fs';
import path from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher';
import { buildFrameworkFloor } from './buildFrameworkFloor';
import { findChromium } from './findChromium';
import { firstLoadJs } from './firstLoadJs';
import { formatLighthouseTable } from './formatLighthouseTable';
import { QUIET_CHROMIUM_FLAGS } from './launchChromium';
import { lighthouseAgainstNoJs } from './lighthouseAgainstNoJs';
import { MEASURED_PAGES } from './measuredPages';
import { missedLighthouseTargets, type Miss } from './missedLighthouseTargets';
import { startStaticServer } from './staticServer';
import { TARGETS, type TargetName } from './targets';

/**
 * Runs of each page and of its copy without scripts; the medians are compared. Five, not three: both sides' blocking
 * time comes from tasks near Lighthouse's 50 ms threshold (the document's parse, style and layout at 4× slowdown), so
 * one run reads 0 ms and the next 57 ms on the copy alone (Installation, four runs, 2026-11-30).
 */
const RUNS = 5;

export interface LighthouseBench {
  /** Targets each measured page misses. */
  misses: { kind: string; route: string; miss: Miss }[];
  /** Targets the framework floor itself misses on this machine: nothing built on it can meet them here. */
  floorMisses: Set<TargetName>;
}

/**
 * Builds the framework floor and prints its first-load JavaScript, then Lighthouse medians of every measured page and
 * of the floor, each beside its copy without scripts, and the targets the floor misses. The site is served at
 * `origin` from `outDir`. Without `floor`, only the measured pages. Null when there is no Chromium to run Lighthouse in.
 */
export async function benchLighthouse(
  repoRoot: string,
  outDir: string,
  origin: string,
  { floor: withFloor }: { floor: boolean },
): Promise<LighthouseBench | null> {
  const floor = withFloor ? buildFrameworkFloor(repoRoot, outDir) : null;
  let floorServer: Awaited<ReturnType<typeof startStaticServer>> | undefined;
  let chrome: LaunchedChrome | undefined;
  try {
    const floorJs = floor && firstLoadJs(floor.outDir, fs.readFileSync(path.join(floor.outDir, 'index.html'), 'utf8'));
    if (floorJs) {
      console.log(
        `\nFramework floor (this repository's Next and React rendering one heading): first-load JS ${floorJs.kb.toFixed(1)} KB in ${floorJs.files} files`,
      );
    }
    const chromePath = findChromium();
    if (!chromePath) {
      console.log('Lighthouse: skipped (no Chromium at /usr/bin/chromium or CHROME_PATH).');
      return null;
    }
    // Imported when run, like Lighthouse (see runLighthouse.ts): an ES module loaded from a file tsx compiles to CommonJS.
    const { launch } = await import('chrome-launcher');
    chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...QUIET_CHROMIUM_FLAGS] });
    console.log(
      `\nLighthouse (mobile, simulated throttling): medians of ${RUNS} runs, each page alternating with its copy without scripts\n`,
    );
    const common = { chromePort: chrome.port, runs: RUNS };
    const site = await lighthouseAgainstNoJs({
      ...common,
      outDir,
      origin,
      routes: MEASURED_PAGES.map((page) => page.route),
    });
    const labelled = site.map((row, index) => ({ ...row, label: `${MEASURED_PAGES[index]!.kind} ${row.route}` }));
    let floorMissList: Miss[] = [];
    if (floor && floorJs) {
      floorServer = await startStaticServer(floor.outDir);
      const [floorRow] = await lighthouseAgainstNoJs({
        ...common,
        outDir: floor.outDir,
        origin: floorServer.url,
        routes: [floor.route],
      });
      labelled.push({ ...floorRow!, label: 'floor (Next + React, a heading)' });
      floorMissList = missedLighthouseTargets(floorRow!.page, floorRow!.noJs);
      if (floorJs.kb > TARGETS.firstLoadKb) {
        floorMissList.push({
          target: 'firstLoadKb',
          text: `first-load JS ${floorJs.kb.toFixed(1)} KB > ${TARGETS.firstLoadKb} KB`,
        });
      }
    }
    for (const text of formatLighthouseTable(labelled)) {
      console.log(text);
    }
    if (floor) {
      console.log(
        floorMissList.length === 0
          ? '\nThe framework floor meets every target on this machine.'
          : `\nThe framework floor itself misses on this machine: ${floorMissList.map((miss) => miss.text).join('; ')}`,
      );
    }
    return {
      misses: labelled.slice(0, site.length).flatMap((row, index) =>
        missedLighthouseTargets(row.page, row.noJs).map((miss) => ({
          kind: MEASURED_PAGES[index]!.kind,
          route: row.route,
          miss,
        })),
      ),
      floorMisses: new Set(floorMissList.map((miss) => miss.target)),
    };
  } finally {
    await chrome?.kill();
    await floorServer?.stop();
    floor?.remove();
  }
}
