import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCodeUrl, fetchDemoCode, readDemoCode } from './loadDemoCode';

describe('demoCodeUrl', () => {
  it('is the demos.json file beside the English page, for every language, without query or hash', () => {
    expect(demoCodeUrl('/x/react-data-grid/editing/')).toBe('/x/react-data-grid/editing/demos.json');
    expect(demoCodeUrl('/zh/x/react-charts/bars/?a=1#x')).toBe('/x/react-charts/bars/demos.json');
    expect(demoCodeUrl('/x/react-charts/bars')).toBe('/x/react-charts/bars/demos.json');
  });
});

describe('readDemoCode', () => {
  it('returns the demo sources of the file', () => {
    const demoCode = { demos: { Basic: {} }, dataFiles: {} };
    expect(readDemoCode(demoCode)).toBe(demoCode);
  });

  it('throws a readable error for anything else', () => {
    for (const data of [null, 'text', {}, { demos: null }, { demos: 1 }]) {
      expect(() => readDemoCode(data)).toThrow('The demo sources file is malformed.');
    }
  });
});

describe('fetchDemoCode', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches a page once, and again after a failure', async () => {
    const demoCode = { demos: {}, dataFiles: {} };
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 500 })
      .mockResolvedValueOnce({ ok: true, json: async () => demoCode });
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchDemoCode('/x/a/demos.json')).rejects.toThrow('The demo sources file answered 500.');
    await expect(fetchDemoCode('/x/a/demos.json')).resolves.toEqual(demoCode);
    await expect(fetchDemoCode('/x/a/demos.json')).resolves.toEqual(demoCode);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
