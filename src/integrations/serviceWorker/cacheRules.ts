import { SEARCH_INDEX_BASE_PATH } from '@/search/searchIndexFormat';

/** Prefix of the caches the worker fills while the reader browses; each name ends with the build version. */
export const RUNTIME_CACHE_PREFIX = 'mui-x-docs-';

/** Offline page of each language, as precached (directory URLs, like every page of the site). */
export const OFFLINE_PAGES = { en: '/x/offline/', zh: '/zh/x/offline/' } as const;

/** Caches of one build: visited pages (HTML and their `_next/data` JSON) and visited code (demo and route chunks). */
export function getRuntimeCacheNames(version: string) {
  return { pages: `${RUNTIME_CACHE_PREFIX}pages-${version}`, assets: `${RUNTIME_CACHE_PREFIX}assets-${version}` };
}

/**
 * A runtime cache of another build: deleted when this build's worker activates, so cached HTML never outlives the
 * assets it references (and the other way round).
 */
export function isOutdatedCache(cacheName: string, version: string): boolean {
  if (!cacheName.startsWith(RUNTIME_CACHE_PREFIX)) {
    return false;
  }
  return !Object.values(getRuntimeCacheNames(version)).includes(cacheName);
}

/** The offline page answering a page that is neither online nor cached: Chinese under /zh/, English otherwise. */
export function getOfflinePageUrl(pathname: string): string {
  return /^\/zh(\/|$)/.test(pathname) ? OFFLINE_PAGES.zh : OFFLINE_PAGES.en;
}

/**
 * A file of the search index (`/x/search/<buildId>/pages-en.json`): its name carries the build, so its content never
 * changes and the first search caches it for offline searching.
 */
export function isSearchIndexPath(pathname: string): boolean {
  return pathname.startsWith(SEARCH_INDEX_BASE_PATH) && pathname.endsWith('.json');
}

/** A page of the site (the export writes every page as a directory URL); not a Next.js asset. */
export function isPagePath(pathname: string): boolean {
  return !pathname.startsWith('/_next/') && (pathname.endsWith('/') || pathname.endsWith('.html'));
}
