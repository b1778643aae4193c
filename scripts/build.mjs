import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { computeInputHash, STAMP_PATH } from './buildStamp.mjs';
import { toHeadersFile, toServeJson } from './cacheHeaders.mjs';
import { listHtmlFiles } from './listHtmlFiles.mjs';
import {
  buildContentSecurityPolicy,
  buildRunnerContentSecurityPolicy,
  extractInlineScripts,
  hashInlineScript,
  securityHeaders,
} from './securityHeaders.mjs';
import { getEnvironmentKey } from './ensureBuild.mjs';
import { checkLinks } from './links/checkLinks.mjs';
import { loadScriptsAfterFirstPaintIn } from './scriptsAfterFirstPaint.mjs';
import { stripStaticProps } from './stripStaticProps.mjs';
import { verifyRewritesIn } from './verifyRewrites.ts';

// The live-edit runner has nothing to paint before its scripts run, and, as a cross-origin frame, may get no
// animation frames while off screen: its scripts load as Next writes them.
const RUNNER_HTML = path.join('x', 'demo-runner', 'index.html');

/** Builds the static site into out/, writes the cache-header files and a stamp of the inputs it was built from. */
const environmentKey = getEnvironmentKey();
const started = Date.now();
// The stamp goes first and comes back last: an interrupted or failed build never leaves a stamp that vouches for it.
fs.rmSync(STAMP_PATH, { force: true });
// API pages are generated from the installed packages' type declarations; skipped when they are current.
const api = spawnSync('npx', ['tsx', 'scripts/api/generateApi.ts'], { stdio: 'inherit' });
if (api.status !== 0) {
  process.exit(api.status ?? 1);
}
// The default theme's stylesheet and the plain icons' paths, read from Material UI before the bundles need them.
// Then a route for each page with demos (only its demos in its module graph) and the content revision the guide
// route imports (a constant outside `npm run dev`).
for (const script of [
  'scripts/generateThemeCss.ts',
  'scripts/generateIcons.ts',
  'scripts/generateDemoRoutes.ts',
  'scripts/devServer/contentRevision.ts',
]) {
  const generated = spawnSync('npx', ['tsx', script], { stdio: 'inherit' });
  if (generated.status !== 0) {
    process.exit(generated.status ?? 1);
  }
}
const result = spawnSync('npx', ['next', 'build'], {
  stdio: 'inherit', // The lockfile lists only this platform's SWC binary; Next would otherwise try (offline) to add the others.
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' },
});
if (result.status !== 0) {
  process.exit(result.status ?? 1);
}
// Static HTML (the body, the navigation) reaches the browser once, in the page's HTML, not again in its page data.
const strippedBytes = stripStaticProps('out');
console.log(
  `Page data: ${(strippedBytes / 1024 / 1024).toFixed(1)} MB of static HTML removed from __NEXT_DATA__ and _next/data.`,
);
// Pages paint before their scripts load: Next's deferred scripts become a list that a small loader adds once the first
// contentful paint is reported (before the policy's hashes are computed, which then include that loader).
const delayed = loadScriptsAfterFirstPaintIn('out', [RUNNER_HTML]);
console.log(`Scripts after first paint: ${delayed} pages.`);
// Both rewrites match Next's output by its format: a page either rewritten must show it, or the build stops naming it.
const rewriteProblems = verifyRewritesIn('out', [RUNNER_HTML]);
if (rewriteProblems.length > 0) {
  console.error(
    `Pages the rewrites of Next's output missed (${rewriteProblems.length}):\n- ${rewriteProblems.join('\n- ')}`,
  );
  process.exit(1);
}
// The offline service worker precaches this build's shell: written from out/ and Next's build manifest.
const serviceWorker = spawnSync('npx', ['tsx', 'scripts/generateServiceWorker.ts'], { stdio: 'inherit' });
if (serviceWorker.status !== 0) {
  process.exit(serviceWorker.status ?? 1);
}
// Markdown twins of every page, llms.txt, llms-full.txt, sitemap.xml and robots.txt, from the same sources as the
// pages; written before the link check, which follows the pages' "View as Markdown" links to them.
const machineReadable = spawnSync('npx', ['tsx', 'scripts/generateMachineReadable.ts'], { stdio: 'inherit' });
if (machineReadable.status !== 0) {
  process.exit(machineReadable.status ?? 1);
}
const links = checkLinks('out');
if (links.problems.length > 0) {
  console.error(`Broken internal links (${links.problems.length}):\n- ${links.problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Links checked: ${links.pageCount} pages, every internal link and anchor resolves.`);
// The search index is built from the same content and API reference, into out/x/search/<buildId>/.
const search = spawnSync('npx', ['tsx', 'scripts/generateSearchIndex.ts'], { stdio: 'inherit' });
if (search.status !== 0) {
  process.exit(search.status ?? 1);
}
// The MCP server (mcp/) answers from this build: its data folder is packed from out/ and the server bundled.
const mcp = spawnSync('npx', ['tsx', 'mcp/scripts/pack.ts'], { stdio: 'inherit' });
if (mcp.status !== 0) {
  fs.rmSync(STAMP_PATH, { force: true });
  process.exit(mcp.status ?? 1);
}
// The policy allows exactly the inline scripts this build emitted, by hash (the no-flash head script…).
const scriptHashes = new Set(
  listHtmlFiles('out').flatMap((file) => extractInlineScripts(fs.readFileSync(file, 'utf8')).map(hashInlineScript)),
);
const headers = securityHeaders(
  buildContentSecurityPolicy({ scriptHashes: [...scriptHashes], environment: process.env }),
);
// The live-edit runner's page gets a policy of its own (evaluation allowed, sandboxed, this site only).
const runnerHeaders = securityHeaders(buildRunnerContentSecurityPolicy({ scriptHashes: [...scriptHashes] }));
console.log(`Content-Security-Policy: ${scriptHashes.size} inline script hash(es).`);
fs.writeFileSync(path.join('out', 'serve.json'), `${JSON.stringify(toServeJson(headers, runnerHeaders), null, 2)}\n`);
fs.writeFileSync(path.join('out', '_headers'), toHeadersFile(headers, runnerHeaders));
const buildMs = Date.now() - started;
fs.writeFileSync(
  STAMP_PATH,
  JSON.stringify({ inputHash: computeInputHash(process.cwd(), environmentKey), environmentKey, buildMs }),
);
console.log(`Static site built in ${(buildMs / 1000).toFixed(1)} s → out/`);
