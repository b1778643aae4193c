// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const reportWebVitals = vi.fn();
vi.mock('./reportWebVitals', () => ({ reportWebVitals: (...args: unknown[]) => reportWebVitals(...args) }));

const gaScripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager.com"]'));
const entries = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

/** startAnalytics from a fresh module graph, as a new page load runs it. */
async function start(measurementId: string | null = null) {
  vi.resetModules();
  const { startAnalytics } = await import('./startAnalytics');
  startAnalytics(measurementId);
}

let addListener: { mock: { calls: Parameters<Document['addEventListener']>[] } };

beforeEach(() => {
  // Each test starts analytics as a new page would: its click listener is removed after the test.
  addListener = vi.spyOn(document, 'addEventListener');
  window.matchMedia = vi.fn((query: string) => ({ matches: false, media: query, addEventListener: vi.fn() })) as never;
  window.history.replaceState(null, '', '/zh/x/introduction/installation/#usage');
  document.title = '安装';
  document.cookie = 'codeVariant=JS';
});

afterEach(() => {
  for (const [type, listener, options] of addListener.mock.calls) {
    document.removeEventListener(type, listener, options);
  }
  vi.restoreAllMocks();
  gaScripts().forEach((script) => script.remove());
  delete window.dataLayer;
  delete window.gtag;
  delete window.__docsSampling;
  document.cookie = 'codeVariant=; max-age=0';
  reportWebVitals.mockClear();
});

describe('startAnalytics', () => {
  it('loads Google’s library, configured without automatic page views, when a measurement id is set', async () => {
    await start('G-TEST1234');
    expect(gaScripts().map((script) => script.src)).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1234']);
    expect(entries().find(([kind]) => kind === 'config')).toEqual(['config', 'G-TEST1234', { send_page_view: false }]);
  });

  it('never loads it without a measurement id, and still queues the page view', async () => {
    await start();
    expect(gaScripts()).toEqual([]);
    expect(entries().filter(([kind, name]) => kind === 'event' && name === 'page_view')).toEqual([
      [
        'event',
        'page_view',
        { page_title: '安装', page_location: '/x/introduction/installation', productId: null, productCategoryId: 'x' },
      ],
    ]);
  });

  it('sets the starting user properties from the cookies, the path and the stored colour mode', async () => {
    localStorage.setItem('mui-mode', 'dark');
    await start();
    const properties = Object.assign(
      {},
      ...entries()
        .filter(([kind]) => kind === 'set')
        .map(([, , values]) => values),
    );
    expect(properties).toEqual({
      codeVariant: 'JS',
      codeStylingVariant: 'system',
      userLanguage: 'zh',
      colorScheme: 'dark',
      colorSchemeOS: 'light',
      devicePixelRatio: 1,
    });
    localStorage.clear();
  });

  it('sends the event of a click on a tracked element', async () => {
    await start();
    const button = document.createElement('button');
    button.dataset.gaEventCategory = 'code';
    button.dataset.gaEventAction = 'copy';
    document.body.append(button);
    button.click();
    button.remove();
    expect(entries().filter(([kind, name]) => kind === 'event' && name === 'code')).toEqual([
      ['event', 'code', { eventAction: 'copy' }],
    ]);
  });

  it('with Do Not Track on, sends nothing and creates no queue', async () => {
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, get: () => '1' });
    await start('G-TEST1234');
    expect(window.dataLayer).toBeUndefined();
    expect(gaScripts()).toEqual([]);
    Reflect.deleteProperty(navigator, 'doNotTrack');
  });

  it('reports web vitals for a draw under 1e-4, with a single draw per page load', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.000099);
    await start();
    await vi.waitFor(() => expect(reportWebVitals).toHaveBeenCalledTimes(1));
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('does not report web vitals for a draw of 1e-4 or more', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.0001);
    await start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reportWebVitals).not.toHaveBeenCalled();
  });
});
