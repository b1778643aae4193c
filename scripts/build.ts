/**
 * `npm run build`: the static site in out/ (the e2e run's in a folder of its own: scripts/siteDirectory.ts), as an
 * ordered list of named steps. Each prints a one-line report and its duration; the first to throw stops the build
 * (exit code 1) with its message, and no stamp is written.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENVIRONMENT } from '@/config/environment';
import { formatSeconds, runBuildSteps, type BuildContext, type BuildStep } from '@/server/pipeline/buildStep';
import { generateApiReference } from './api/generateApi';
import { buildIdOf, computeInputHash, getEnvironmentKey, stampPath } from './buildStamp';
import { writeContentRevision } from './devServer/contentRevision';
import { generateDemoRoutes } from './generateDemoRoutes';
import { writeIconStylesheet } from './generateIcons';
import { writeThemeCss } from './generateThemeCss';
import { siteDirectory } from './siteDirectory';

// The steps after the generators import their modules when they run: those modules read the generated files, which a
// fresh clone has only once the first steps wrote them (scripts/startup/staticImports.test.ts keeps it so).
const STEPS: BuildStep[] = [
  // Generated sources the bundles import, each skipped or left untouched when current.
  { name: 'API reference from the packages’ type declarations', run: () => generateApiReference({ force: false }) },
  { name: 'Default theme stylesheet', run: writeThemeCss },
  { name: 'Plain icons’ stylesheet', run: writeIconStylesheet },
  { name: 'A route per page with demos', run: () => `${generateDemoRoutes()} pages with demos` },
  {
    name: 'Content revision (a constant outside npm run dev)',
    run: () => {
      writeContentRevision(0);
      return 'revision 0';
    },
  },
  {
    name: 'next build (static export); beside it the Markdown twins, llms.txt, sitemap.xml, robots.txt and search index, staged',
    run: async (context) =>
      (await import('@/server/pipeline/steps/sourceOutputs')).runNextBuildWithSourceOutputs(context),
  },
  // Post-conditions: every page's __NEXT_DATA__ holds no static HTML, navigation HTML or demo sources; every page
  // but the live-edit runner lists its scripts for the loader and loads none itself; the loader's hash is collected.
  {
    name: 'The integrations module (analytics, ad slot, service worker registration), without React',
    run: async (context) =>
      (await import('@/server/pipeline/steps/writeIntegrationsBundle')).writeIntegrationsBundle(context),
  },
  {
    name: 'The navigation sections’ contents, for the integrations module to fill a section opened without React',
    run: async (context) =>
      (await import('@/server/pipeline/steps/writeNavigationSections')).writeNavigationSections(context),
  },
  {
    name: 'Rewrite the pages (read once, written once)',
    run: async (context) => (await import('@/server/pipeline/steps/rewritePages')).rewritePages(context),
  },
  {
    name: 'Strip the page data (_next/data) and write demos.json',
    run: async ({ outDir }) => {
      const { stripPageDataFiles } = await import('@/server/pipeline/stripPageDataFiles');
      const { files, savedBytes } = stripPageDataFiles(outDir);
      return `${files} files, ${(savedBytes / 1024 / 1024).toFixed(1)} MB removed; none keeps the navigation or demo sources`;
    },
  },
  {
    name: 'Service worker',
    run: async (context) =>
      (await import('@/server/pipeline/steps/writeServiceWorkerStep')).writeServiceWorkerStep(context),
  },
  // Before the link check, which follows the pages' "View as Markdown" links to the twins.
  {
    name: 'Copy the staged twins, llms.txt, sitemap.xml, robots.txt and search index into the export',
    run: async (context) => (await import('@/server/pipeline/steps/sourceOutputs')).copyStagedOutputs(context),
  },
  {
    name: 'Internal links and anchors',
    run: async ({ pages, outDir }) => {
      const { checkLinks } = await import('@/server/pipeline/links/checkLinks');
      const links = checkLinks(pages, outDir);
      if (links.problems.length > 0) {
        throw new Error(`Broken internal links (${links.problems.length}):\n- ${links.problems.join('\n- ')}`);
      }
      return `${links.pageCount} pages, every internal link and anchor resolves`;
    },
  },
  {
    name: 'MCP server pack',
    run: async ({ outDir }) => (await import('../mcp/scripts/pack')).packMcpServer(outDir),
  },
  {
    name: 'Security and cache headers',
    run: async (context) => (await import('@/server/pipeline/steps/writeHeaderFiles')).writeHeaderFiles(context),
  },
  // Last: a page written after it would have a stale copy, which the server would not send.
  {
    name: 'A Brotli copy of each page (quality 11), sent by the site’s server',
    run: async (context) => (await import('@/server/pipeline/steps/precompressPages')).precompressPages(context),
  },
];

const environmentKey = getEnvironmentKey();
const inputHash = computeInputHash(process.cwd(), environmentKey);
const context: BuildContext = {
  outDir: siteDirectory(),
  stagingDir: fs.mkdtempSync(path.join(os.tmpdir(), 'mui-x-docs-staged-')),
  // Differs whenever an input or a NEXT_PUBLIC_ setting differs: the same id names the same site.
  buildId: buildIdOf(inputHash),
  environment: ENVIRONMENT,
  pages: [],
  scriptHashes: [],
};
/** Runs the steps; the stamp goes first and comes back last: a failed build never leaves one that vouches for it. */
async function build(): Promise<void> {
  fs.rmSync(stampPath(context.outDir), { force: true });
  const buildMs = await runBuildSteps(STEPS, context).finally(() =>
    fs.rmSync(context.stagingDir, { recursive: true, force: true }),
  );
  fs.writeFileSync(stampPath(context.outDir), JSON.stringify({ inputHash, environmentKey, buildMs }));
  console.log(`Static site built in ${formatSeconds(buildMs)} → ${path.join(context.outDir, '')}/`);
}

build().catch((error: unknown) => {
  console.error(`Build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
