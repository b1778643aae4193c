import { describe, expect, it } from 'vitest';
import {
  DEMO_SELECTOR,
  INTEGRATIONS_ATTRIBUTE,
  NEEDS_REACT_SELECTOR,
  ON_NEED_ATTRIBUTE,
  PAGE_SCRIPTS_ID,
  ROUTE_MANIFESTS_ID,
  SCRIPT_LOADER,
} from './scriptLoader';
import { SETTINGS_DRAWER_FILE } from '@/settings/settingsBundleFiles';

describe('SCRIPT_LOADER', () => {
  const runLoader = (
    supportedEntryTypes: string[] | undefined,
    {
      onNeed = false,
      integrations = null as string | null,
      demos = 0,
      intersectionObserver = true,
      parsing = false,
    } = {},
  ) => {
    const appended: { src: string; async: boolean; type?: string }[] = [];
    const observers: { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void }[] = [];
    class FakeObserver {
      static supportedEntryTypes = supportedEntryTypes;
      disconnected = false;
      constructor(public callback: (list: unknown, observer: FakeObserver) => void) {}
      observe(options: unknown) {
        expect(options).toEqual({ type: 'paint', buffered: true });
        observers.push({ callback: (list) => this.callback(list, this) });
      }
      disconnect() {
        this.disconnected = true;
      }
    }
    const lists: Record<string, string> = {
      [PAGE_SCRIPTS_ID]: '["/a.js","/b.js"]',
      [ROUTE_MANIFESTS_ID]: '["/_buildManifest.js","/_ssgManifest.js"]',
    };
    const watched: unknown[] = [];
    const intersections: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    class FakeIntersectionObserver {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        intersections.push((entries) => !this.disconnected && callback(entries));
      }
      disconnected = false;
      observe(element: unknown) {
        watched.push(element);
      }
      disconnect() {
        this.disconnected = true;
      }
    }
    const fakeDocument = {
      readyState: parsing ? 'loading' : 'interactive',
      querySelectorAll: (selector: string) =>
        Array.from({ length: selector === DEMO_SELECTOR ? demos : 0 }, (_, index) => ({ demo: index })),
      getElementById: (id: string) =>
        id in lists
          ? {
              textContent: lists[id],
              hasAttribute: (name: string) => onNeed && name === ON_NEED_ATTRIBUTE,
              getAttribute: (name: string) => (name === INTEGRATIONS_ATTRIBUTE ? integrations : null),
            }
          : null,
      addEventListener: (type: string, listener: (event: { target: unknown }) => void) =>
        (documentListeners[type] ??= []).push(listener),
      createElement: () => ({ src: '', async: true }),
      head: { appendChild: (script: { src: string; async: boolean }) => appended.push(script) },
    };
    const documentListeners: Record<string, ((event: { target: unknown }) => void)[]> = {};
    const frames: (() => void)[] = [];
    const idle: (() => void)[] = [];
    const listeners: Record<string, (() => void)[]> = {};
    const fakeWindow: Record<string, unknown> = {
      PerformanceObserver: supportedEntryTypes ? FakeObserver : undefined,
      addEventListener: (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      IntersectionObserver: intersectionObserver ? FakeIntersectionObserver : undefined,
    };
    new Function('window', 'document', 'PerformanceObserver', 'requestAnimationFrame', SCRIPT_LOADER)(
      fakeWindow,
      fakeDocument,
      FakeObserver,
      (callback: () => void) => frames.push(callback),
    );
    const paint = (name: string) =>
      observers.forEach(({ callback }) => callback({ getEntriesByName: (entry) => (entry === name ? [{}] : []) }));
    /** One animation frame. */
    const frame = () => frames.splice(0).forEach((callback) => callback());
    const loadEvent = () => listeners.load?.forEach((listener) => listener());
    const becomeIdle = () => idle.splice(0).forEach((callback) => callback());
    /** The pointer entering an element that matches (or not) the loader's selector of what needs React. */
    const pointAt = (matches: boolean) =>
      documentListeners.pointerover?.forEach((listener) =>
        listener({
          target: { closest: (selector: string) => (matches && selector === NEEDS_REACT_SELECTOR ? {} : null) },
        }),
      );
    /** The observer's report: a demo entered the viewport (or, at first, whether any is in it). */
    const demoInView = (isIntersecting: boolean) =>
      intersections.forEach((callback) => callback([{ isIntersecting: false }, { isIntersecting }]));
    /** The parser reaching the end of the document. */
    const parsed = () => documentListeners.DOMContentLoaded?.forEach((listener) => listener({ target: null }));
    return { appended, paint, frame, loadEvent, becomeIdle, pointAt, demoInView, watched, parsed, window: fakeWindow };
  };
  const manifestsIn = (appended: { src: string }[]) => appended.filter((script) => script.src.includes('Manifest'));
  const sources = (appended: { src: string; type?: string }[]) =>
    appended.map(({ src, type }) => `${src} ${type ?? 'classic'}`);

  it('on a text page, loads nothing at the first paint, then loads once when a control that needs React is pointed at', () => {
    const { appended, paint, frame, pointAt } = runLoader(['paint'], { onNeed: true });
    paint('first-contentful-paint');
    for (let count = 0; count < 10; count += 1) {
      frame();
    }
    pointAt(false);
    expect(appended).toEqual([]);
    pointAt(true);
    pointAt(true);
    expect(appended.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
  });

  it('on a page with demos, loads once a demo is on screen, and not before the first paint', () => {
    const scrolled = runLoader(['paint'], { onNeed: true, demos: 2 });
    expect(scrolled.watched).toEqual([{ demo: 0 }, { demo: 1 }]);
    scrolled.paint('first-contentful-paint');
    scrolled.demoInView(false);
    expect(scrolled.appended).toEqual([]);
    scrolled.demoInView(true);
    scrolled.demoInView(true);
    expect(scrolled.appended.map((script) => script.src)).toEqual(['/a.js', '/b.js']);

    const inViewAtOnce = runLoader(['paint'], { onNeed: true, demos: 1 });
    inViewAtOnce.demoInView(true);
    expect(inViewAtOnce.appended).toEqual([]);
    inViewAtOnce.paint('first-contentful-paint');
    expect(inViewAtOnce.appended.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
  });

  it('on a page with demos in a browser without IntersectionObserver, loads at the first paint', () => {
    const { appended, paint, watched } = runLoader(['paint'], { onNeed: true, demos: 1, intersectionObserver: false });
    expect(watched).toEqual([]);
    paint('first-contentful-paint');
    expect(appended.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
  });

  it('on a text page, watches nothing for demos', () => {
    const { watched } = runLoader(['paint'], { onNeed: true });
    expect(watched).toEqual([]);
  });

  it('adds the settings module beside the integrations module at the first paint, before the page scripts, once', () => {
    const settings = `/static/build/integrations/${SETTINGS_DRAWER_FILE}`;
    for (const onNeed of [false, true]) {
      const { appended, paint, frame } = runLoader(['paint'], {
        onNeed,
        integrations: '/static/build/integrations/i.js',
      });
      expect(appended).toEqual([]);
      paint('first-contentful-paint');
      paint('first-contentful-paint');
      for (let count = 0; count < 10; count += 1) {
        frame();
      }
      expect(sources(appended)).toEqual(
        onNeed ? [`${settings} module`] : [`${settings} module`, '/a.js classic', '/b.js classic'],
      );
    }
    // A page without the list (the playground's runner) has neither module.
    const unlisted = runLoader(['paint']);
    unlisted.paint('first-contentful-paint');
    expect(sources(unlisted.appended)).toEqual(['/a.js classic', '/b.js classic']);
  });

  it('adds the integrations module once the page has painted and loaded, in either order, once, on a text page too', () => {
    const settings = `/${SETTINGS_DRAWER_FILE} module`;
    for (const onNeed of [false, true]) {
      const { appended, paint, loadEvent } = runLoader(['paint'], { onNeed, integrations: '/i.js' });
      paint('first-contentful-paint');
      expect(sources(appended)).toEqual(onNeed ? [settings] : [settings, '/a.js classic', '/b.js classic']);
      loadEvent();
      loadEvent();
      expect(sources(appended)).toEqual(
        onNeed ? [settings, '/i.js module'] : [settings, '/a.js classic', '/b.js classic', '/i.js module'],
      );
    }
    const loadedFirst = runLoader(['paint'], { onNeed: true, integrations: '/i.js' });
    loadedFirst.loadEvent();
    expect(loadedFirst.appended).toEqual([]);
    loadedFirst.paint('first-contentful-paint');
    expect(sources(loadedFirst.appended)).toEqual([settings, '/i.js module']);
  });

  it('run from the head, reads the lists once the document is parsed; a boot asked for before then happens at that point', () => {
    const early = runLoader(['paint'], { onNeed: true, demos: 1, parsing: true });
    expect(early.watched).toEqual([]);
    (early.window.__docsBoot as () => void)();
    early.paint('first-contentful-paint');
    expect(early.appended).toEqual([]);
    early.parsed();
    expect(early.appended.map((script) => script.src)).toEqual(['/a.js', '/b.js']);

    const waiting = runLoader(['paint'], { onNeed: true, demos: 1, parsing: true });
    expect(waiting.watched).toEqual([]);
    waiting.parsed();
    // The observer, registered once the document is parsed, gets the buffered paint report.
    waiting.paint('first-contentful-paint');
    expect(waiting.watched).toEqual([{ demo: 0 }]);
    expect(waiting.appended).toEqual([]);
    waiting.demoInView(true);
    expect(waiting.appended.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
  });

  it('on a text page, the early-input script starts the scripts through window.__docsBoot', () => {
    const { appended, window } = runLoader(['paint'], { onNeed: true });
    (window.__docsBoot as () => void)();
    expect(appended.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
  });

  it('loads the listed scripts in order once the first contentful paint is reported, and once only', () => {
    const { appended, paint } = runLoader(['paint', 'navigation']);
    paint('first-paint');
    expect(appended).toEqual([]);
    paint('first-contentful-paint');
    paint('first-contentful-paint');
    expect(appended).toEqual([
      { src: '/a.js', async: false },
      { src: '/b.js', async: false },
    ]);
  });

  it('loads them after ten frames on a page with nothing to paint before its scripts, and once only', () => {
    const { appended, paint, frame } = runLoader(['paint']);
    for (let count = 0; count < 9; count += 1) {
      frame();
    }
    expect(appended).toEqual([]);
    frame();
    paint('first-contentful-paint');
    frame();
    expect(appended.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
  });

  it("leaves Next's route manifests out of the first load", () => {
    const { appended, paint } = runLoader(['paint']);
    paint('first-contentful-paint');
    expect(manifestsIn(appended)).toEqual([]);
  });

  it('adds the route manifests when the router first waits for them, once, keeping the callback it set', () => {
    const loader = runLoader(['paint']);
    loader.paint('first-contentful-paint');
    const routerCallback = () => 'resolved';
    loader.window.__BUILD_MANIFEST_CB = routerCallback;
    expect(manifestsIn(loader.appended)).toEqual([
      { src: '/_buildManifest.js', async: true },
      { src: '/_ssgManifest.js', async: true },
    ]);
    expect(loader.window.__BUILD_MANIFEST_CB).toBe(routerCallback);
    loader.window.__BUILD_MANIFEST_CB = () => 'again';
    loader.loadEvent();
    loader.becomeIdle();
    expect(manifestsIn(loader.appended)).toHaveLength(2);
  });

  it('adds the route manifests once the page is idle after its load event, if the router has not asked', () => {
    const loader = runLoader(['paint']);
    loader.paint('first-contentful-paint');
    loader.becomeIdle();
    expect(manifestsIn(loader.appended)).toEqual([]);
    loader.loadEvent();
    expect(manifestsIn(loader.appended)).toEqual([]);
    loader.becomeIdle();
    expect(manifestsIn(loader.appended)).toHaveLength(2);
  });

  it('keeps the route manifests until the scripts have started when the load event comes before the first paint', () => {
    const loader = runLoader(['paint']);
    loader.loadEvent();
    loader.becomeIdle();
    expect(loader.appended).toEqual([]);
    loader.paint('first-contentful-paint');
    expect(loader.appended.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
    loader.becomeIdle();
    expect(manifestsIn(loader.appended)).toHaveLength(2);
  });

  it('waits for the paint report rather than the frames on a page with content', () => {
    const { appended, paint, frame } = runLoader(['paint']);
    frame();
    frame();
    paint('first-contentful-paint');
    expect(appended).toHaveLength(2);
  });

  it('loads them at once in a browser without paint timing', () => {
    expect(runLoader(undefined).appended).toHaveLength(2);
    expect(runLoader(['navigation']).appended).toHaveLength(2);
  });
});
