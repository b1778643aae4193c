import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { readStamp } from './buildStamp.mjs';
import { runLighthouse } from './bench/lighthouse.mjs';
import { listHtmlFiles } from './listHtmlFiles.mjs';
import { demoChunkName } from '../src/content/demo/demoChunkName.ts';
import { measureSearch } from './bench/measureSearch.ts';
import { measureSearchInBrowser } from './bench/measureSearchInBrowser.ts';

/**
 * Performance figures: build time, first-load JavaScript per route (gzip) and the demo chunks each route downloads
 * on demand, checked against the budgets below. Run with tsx (`npm run bench`): it shares the demo chunk naming.
 * `npm run bench` rebuilds first so the build time is real; `--no-build` measures the existing out/.
 */
const BUDGETS_KB = {
  /** A plain content page: shell, Markdown and code blocks, no demos. */
  contentPage: 200,
  /** What the first search downloads: search code, the page index and one excerpt file. */
  firstSearchQuery: 100,
};
/** Median time from a keystroke in the search dialog to its results on screen, in Chromium. */
const SEARCH_RESULTS_MS = 50;
/** Share of the relevance set (src/search/relevanceSet.json) answered in the first three results. */
const MIN_SEARCH_HIT_RATE = 0.9;
const OUT = 'out';

// Every route shares most of its scripts: each file is compressed once.
const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) {
    gzipSizes.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  }
  return gzipSizes.get(file);
}

/** Scripts a modern browser loads before the route is interactive: every <script src> except `nomodule` polyfills. */
function firstLoadScripts(html) {
  return [...html.matchAll(/<script([^>]*)>/g)]
    .filter((match) => !/\snomodule/i.test(match[1]))
    .map((match) => /\ssrc="([^"]+\.js)"/.exec(match[1])?.[1])
    .filter(Boolean);
}

function routeOf(htmlFile) {
  const relative = path.relative(OUT, htmlFile).split(path.sep).join('/');
  return `/${relative.replace(/index\.html$/, '').replace(/\.html$/, '')}`;
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('node', ['scripts/build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
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
  const perProduct = Object.entries(index.reduce((counts, entry) => ({ ...counts, [entry.product]: (counts[entry.product] ?? 0) + 1 }), {}))
    .map(([product, count]) => `${product} ${count}`)
    .join(', ');
  return { seconds: (Date.now() - started) / 1000, pages: index.length, perProduct };
}

const apiGeneration = process.argv.includes('--no-api') ? null : measureApiGeneration();
const stamp = readStamp();
const CHUNKS_DIR = path.join(OUT, '_next', 'static', 'chunks');
const chunkFiles = fs.readdirSync(CHUNKS_DIR);

/** The built chunk of a demo (`demo-<path>.<hash>.js`); a demo without one is a build error worth failing on. */
function demoChunkFile(modulePath) {
  const name = demoChunkName(modulePath);
  const file = chunkFiles.find((candidate) => candidate.startsWith(`${name}.`));
  if (!file) {
    throw new Error(`No chunk ${name}.*.js for the demo ${modulePath}`);
  }
  return path.join(CHUNKS_DIR, file);
}

/**
 * Demos a page shows (its `data-demo` sections), each as the module of its default styling: the chunk a reader with
 * default preferences downloads when the demo nears the viewport. Other styling variants are not counted.
 */
function pageDemos(html) {
  const names = new Set([...html.matchAll(/data-demo="([^"]+)"/g)].map((match) => match[1]));
  const modulePaths = new Set([...html.matchAll(/"modulePath":"([^"]+)"/g)].map((match) => match[1]));
  return [...modulePaths].filter((modulePath) => names.has(modulePath.split('/').pop()));
}

const rows = listHtmlFiles(OUT)
  .map((file) => {
    const html = fs.readFileSync(file, 'utf8');
    const scripts = firstLoadScripts(html);
    const bytes = scripts.reduce((sum, src) => sum + gzipSize(path.join(OUT, decodeURIComponent(src))), 0);
    const demos = pageDemos(html);
    const demoBytes = demos.reduce((sum, modulePath) => sum + gzipSize(demoChunkFile(modulePath)), 0);
    return { route: routeOf(file), scripts: scripts.length, kb: bytes / 1024, demos: demos.length, demoKb: demoBytes / 1024 };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

console.log('First-load JavaScript per route (gzip, level 9); then the demos the route shows and the size of their own chunks,');
console.log('downloaded on demand (the libraries they share, such as the grid, are separate chunks and not counted)\n');
console.log(`${'route'.padEnd(48)} ${'files'.padStart(5)} ${'KB'.padStart(8)} ${'demos'.padStart(6)} ${'demo KB'.padStart(8)}`);
for (const row of rows) {
  console.log(
    `${row.route.padEnd(48)} ${String(row.scripts).padStart(5)} ${row.kb.toFixed(1).padStart(8)} ${String(row.demos).padStart(6)} ${row.demoKb.toFixed(1).padStart(8)}`,
  );
}

const contentPages = rows.filter((row) => /^\/(zh\/)?x\/introduction\//.test(row.route));
const heaviest = contentPages.reduce((max, row) => (row.kb > max.kb ? row : max), { kb: 0, route: '-' });
const failures = [];
if (heaviest.kb > BUDGETS_KB.contentPage) {
  failures.push(`content page ${heaviest.route}: ${heaviest.kb.toFixed(1)} KB > ${BUDGETS_KB.contentPage} KB`);
}

console.log('');
console.log(`Build time: ${stamp ? `${(stamp.buildMs / 1000).toFixed(1)} s` : 'unknown (no build stamp)'}`);
if (apiGeneration) {
  console.log(`API generation (all packages, forced): ${apiGeneration.seconds.toFixed(1)} s for ${apiGeneration.pages} pages (${apiGeneration.perProduct})`);
}
console.log(`Heaviest plain content page: ${heaviest.route} ${heaviest.kb.toFixed(1)} KB (budget ${BUDGETS_KB.contentPage} KB)`);
const search = measureSearch(OUT);
console.log(`Search code (dialog and engine, on first use): ${search.codeKb.toFixed(1)} KB`);
for (const row of search.perLanguage) {
  console.log(
    `Search index ${row.language}: pages ${row.pagesKb.toFixed(1)} KB, ${row.excerptFiles} excerpt files (largest ${row.largestExcerptKb.toFixed(1)} KB); first query ${row.firstQueryKb.toFixed(1)} KB (budget ${BUDGETS_KB.firstSearchQuery} KB)`,
  );
  if (row.firstQueryKb > BUDGETS_KB.firstSearchQuery) {
    failures.push(`first search query (${row.language}): ${row.firstQueryKb.toFixed(1)} KB > ${BUDGETS_KB.firstSearchQuery} KB`);
  }
}
console.log(`Search API reference (loaded after the first results): ${search.apiKb.toFixed(1)} KB`);
console.log(
  `Search relevance: top-3 hit rate ${(search.relevance.hitRate * 100).toFixed(1)} % over ${search.queries} queries, median query ${search.relevance.medianMs.toFixed(2)} ms`,
);
for (const miss of search.relevance.misses) {
  console.log(`  missed: "${miss.query}" (${miss.language}) → ${miss.top3.join(', ') || 'no result'}`);
}
if (search.relevance.hitRate < MIN_SEARCH_HIT_RATE) {
  failures.push(`search top-3 hit rate ${(search.relevance.hitRate * 100).toFixed(1)} % < ${MIN_SEARCH_HIT_RATE * 100} %`);
}
const searchInBrowser = await measureSearchInBrowser(OUT);
if (searchInBrowser) {
  console.log(
    `Search in Chromium, keystroke to results shown: median ${searchInBrowser.medianMs.toFixed(1)} ms, slowest ${searchInBrowser.maxMs.toFixed(1)} ms over ${searchInBrowser.queries} queries (budget ${SEARCH_RESULTS_MS} ms median)`,
  );
  if (searchInBrowser.medianMs > SEARCH_RESULTS_MS) {
    failures.push(`search results ${searchInBrowser.medianMs.toFixed(1)} ms after a keystroke > ${SEARCH_RESULTS_MS} ms`);
  }
} else {
  console.log('Search in Chromium: skipped (no Chromium at /usr/bin/chromium or CHROME_PATH).');
}
if (!process.argv.includes('--no-lighthouse')) {
  await runLighthouse();
}
if (failures.length > 0) {
  console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
