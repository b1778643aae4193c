// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { getGaLibraryUrl, loadGaLibrary } from './loadGaLibrary';

describe('loadGaLibrary', () => {
  afterEach(() => {
    document.head.replaceChildren();
    delete window.dataLayer;
    delete window.gtag;
    Reflect.deleteProperty(navigator, 'doNotTrack');
  });

  it('configures gtag without automatic page views and loads Google’s library for the id', () => {
    loadGaLibrary('G-5NXDQLC2ZK');
    const script = document.head.querySelector('script');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-5NXDQLC2ZK');
    expect(script?.async).toBe(true);
    const entries = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(entries[0]![0]).toBe('js');
    expect(entries[1]).toEqual(['config', 'G-5NXDQLC2ZK', { send_page_view: false }]);
  });

  it('loads nothing for a reader who refuses tracking', () => {
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, get: () => '1' });
    loadGaLibrary('G-5NXDQLC2ZK');
    expect(document.head.querySelector('script')).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it('encodes the id in the URL', () => {
    expect(getGaLibraryUrl('G-A&B')).toBe('https://www.googletagmanager.com/gtag/js?id=G-A%26B');
  });
});
