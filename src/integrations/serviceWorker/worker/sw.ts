/// <reference lib="webworker" />
/**
 * The documentation's service worker, bundled by the build (src/server/pipeline/steps/writeServiceWorkerStep.ts) into out/x/sw.js.
 * Precaches this build's shell, caches pages and code as they are visited, and answers an unvisited page offline
 * with the offline page of its language. Each build is a new version: its caches replace the previous build's.
 */
import { CacheFirst, NetworkFirst, Serwist, type PrecacheEntry, type RouteMatchCallbackOptions } from 'serwist';
import {
  getOfflinePageUrl,
  getRuntimeCacheNames,
  isOutdatedCache,
  isPagePath,
  isSearchIndexPath,
  OFFLINE_PAGES,
} from '../cacheRules';

declare const self: ServiceWorkerGlobalScope;
// Written in by the build (esbuild `define`).
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];
declare const __BUILD_VERSION__: string;

const cacheNames = getRuntimeCacheNames(__BUILD_VERSION__);

const isPage = ({ request, url, sameOrigin }: RouteMatchCallbackOptions) =>
  sameOrigin && (request.mode === 'navigate' || isPagePath(url.pathname));
const isPageData = ({ url, sameOrigin }: RouteMatchCallbackOptions) =>
  sameOrigin && url.pathname.startsWith('/_next/data/');
const isSearchIndex = ({ url, sameOrigin }: RouteMatchCallbackOptions) => sameOrigin && isSearchIndexPath(url.pathname);
const isBuildAsset = ({ url, sameOrigin }: RouteMatchCallbackOptions) =>
  sameOrigin && url.pathname.startsWith('/_next/static/');

const serwist = new Serwist({
  precacheEntries: __PRECACHE_MANIFEST__,
  precacheOptions: { cleanupOutdatedCaches: true },
  // The page asks a waiting worker to take over (SKIP_WAITING message), then reloads itself.
  skipWaiting: false,
  // A first visit is served offline from its next page on, without a reload.
  clientsClaim: true,
  runtimeCaching: [
    // Fresh HTML and data whenever the network answers; the cached copy only offline.
    { matcher: isPage, handler: new NetworkFirst({ cacheName: cacheNames.pages }) },
    { matcher: isPageData, handler: new NetworkFirst({ cacheName: cacheNames.pages }) },
    // Hashed file names never change content: demo and route chunks are cached on first use.
    { matcher: isBuildAsset, handler: new CacheFirst({ cacheName: cacheNames.assets }) },
    // The search index is named after its build: cached by the first search, so search works offline afterwards.
    { matcher: isSearchIndex, handler: new CacheFirst({ cacheName: cacheNames.assets }) },
  ],
  fallbacks: {
    entries: [
      {
        url: OFFLINE_PAGES.zh,
        matcher: ({ request }) =>
          request.mode === 'navigate' && getOfflinePageUrl(new URL(request.url).pathname) === OFFLINE_PAGES.zh,
      },
      { url: OFFLINE_PAGES.en, matcher: ({ request }) => request.mode === 'navigate' },
    ],
  },
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => isOutdatedCache(name, __BUILD_VERSION__)).map((name) => caches.delete(name)),
        ),
      ),
  );
});

serwist.addEventListeners();
