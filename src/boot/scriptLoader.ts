import { BUILD_MANIFEST_CALLBACK } from '@/server/nextExport/nextExportFormat';
import { SETTINGS_DRAWER_FILE } from '@/settings/settingsBundleFiles';
import { BOOT_KEY } from '@/shellControls/installShellControls';

/** The id of the JSON list of a page's scripts, which the loader reads. */
export const PAGE_SCRIPTS_ID = '__DOCS_SCRIPTS__';

/** The id of the JSON list of Next's route manifests, which the loader adds when the router first needs them. */
export const ROUTE_MANIFESTS_ID = '__DOCS_ROUTE_MANIFESTS__';

/** Set on a guide or API page's list: its scripts wait for a first need instead of the first paint (decisions 0025, 0029). */
export const ON_NEED_ATTRIBUTE = 'data-on-need';

/** The URL of the React-free integrations module (src/integrations/startIntegrations.ts), on the page's list. */
export const INTEGRATIONS_ATTRIBUTE = 'data-integrations';

/**
 * What needs React on a text page, pointed at or focused: any button but the ones the shell's script answers (the
 * menu, settings, Copy) and the settings drawer's controls (src/settings/), a form field. The early-input script adds a press it keeps (src/earlyInput/captureEarlyInput.ts). A
 * navigation section the build left empty does not: the integrations module fills it (fillNavigationSections).
 */
export const NEEDS_REACT_SELECTOR =
  'button:not(.app-bar-menu,.app-bar-settings,[data-copy-code],.settings-drawer *),input:not(.settings-drawer *),select,textarea';

/**
 * A demo on screen needs React too: on a page of the guide, the loader starts the page's scripts once any part of a
 * demo's server markup is in the viewport (at the first paint, or when the reader scrolls to it), not for a demo
 * still below the fold. Once React runs, a demo loads when it comes within 400 px (`useNearViewport`).
 */
export const DEMO_SELECTOR = '[data-demo]';

/**
 * The loader, part of the head's one inline script (src/boot/headScript.ts), the same on every page so that the
 * Content-Security-Policy allows it by the same hash. Run from the head, it reads the page's lists once the document
 * is parsed (a boot asked for before then, by an early press, happens at that point). It adds the page's scripts in
 * their order once the browser reports the first contentful paint (buffered: the paint may come before the document
 * is parsed). A page with nothing to paint before its scripts run (the playground) gets them after ten
 * animation frames without that report: frames, not timers, so a background tab waits until it is shown, and the
 * first-paint report, which tests that fake the clock (and frames) still receive, always comes first on a page with
 * content. A browser without paint timing loads the scripts at once. At the first paint it adds the settings drawer's
 * module (SETTINGS_DRAWER_FILE), a control a reader may press at once. Once the page has both painted and loaded, it adds
 * the React-free integrations module named by the list's `data-integrations` (analytics, the ad slot, the worker), on
 * every page, text pages included: none of it is needed for the first paint or a first interaction, and, after the
 * load event, it delays neither (on a page that starts React at once, React's scripts are part of that load).
 *
 * Next's route manifests list every route of the site (about 9 KB compressed with a route per page), and the
 * router reads them only to prefetch or navigate. They are not part of the ordered chain that hydrates the page:
 * they load, unordered, when the router first asks for them (it sets its manifest callback, which the setter below
 * notices; in practice when it prefetches the links in view), or once the page is idle after its load event and its
 * scripts have started: on a busy machine the load event can come before the first paint, and a manifest requested
 * then would be the first script of the page.
 */
export const SCRIPT_LOADER =
  '(function(){var done=false,parsed=false,wanted=false;' +
  "function add(src,ordered){var s=document.createElement('script');s.src=src;s.async=!ordered;document.head.appendChild(s);}" +
  'function list(id){var element=document.getElementById(id);return element?JSON.parse(element.textContent):[];}' +
  `var manifestsAdded=false;function addManifests(){if(manifestsAdded){return;}manifestsAdded=true;list('${ROUTE_MANIFESTS_ID}').forEach(function(src){add(src,false);});}` +
  `var callback;Object.defineProperty(window,'${BUILD_MANIFEST_CALLBACK}',{configurable:true,get:function(){return callback;},set:function(value){callback=value;addManifests();}});` +
  'var loaded=false;function manifestsWhenIdle(){(window.requestIdleCallback||setTimeout)(addManifests);}' +
  "window.addEventListener('load',function(){loaded=true;addIntegrations();if(done){manifestsWhenIdle();}});" +
  `function load(){if(done){return;}if(!parsed){wanted=true;return;}done=true;list('${PAGE_SCRIPTS_ID}').forEach(function(src){add(src,true);});if(loaded){manifestsWhenIdle();}}` +
  `window.${BOOT_KEY}=load;var onNeed=false,integrations=null,painted=false,seen=false;` +
  "function addModule(src){var s=document.createElement('script');s.type='module';s.src=src;document.head.appendChild(s);}" +
  'function addIntegrations(){if(!integrations||!painted||!loaded){return;}addModule(integrations);integrations=null;}' +
  'var settings=null;function afterPaint(){if(painted){return;}painted=true;if(settings){addModule(settings);}addIntegrations();if(!onNeed||seen){load();}}' +
  `function start(){parsed=true;var pageScripts=document.getElementById('${PAGE_SCRIPTS_ID}');` +
  `onNeed=!!pageScripts&&pageScripts.hasAttribute('${ON_NEED_ATTRIBUTE}');integrations=pageScripts&&pageScripts.getAttribute('${INTEGRATIONS_ATTRIBUTE}');` +
  `settings=integrations&&integrations.replace(/[^/]*$/,'${SETTINGS_DRAWER_FILE}');` +
  'if(wanted){load();}' +
  `if(onNeed){var need=function(event){var target=event.target;if(target&&target.closest&&target.closest(${JSON.stringify(NEEDS_REACT_SELECTOR)})){load();}};` +
  "['pointerover','focusin','touchstart'].forEach(function(type){document.addEventListener(type,need,{capture:true,passive:true});});" +
  `var demos=document.querySelectorAll(${JSON.stringify(DEMO_SELECTOR)});` +
  'if(demos.length&&!window.IntersectionObserver){seen=true;}else if(demos.length){var watch=new window.IntersectionObserver(function(entries){' +
  'if(entries.some(function(entry){return entry.isIntersecting;})){watch.disconnect();seen=true;if(painted){load();}}});' +
  'demos.forEach(function(demo){watch.observe(demo);});}}' +
  "var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;if(!types||types.indexOf('paint')<0){afterPaint();return;}" +
  "new PerformanceObserver(function(entries,observer){if(entries.getEntriesByName('first-contentful-paint').length){observer.disconnect();afterPaint();}})" +
  ".observe({type:'paint',buffered:true});" +
  'var frames=0;function frame(){if(painted){return;}frames+=1;if(frames>=10){afterPaint();}else{requestAnimationFrame(frame);}}' +
  'requestAnimationFrame(frame);}' +
  "if(document.readyState==='loading'){document.addEventListener('DOMContentLoaded',start);}else{start();}})();";
