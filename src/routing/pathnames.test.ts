import { describe, expect, it } from 'vitest';
import {
  getCanonicalPathname,
  getLanguageFromPath,
  localizePath,
  removeTrailingSlash,
  stripDocsTab,
  stripLanguagePrefix,
} from './pathnames';

describe('getLanguageFromPath', () => {
  it('a /zh prefix means Chinese', () => {
    expect(getLanguageFromPath('/zh/x/introduction/')).toBe('zh');
    expect(getLanguageFromPath('/zh')).toBe('zh');
    expect(getLanguageFromPath('/zh?tab=1')).toBe('zh');
    expect(getLanguageFromPath('/zh#top')).toBe('zh');
  });

  it('an /en prefix means English', () => {
    expect(getLanguageFromPath('/en/x/introduction/')).toBe('en');
  });

  it('no language prefix means English', () => {
    expect(getLanguageFromPath('/x/introduction/')).toBe('en');
    expect(getLanguageFromPath('/')).toBe('en');
    expect(getLanguageFromPath('')).toBe('en');
  });

  it('a segment that only starts with zh is not a language', () => {
    expect(getLanguageFromPath('/zhx/a')).toBe('en');
    expect(getLanguageFromPath('/x/zh/a')).toBe('en');
  });
});

describe('stripLanguagePrefix', () => {
  it('removes /zh', () => {
    expect(stripLanguagePrefix('/zh/x/a/')).toBe('/x/a/');
  });

  it('removes /en', () => {
    expect(stripLanguagePrefix('/en/x')).toBe('/x');
  });

  it('a bare language prefix becomes the root', () => {
    expect(stripLanguagePrefix('/zh')).toBe('/');
    expect(stripLanguagePrefix('/zh/')).toBe('/');
    expect(stripLanguagePrefix('/en')).toBe('/');
  });

  it('keeps the hash after a bare language prefix', () => {
    expect(stripLanguagePrefix('/zh#top')).toBe('/#top');
  });

  it('leaves a segment that only starts with a language alone', () => {
    expect(stripLanguagePrefix('/zhx/a')).toBe('/zhx/a');
    expect(stripLanguagePrefix('/english/a')).toBe('/english/a');
  });

  it('leaves paths without a language alone', () => {
    expect(stripLanguagePrefix('/x/a/')).toBe('/x/a/');
    expect(stripLanguagePrefix('/')).toBe('/');
  });

  it('only removes one prefix, at the start', () => {
    expect(stripLanguagePrefix('/x/zh/a')).toBe('/x/zh/a');
  });
});

describe('removeTrailingSlash', () => {
  it('removes a trailing slash', () => {
    expect(removeTrailingSlash('/x/a/')).toBe('/x/a');
  });

  it('removes several trailing slashes', () => {
    expect(removeTrailingSlash('/x/a//')).toBe('/x/a');
  });

  it('keeps the root', () => {
    expect(removeTrailingSlash('/')).toBe('/');
    expect(removeTrailingSlash('//')).toBe('/');
  });

  it('leaves a path without a trailing slash alone', () => {
    expect(removeTrailingSlash('/x/a')).toBe('/x/a');
  });
});

describe('stripDocsTab', () => {
  it('removes a final [docsTab] segment', () => {
    expect(stripDocsTab('/x/api/data-grid/data-grid/[docsTab]')).toBe('/x/api/data-grid/data-grid');
  });

  it('removes a [docsTab] segment in the middle', () => {
    expect(stripDocsTab('/x/react-data-grid/[docsTab]/')).toBe('/x/react-data-grid/');
  });

  it('leaves pathnames without the segment alone', () => {
    expect(stripDocsTab('/x/api/data-grid/data-grid')).toBe('/x/api/data-grid/data-grid');
    expect(stripDocsTab('/x/[docsTab]x')).toBe('/x/[docsTab]x');
  });
});

describe('getCanonicalPathname', () => {
  it('drops the language, the hash and the trailing slash', () => {
    expect(getCanonicalPathname('/zh/x/introduction/#x')).toBe('/x/introduction');
  });

  it('renames /api to /api-docs', () => {
    expect(getCanonicalPathname('/api/foo/')).toBe('/api-docs/foo');
    expect(getCanonicalPathname('/api')).toBe('/api-docs');
  });

  it('does not rename paths that only start with api', () => {
    expect(getCanonicalPathname('/apis/foo')).toBe('/apis/foo');
    expect(getCanonicalPathname('/x/api/data-grid/')).toBe('/x/api/data-grid');
  });

  it('removes query strings', () => {
    expect(getCanonicalPathname('/x/introduction/?utm_source=x')).toBe('/x/introduction');
    expect(getCanonicalPathname('/x/introduction?a=1#b')).toBe('/x/introduction');
  });

  it('removes the [docsTab] route segment', () => {
    expect(getCanonicalPathname('/x/api/data-grid/data-grid/[docsTab]')).toBe('/x/api/data-grid/data-grid');
  });

  it('the root, a bare language and an empty path are all /', () => {
    expect(getCanonicalPathname('/')).toBe('/');
    expect(getCanonicalPathname('/zh/')).toBe('/');
    expect(getCanonicalPathname('/zh')).toBe('/');
    expect(getCanonicalPathname('')).toBe('/');
    expect(getCanonicalPathname('?a=1')).toBe('/');
  });
});

describe('localizePath', () => {
  it('adds the zh prefix to an internal path', () => {
    expect(localizePath('/x/a/', 'zh')).toBe('/zh/x/a/');
  });

  it('leaves an internal path unprefixed in English', () => {
    expect(localizePath('/x/a/', 'en')).toBe('/x/a/');
  });

  it('does not double an existing prefix', () => {
    expect(localizePath('/zh/x/a/', 'zh')).toBe('/zh/x/a/');
  });

  it('replaces another language prefix', () => {
    expect(localizePath('/zh/x/a/', 'en')).toBe('/x/a/');
    expect(localizePath('/en/x/a/', 'zh')).toBe('/zh/x/a/');
  });

  it('localises the root with a trailing slash', () => {
    expect(localizePath('/', 'zh')).toBe('/zh/');
    expect(localizePath('/', 'en')).toBe('/');
  });

  it('keeps the hash and query of an internal path', () => {
    expect(localizePath('/x/a/#usage', 'zh')).toBe('/zh/x/a/#usage');
    expect(localizePath('/x/a/?q=1', 'zh')).toBe('/zh/x/a/?q=1');
  });

  it('leaves absolute URLs untouched', () => {
    expect(localizePath('https://mui.com/x/', 'zh')).toBe('https://mui.com/x/');
    expect(localizePath('http://example.com/', 'zh')).toBe('http://example.com/');
  });

  it('leaves protocol-relative URLs untouched', () => {
    expect(localizePath('//cdn.example.com/a.js', 'zh')).toBe('//cdn.example.com/a.js');
  });

  it('leaves in-page anchors and other schemes untouched', () => {
    expect(localizePath('#hash', 'zh')).toBe('#hash');
    expect(localizePath('mailto:a@b.c', 'zh')).toBe('mailto:a@b.c');
    expect(localizePath('relative/path', 'zh')).toBe('relative/path');
  });
});
