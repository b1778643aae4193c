import { INTEGRATIONS_ATTRIBUTE, ON_NEED_ATTRIBUTE, PAGE_SCRIPTS_ID, ROUTE_MANIFESTS_ID } from '@/boot/scriptLoader';
import { findNextScriptTags, isRouteManifest, removeDeferredScripts } from '@/server/nextExport/nextExportFormat';
import type { HtmlPage, HtmlTransform } from '../htmlPage';
import { integrationsBundleUrl } from '../integrationsBundleUrl';

/**
 * The live-edit runner has nothing to paint before its scripts run, and, as a cross-origin frame, may get no
 * animation frames while off screen: its scripts load as Next writes them.
 */
export const RUNNER_PAGE = 'x/demo-runner/index.html';

/**
 * A page of the guide (the text pages' route, or a page's own route when it has demos, `/x/<section>/<page>`) or of
 * the API reference: what a reader touches at once works without React there (src/shellControls), so its scripts
 * wait for a need, a demo on screen among them. Product home pages, the playground and the offline page do not.
 */
export function startsOnNeed(html: string): boolean {
  const page = /"page":"([^"]*)"/.exec(html)?.[1] ?? '';
  return /^\/(zh\/)?x\/(\[\.\.\.slug\]|api\/|[a-z-]+\/[a-z0-9-]+$)/.test(page);
}

/**
 * A page whose scripts load after its first paint. With `defer`, the browser fetches Next's scripts at once and
 * may run them before it paints: on a slow phone the page's text then waits for the framework. Listed as data and
 * added by the loader (src/boot/scriptLoader.ts, in the head's script), they start once the page is on screen, or on
 * a need; hydration follows as before.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  if (html.includes(`<script id="${PAGE_SCRIPTS_ID}"`)) {
    return html;
  }
  const { html: withoutScripts, sources } = removeDeferredScripts(html);
  if (sources.length === 0 || !withoutScripts.includes('</body>')) {
    return html;
  }
  const json = (id: string, list: string[]) =>
    `<script id="${id}" type="application/json">${JSON.stringify(list).replace(/</g, '\\u003c')}</script>`;
  const pageScripts = json(
    PAGE_SCRIPTS_ID,
    sources.filter((src) => !isRouteManifest(src)),
  );
  const buildId = /"buildId":"([^"]+)"/.exec(html)?.[1];
  const attributes = [
    ...(buildId ? [`${INTEGRATIONS_ATTRIBUTE}="${integrationsBundleUrl(buildId)}"`] : []),
    ...(startsOnNeed(html) ? [ON_NEED_ATTRIBUTE] : []),
  ];
  const tail =
    pageScripts.replace('type="application/json"', ['type="application/json"', ...attributes].join(' ')) +
    json(ROUTE_MANIFESTS_ID, sources.filter(isRouteManifest));
  return withoutScripts.replace('</body>', `${tail}</body>`);
}

function readList(html: string, id: string): string[] {
  const listed = new RegExp(`<script id="${id}" type="application/json"[^>]*>([^<]*)</script>`).exec(html);
  return listed ? (JSON.parse(listed[1]!) as string[]) : [];
}

/** The scripts a page rewritten by loadScriptsAfterFirstPaint lists for its loader, in order; none for another page. */
export function readListedScripts(html: string): string[] {
  return readList(html, PAGE_SCRIPTS_ID);
}

/** The route manifests a rewritten page leaves for the loader to add when the router needs them. */
export function readRouteManifests(html: string): string[] {
  return readList(html, ROUTE_MANIFESTS_ID);
}

/**
 * Post-condition: the page lists its scripts and Next's two route manifests for the loader, and loads none of Next's
 * scripts itself. A manifest not recognised would load up front with the page's scripts, unnoticed.
 */
export function findScriptsAfterFirstPaintProblems(html: string): string[] {
  const problems = readListedScripts(html).length === 0 ? ['lists no scripts for the after-first-paint loader'] : [];
  const manifests = readRouteManifests(html).length;
  if (manifests !== 2) {
    problems.push(
      `lists ${manifests} route manifests for the loader, not Next's _buildManifest.js and _ssgManifest.js`,
    );
  }
  return [...problems, ...findNextScriptTags(html).map((tag) => `still loads ${tag} itself`)];
}

export const scriptsAfterFirstPaint: HtmlTransform = {
  name: 'scripts after first paint',
  appliesTo: (page: HtmlPage) => page.path !== RUNNER_PAGE,
  apply: loadScriptsAfterFirstPaint,
  check: findScriptsAfterFirstPaintProblems,
};
