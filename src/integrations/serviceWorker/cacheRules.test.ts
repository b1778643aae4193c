import { describe, expect, it } from 'vitest';
import { getOfflinePageUrl, getRuntimeCacheNames, isOutdatedCache, isPagePath, isSearchIndexPath } from './cacheRules';

describe('service worker cache rules', () => {
  it('the search index files are cached by the worker, nothing else under the same prefix', () => {
    expect(isSearchIndexPath('/x/search/abc123/pages-en.json')).toBe(true);
    expect(isSearchIndexPath('/x/search/abc123/api.json')).toBe(true);
    expect(isSearchIndexPath('/x/search/')).toBe(false);
    expect(isSearchIndexPath('/x/react-data-grid/')).toBe(false);
  });

  it('names the caches of a build after its version', () => {
    expect(getRuntimeCacheNames('abc')).toEqual({ pages: 'mui-x-docs-pages-abc', assets: 'mui-x-docs-assets-abc' });
  });

  it('caches of other builds are outdated; caches of other tools are left alone', () => {
    expect(isOutdatedCache('mui-x-docs-pages-old', 'new')).toBe(true);
    expect(isOutdatedCache('mui-x-docs-assets-old', 'new')).toBe(true);
    expect(isOutdatedCache('mui-x-docs-pages-new', 'new')).toBe(false);
    expect(isOutdatedCache('mui-x-docs-assets-new', 'new')).toBe(false);
    expect(isOutdatedCache('serwist-precache-v2-http://localhost/', 'new')).toBe(false);
    expect(isOutdatedCache('someone-else', 'new')).toBe(false);
  });

  it('an unvisited page offline gets the offline page of its language', () => {
    expect(getOfflinePageUrl('/x/react-charts/')).toBe('/x/offline/');
    expect(getOfflinePageUrl('/zh/x/react-charts/')).toBe('/zh/x/offline/');
    expect(getOfflinePageUrl('/zh')).toBe('/zh/x/offline/');
    expect(getOfflinePageUrl('/zhx/')).toBe('/x/offline/');
  });

  it('pages are directory URLs or HTML files, never Next.js assets', () => {
    expect(isPagePath('/x/introduction/')).toBe(true);
    expect(isPagePath('/404.html')).toBe(true);
    expect(isPagePath('/_next/static/chunks/main.js')).toBe(false);
    expect(isPagePath('/_next/data/build/x/introduction.json')).toBe(false);
    expect(isPagePath('/x/favicon.svg')).toBe(false);
  });
});
