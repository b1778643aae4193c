import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchDemoCode, pageDataUrl, readDemoCode } from './loadDemoCode';

describe('pageDataUrl', () => {
  it('is the JSON file Next writes for the page, without trailing slash, query or hash', () => {
    expect(pageDataUrl('b1', '/x/react-data-grid/editing/')).toBe('/_next/data/b1/x/react-data-grid/editing.json');
    expect(pageDataUrl('b1', '/zh/x/react-charts/bars/?a=1#x')).toBe('/_next/data/b1/zh/x/react-charts/bars.json');
  });
});

describe('readDemoCode', () => {
  it('returns the demo sources of a page data file', () => {
    const demoCode = { demos: { Basic: {} }, sandboxModules: null };
    expect(readDemoCode({ pageProps: { page: { demoCode } } })).toBe(demoCode);
  });

  it('throws a readable error for anything else', () => {
    for (const data of [null, 'text', {}, { pageProps: { page: { demoCode: null } } }, { pageProps: { page: { demoCode: { demos: 1 } } } }]) {
      expect(() => readDemoCode(data)).toThrow('The page data has no demo sources.');
    }
  });
});

describe('fetchDemoCode', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches a page once, and again after a failure', async () => {
    const demoCode = { demos: {}, sandboxModules: null };
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 500 })
      .mockResolvedValueOnce({ ok: true, json: async () => ({ pageProps: { page: { demoCode } } }) });
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchDemoCode('/_next/data/b/x/a.json')).rejects.toThrow('The page data answered 500.');
    await expect(fetchDemoCode('/_next/data/b/x/a.json')).resolves.toEqual(demoCode);
    await expect(fetchDemoCode('/_next/data/b/x/a.json')).resolves.toEqual(demoCode);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
