import { findNextScriptTags, removeDeferredScripts } from '@/server/nextExport/nextExportFormat';
import type { HtmlPage, HtmlTransform } from '../htmlPage';

/** The id of the JSON list of a page's scripts, which the loader reads. */
export const PAGE_SCRIPTS_ID = '__DOCS_SCRIPTS__';

/**
 * The live-edit runner has nothing to paint before its scripts run, and, as a cross-origin frame, may get no
 * animation frames while off screen: its scripts load as Next writes them.
 */
export const RUNNER_PAGE = 'x/demo-runner/index.html';

/**
 * The loader, the same on every page so the Content-Security-Policy allows it by one hash. It adds the page's
 * scripts in their order once the browser reports the first contentful paint (buffered: the paint may come before
 * the loader runs). A page with nothing to paint before its scripts run (the playground) gets them after ten
 * animation frames without that report: frames, not timers, so a background tab waits until it is shown, and the
 * first-paint report, which tests that fake the clock (and frames) still receive, always comes first on a page with
 * content. A browser without paint timing loads the scripts at once.
 */
export const SCRIPT_LOADER =
  '(function(){var done=false;function load(){if(done){return;}done=true;' +
  `var list=JSON.parse(document.getElementById('${PAGE_SCRIPTS_ID}').textContent);` +
  "list.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s);});}" +
  "var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;if(!types||types.indexOf('paint')<0){load();return;}" +
  "new PerformanceObserver(function(entries,observer){if(entries.getEntriesByName('first-contentful-paint').length){observer.disconnect();load();}})" +
  ".observe({type:'paint',buffered:true});" +
  'var frames=0;function frame(){if(done){return;}frames+=1;if(frames>=10){load();}else{requestAnimationFrame(frame);}}' +
  'requestAnimationFrame(frame);})();';

/**
 * A page whose scripts load after its first paint. With `defer`, the browser fetches Next's scripts at once and
 * may run them before it paints: on a slow phone the page's text then waits for the framework. Listed as data and
 * added by the loader, they start once the page is on screen; hydration follows as before.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  if (html.includes(`<script id="${PAGE_SCRIPTS_ID}"`)) {
    return html;
  }
  const { html: withoutScripts, sources } = removeDeferredScripts(html);
  if (sources.length === 0 || !withoutScripts.includes('</body>')) {
    return html;
  }
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  const tail = `<script id="${PAGE_SCRIPTS_ID}" type="application/json">${list}</script><script>${SCRIPT_LOADER}</script>`;
  return withoutScripts.replace('</body>', `${tail}</body>`);
}

/** The scripts a page rewritten by loadScriptsAfterFirstPaint lists for its loader, in order; none for another page. */
export function readListedScripts(html: string): string[] {
  const listed = new RegExp(`<script id="${PAGE_SCRIPTS_ID}" type="application/json">([^<]*)</script>`).exec(html);
  return listed ? (JSON.parse(listed[1]!) as string[]) : [];
}

/** Post-condition: the page lists its scripts for the loader and loads none of Next's itself. */
export function findScriptsAfterFirstPaintProblems(html: string): string[] {
  const problems = readListedScripts(html).length === 0 ? ['lists no scripts for the after-first-paint loader'] : [];
  return [...problems, ...findNextScriptTags(html).map((tag) => `still loads ${tag} itself`)];
}

export const scriptsAfterFirstPaint: HtmlTransform = {
  name: 'scripts after first paint',
  appliesTo: (page: HtmlPage) => page.path !== RUNNER_PAGE,
  apply: loadScriptsAfterFirstPaint,
  check: findScriptsAfterFirstPaintProblems,
};
