import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildIdOf, readNextBuildId, readStamp } from './buildStamp';
import { siteDirectory } from './siteDirectory';
import { listHtmlFiles } from '../src/server/pipeline/exportFiles';
import { demoChunkName } from '../src/content/demo/demoChunkName';
import { DEMO_CHUNKS_MANIFEST, readDemoChunkFiles } from './webpack/demoChunks';
import { benchInChromium } from './bench/benchInChromium';
import { benchLighthouse } from './bench/benchLighthouse';
import { firstLoadJs, gzipKbOf } from './bench/firstLoadJs';
import { readRouteManifests } from '../src/server/pipeline/transforms/scriptsAfterFirstPaint';
import { INSTALLATION_PAGE, MEASURED_PAGES } from './bench/measuredPages';
import { measureSearch } from './bench/measureSearch';
import { FIRST_SEARCH_QUERY_BUDGET_KB } from './bench/measureSearchDownloads';
import { startStaticServer } from './bench/staticServer';
import { TARGETS } from './bench/targets';
import type { Miss } from './bench/missedLighthouseTargets';

/**
 * Performance figures: build time, first-load JavaScript per route (gzip) and the demo chunks each route downloads
 * on demand, search, client-side navigation and demo loading in Chromium, and Lighthouse for the measured pages
 * beside their copies without scripts and the framework's floor, checked against the budgets and the targets of
 * scripts/bench/targets.ts. Run with tsx (`npm run bench`): it shares the demo chunk naming.
 * `npm run bench` rebuilds first so the build time is real; `--no-build` measures the existing site folder (out/);
 * `--no-api` skips timing the API generation; `--no-lighthouse` skips Lighthouse and the framework floor;
 * `--lighthouse-only` measures only first-load JavaScript and Lighthouse against the copies without scripts (no API
 * timing, search or Chromium figures); `--no-floor` skips building and measuring the framework floor.
 */
const BUDGETS_KB = {
  /** A plain content page: shell, Markdown and code blocks, no demos. */
  contentPage: TARGETS.firstLoadKb,
  firstSearchQuery: FIRST_SEARCH_QUERY_BUDGET_KB,
};
/** Share of the relevance set (src/search/relevanceSet.json) answered in the first three results. */
const MIN_SEARCH_HIT_RATE = 0.95;
const OUT = siteDirectory();
const LIGHTHOUSE_ONLY = process.argv.includes('--lighthouse-only');

function routeOf(htmlFile: string): string {
  const relative = path.relative(OUT, htmlFile).split(path.sep).join('/');
  return `/${relative.replace(/index\.html$/, '').replace(/\.html$/, '')}`;
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
}

/** Times a forced API generation over every package (the build skips it when nothing changed). */
function measureApiGeneration() {
  const started = Date.now();
  const result = spawnSync('npx', ['tsx', 'scripts/api/generateApi.ts', '--force'], { encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(result.stderr);
    process.exit(result.status ?? 1);
  }
  const index = JSON.parse(fs.readFileSync(path.join('generated', 'api', 'index.json'), 'utf8'));
  const perProduct = Object.entries(
    (index as { product: string }[]).reduce<Record<string, number>>(
      (counts, entry) => ({ ...counts, [entry.product]: (counts[entry.product] ?? 0) + 1 }),
      {},
    ),
  )
    .map(([product, count]) => `${product} ${count}`)
    .join(', ');
  return { seconds: (Date.now() - started) / 1000, pages: index.length, perProduct };
}

const apiGeneration = process.argv.includes('--no-api') || LIGHTHOUSE_ONLY ? null : measureApiGeneration();
const stamp = readStamp();
if (!stamp) {
  console.error(`No finished build in ${OUT}/ to measure: run npm run bench without --no-build (or npm run build).`);
  process.exit(1);
}
// The demo chunks and the search code are looked up in Next's manifests, which the e2e build also writes to .next/.
if (readNextBuildId() !== buildIdOf(stamp.inputHash)) {
  console.error(
    `.next/ holds another build's manifests than ${OUT}/ (the e2e run's?): run npm run bench without --no-build.`,
  );
  process.exit(1);
}
const demoChunkFiles = readDemoChunkFiles();

/** The built chunk of a demo (from the build's manifest); a demo without one is a build error worth failing on. */
function demoChunkFile(modulePath: string): string {
  const file = demoChunkFiles[demoChunkName(modulePath)];
  if (!file) {
    throw new Error(`No chunk for the demo ${modulePath} in ${DEMO_CHUNKS_MANIFEST}`);
  }
  return path.join(OUT, '_next', file);
}

/**
 * Demos a page shows (its `data-demo` sections), each as the module of its default styling: the chunk a reader with
 * default preferences downloads when the demo nears the viewport. Other styling variants are not counted.
 */
function pageDemos(html: string): string[] {
  const names = new Set([...html.matchAll(/data-demo="([^"]+)"/g)].map((match) => match[1]));
  const modulePaths = new Set([...html.matchAll(/"modulePath":"([^"]+)"/g)].map((match) => match[1]));
  return [...modulePaths].filter((modulePath): modulePath is string => names.has(modulePath!.split('/').pop()));
}

const rows = listHtmlFiles(OUT)
  .map((file) => {
    const html = fs.readFileSync(file, 'utf8');
    const firstLoad = firstLoadJs(OUT, html);
    const demos = pageDemos(html);
    const demoKb = demos.reduce((sum, modulePath) => sum + gzipKbOf(demoChunkFile(modulePath)), 0);
    return { route: routeOf(file), scripts: firstLoad.files, kb: firstLoad.kb, demos: demos.length, demoKb };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

// The per-route table runs to thousands of lines; --lighthouse-only keeps the measured pages' lines below.
if (!LIGHTHOUSE_ONLY) {
  console.log(
    'First-load JavaScript per route (gzip, level 9); then the demos the route shows and the size of their own chunks,',
  );
  console.log(
    'downloaded on demand (the libraries they share, such as the grid, are separate chunks and not counted)\n',
  );
  console.log(
    `${'route'.padEnd(48)} ${'files'.padStart(5)} ${'KB'.padStart(8)} ${'demos'.padStart(6)} ${'demo KB'.padStart(8)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(48)} ${String(row.scripts).padStart(5)} ${row.kb.toFixed(1).padStart(8)} ${String(row.demos).padStart(6)} ${row.demoKb.toFixed(1).padStart(8)}`,
    );
  }
}

const contentPages = rows.filter((row) => /^\/(zh\/)?x\/introduction\//.test(row.route));
const heaviest = contentPages.reduce((max, row) => (row.kb > max.kb ? row : max), { kb: 0, route: '-' });
const failures: string[] = [];
if (heaviest.kb > BUDGETS_KB.contentPage) {
  failures.push(`content page ${heaviest.route}: ${heaviest.kb.toFixed(1)} KB > ${BUDGETS_KB.contentPage} KB`);
}

console.log('');
console.log(`Build time: ${(stamp.buildMs / 1000).toFixed(1)} s`);
if (apiGeneration) {
  console.log(
    `API generation (all packages, forced): ${apiGeneration.seconds.toFixed(1)} s for ${apiGeneration.pages} pages (${apiGeneration.perProduct})`,
  );
}
console.log(
  `Heaviest plain content page: ${heaviest.route} ${heaviest.kb.toFixed(1)} KB (budget ${BUDGETS_KB.contentPage} KB)`,
);
const manifests = readRouteManifests(fs.readFileSync(path.join(OUT, INSTALLATION_PAGE, 'index.html'), 'utf8'));
const manifestsKb = manifests.reduce((sum, src) => sum + gzipKbOf(path.join(OUT, src)), 0);
console.log(
  `Next's route manifests, outside the scripts that hydrate the page and not counted above (${manifests.length} files, fetched unordered when the router first asks, usually to prefetch the links in view): ${manifestsKb.toFixed(1)} KB`,
);
/** Search index sizes and relevance of the built index, with their budgets. */
function reportSearch() {
  const search = measureSearch(OUT);
  console.log(
    search.codeKb === null
      ? 'Search code (dialog and engine, on first use): unknown, no .next/react-loadable-manifest.json (out/ was built elsewhere): first queries below leave it out'
      : `Search code (dialog and engine, on first use): ${search.codeKb.toFixed(1)} KB`,
  );
  for (const row of search.perLanguage) {
    const firstQuery = `${search.codeKb === null ? 'at least ' : ''}${row.firstQueryKb.toFixed(1)} KB`;
    console.log(
      `Search index ${row.language}: pages ${row.pagesKb.toFixed(1)} KB, ${row.excerptFiles} excerpt files (largest ${row.largestExcerptKb.toFixed(1)} KB); first query ${firstQuery} (budget ${BUDGETS_KB.firstSearchQuery} KB)`,
    );
    if (row.firstQueryKb > BUDGETS_KB.firstSearchQuery) {
      failures.push(`first search query (${row.language}): ${firstQuery} > ${BUDGETS_KB.firstSearchQuery} KB`);
    }
  }
  console.log(`Search API reference (loaded after the first results): ${search.apiKb.toFixed(1)} KB`);
  console.log(
    `Search relevance: top-3 hit rate ${(search.relevance.hitRate * 100).toFixed(1)} %, top-1 ${(search.relevance.topOneRate * 100).toFixed(1)} % over ${search.queries} queries (budget top-3 ≥ ${MIN_SEARCH_HIT_RATE * 100} %), median query ${search.relevance.medianMs.toFixed(2)} ms`,
  );
  for (const miss of search.relevance.misses) {
    console.log(`  missed: "${miss.query}" (${miss.language}) → ${miss.top3.join(', ') || 'no result'}`);
  }
  if (search.relevance.hitRate < MIN_SEARCH_HIT_RATE) {
    failures.push(
      `search top-3 hit rate ${(search.relevance.hitRate * 100).toFixed(1)} % < ${MIN_SEARCH_HIT_RATE * 100} %`,
    );
  }
}
if (!LIGHTHOUSE_ONLY) {
  reportSearch();
}

/** Targets of the issue this run misses; a target the framework floor misses too is said so at the end. */
const missedTargets: Miss[] = [];
console.log(`\nTargets (scripts/bench/targets.ts) for the measured pages`);
for (const { kind, route } of MEASURED_PAGES) {
  const row = rows.find((candidate) => candidate.route === route);
  if (!row) {
    throw new Error(`The measured page ${route} is not in ${OUT}/: update scripts/bench/measuredPages.ts or rebuild.`);
  }
  console.log(`First-load JS, ${kind} page ${route}: ${row.kb.toFixed(1)} KB (target ${TARGETS.firstLoadKb} KB)`);
  if (row.kb > TARGETS.firstLoadKb) {
    missedTargets.push({
      target: 'firstLoadKb',
      text: `${kind} page ${route}: first-load JS ${row.kb.toFixed(1)} KB > ${TARGETS.firstLoadKb} KB`,
    });
  }
}
const installationKb = fs.statSync(path.join(OUT, INSTALLATION_PAGE, 'index.html')).size / 1024;
console.log(
  `HTML of ${INSTALLATION_PAGE}: ${installationKb.toFixed(1)} KB raw (target ${TARGETS.installationHtmlKb} KB)`,
);
if (installationKb > TARGETS.installationHtmlKb) {
  missedTargets.push({
    target: 'installationHtmlKb',
    text: `HTML of ${INSTALLATION_PAGE}: ${installationKb.toFixed(1)} KB > ${TARGETS.installationHtmlKb} KB`,
  });
}

void measureInBrowsers().then((lighthouse) => report(lighthouse));

/** The Chromium figures (navigation, search, first interaction, live edit) and Lighthouse, against the built site. */
async function measureInBrowsers() {
  const server = await startStaticServer(OUT);
  let lighthouse: Awaited<ReturnType<typeof benchLighthouse>> | null = null;
  try {
    if (!LIGHTHOUSE_ONLY) {
      const chromium = await benchInChromium(server.url, OUT);
      failures.push(...chromium.failures);
      missedTargets.push(...chromium.misses);
    }
    if (!process.argv.includes('--no-lighthouse')) {
      lighthouse = await benchLighthouse(process.cwd(), OUT, server.url, {
        floor: !process.argv.includes('--no-floor'),
      });
    }
  } finally {
    await server.stop();
  }
  return lighthouse;
}

/** Adds the browsers' misses to the budget failures, prints them and sets the exit code. */
function report(lighthouse: Awaited<ReturnType<typeof benchLighthouse>> | null) {
  for (const { kind, route, miss } of lighthouse?.misses ?? []) {
    missedTargets.push({ target: miss.target, text: `${kind} page ${route}: ${miss.text}` });
  }
  for (const { target, text } of missedTargets) {
    failures.push(lighthouse?.floorMisses.has(target) ? `${text} (the framework floor misses it too)` : text);
  }
  if (failures.length > 0) {
    console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nAll budgets met.');
}
