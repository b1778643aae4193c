// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AD_SESSION_KEYS } from './adSessionDraws';
import { fillAdSlot, renderAd, type AdStrings } from './fillAdSlot';

const config = {
  enabled: true,
  scriptUrl: 'https://cdn.example.com/carbon.js',
  networkUrl: 'https://srv.example.com/ads.json',
};
const strings: AdStrings = {
  badge: 'Ad',
  by: 'ad by $name',
  pleaseAllow: 'Ads keep this documentation free. Please consider allowing ads on this site in your ad blocker.',
};

function seed(shape: 'image' | 'inline', ask = false) {
  sessionStorage.setItem(AD_SESSION_KEYS.shape, shape);
  sessionStorage.setItem(AD_SESSION_KEYS.askToAllowAds, ask ? 'yes' : 'no');
}

function newSlot(): HTMLElement {
  const slot = document.createElement('div');
  slot.dataset.adSlot = 'body-top';
  slot.dataset.adLanguage = 'en';
  slot.dataset.adStrings = JSON.stringify(strings);
  document.body.append(slot);
  return slot;
}

const source = (slot: HTMLElement) => slot.querySelector('[data-ad-source]')?.getAttribute('data-ad-source') ?? null;

/** Plays the ad network's script: renders Carbon's element next to the script tag the slot added. */
function renderCarbon(slot: HTMLElement) {
  const ad = document.createElement('div');
  ad.id = 'carbonads';
  slot.querySelector('script#_carbonads_js')!.before(ad);
}

const adEvents = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter(([kind, name]) => kind === 'event' && name === 'ad');

describe('fillAdSlot', () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => {
    stop();
    document.body.replaceChildren();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    delete window.dataLayer;
    delete window.gtag;
  });

  it('with nothing configured, a house ad is shown at once and nothing is requested', () => {
    seed('image');
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const slot = newSlot();
    stop = fillAdSlot(slot, { enabled: true, scriptUrl: null, networkUrl: null });
    expect(source(slot)).toBe('in-house');
    expect(slot.querySelector('a')?.getAttribute('href')).toMatch(/^https:\/\/mui\.com\//);
    expect(slot.querySelector('script')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('loads the configured script into the slot and keeps the network ad once a look finds it', () => {
    seed('image');
    const slot = newSlot();
    stop = fillAdSlot(slot, config);
    expect(slot.querySelector('script')?.getAttribute('src')).toBe(config.scriptUrl);
    expect(source(slot)).toBe('carbon');
    renderCarbon(slot);
    vi.advanceTimersByTime(10_500);
    expect(source(slot)).toBe('carbon');
  });

  it('falls back at the 7th look, and switches back when a later look finds the ad', () => {
    seed('image');
    const slot = newSlot();
    stop = fillAdSlot(slot, config);
    vi.advanceTimersByTime(2999);
    expect(source(slot)).toBe('carbon');
    vi.advanceTimersByTime(1);
    expect(source(slot)).toBe('in-house');
    expect(slot.querySelector<HTMLElement>('[data-ad-network]')?.style.display).toBe('none');
    renderCarbon(slot);
    vi.advanceTimersByTime(500);
    expect(source(slot)).toBe('carbon');
    expect(slot.querySelector<HTMLElement>('[data-ad-network]')?.style.display).toBe('');
  });

  it('stops looking after 30 looks', () => {
    seed('image');
    const slot = newSlot();
    stop = fillAdSlot(slot, config);
    vi.advanceTimersByTime(14_500);
    renderCarbon(slot);
    vi.advanceTimersByTime(60_000);
    expect(source(slot)).toBe('in-house');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a blocked reader drawn for it gets the polite message', () => {
    seed('image', true);
    const slot = newSlot();
    stop = fillAdSlot(slot, config);
    vi.advanceTimersByTime(3000);
    expect(source(slot)).toBe('in-house-adblock');
    expect(slot.textContent).toContain('Please consider allowing ads');
  });

  it('leaves a filled slot as it is; its stop empties it and ends its looks', () => {
    seed('image');
    const slot = newSlot();
    // Timers jsdom itself may hold at this point are not the slot's.
    const otherTimers = vi.getTimerCount();
    stop = fillAdSlot(slot, config);
    const content = slot.firstElementChild;
    const again = fillAdSlot(slot, config);
    expect(slot.firstElementChild).toBe(content);
    expect(slot.querySelectorAll('script')).toHaveLength(1);
    again();
    expect(slot.childElementCount).toBe(0);
    expect(vi.getTimerCount()).toBe(otherTimers);
  });

  it('a slot filled by another copy of this module (the integrations bundle beside the app) is left to it, and stopped', async () => {
    seed('image');
    const slot = newSlot();
    stop = fillAdSlot(slot, config);
    const content = slot.firstElementChild;
    vi.resetModules();
    const other = await import('./fillAdSlot');
    const otherStop = other.fillAdSlot(slot, config);
    expect(slot.firstElementChild).toBe(content);
    expect(slot.querySelectorAll('script')).toHaveLength(1);
    otherStop();
    expect(slot.childElementCount).toBe(0);
  });

  it('a failing slot renders nothing, keeps the page, sends an ad crash event and is not filled again', () => {
    seed('image');
    const slot = newSlot();
    slot.dataset.adStrings = 'not JSON';
    stop = fillAdSlot(slot, { enabled: true, scriptUrl: null, networkUrl: null });
    expect(slot.childElementCount).toBe(0);
    expect(adEvents()).toEqual([['event', 'ad', { eventAction: 'crash', eventLabel: 'unknown' }]]);
    fillAdSlot(slot, { enabled: true, scriptUrl: null, networkUrl: null });
    expect(slot.childElementCount).toBe(0);
  });

  it('a slot drawn under 0.1 sends display after 2.5 s, with the label shown then; one drawn at 0.1 does not', () => {
    seed('image');
    const slot = newSlot();
    stop = fillAdSlot(slot, { enabled: true, scriptUrl: null, networkUrl: null }, () => 0.05);
    vi.advanceTimersByTime(2499);
    expect(adEvents()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(adEvents()).toEqual([['event', 'ad', { eventAction: 'display', eventLabel: 'in-house-body-top-image' }]]);
    stop();
    delete window.dataLayer;
    stop = fillAdSlot(newSlot(), { enabled: true, scriptUrl: null, networkUrl: null }, () => 0.1);
    vi.advanceTimersByTime(5000);
    expect(adEvents()).toEqual([]);
  });

  it('shows a text ad from the network list and requests its impression beacons once', async () => {
    seed('inline');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              ads: [
                {
                  company: 'Acme',
                  description: 'Widgets',
                  statlink: 'https://ad-network.example/click',
                  image: 'https://ad-network.example/a.png',
                  statimp: 'https://ad-network.example/imp',
                },
              ],
            }),
          ),
      ),
    );
    const slot = newSlot();
    stop = fillAdSlot(slot, config);
    await vi.waitFor(() => expect(slot.querySelector('[data-ad-rendered]')).not.toBeNull());
    expect(slot.querySelector('.house-ad-badge')?.textContent).toBe('Ad');
    const beacons = () =>
      Array.from(slot.querySelectorAll('[data-ad-impression]'), (pixel) => pixel.getAttribute('src'));
    expect(beacons()).toEqual(['https://ad-network.example/imp']);
    vi.advanceTimersByTime(15_000);
    expect(source(slot)).toBe('carbon');
    expect(beacons()).toEqual(['https://ad-network.example/imp']);
  });
});

describe('renderAd', () => {
  const ad = {
    name: '<b>Acme</b>',
    link: 'https://example.com/',
    img: '/x/static/ads/a.svg',
    description: 'Fast <i>widgets</i>',
    poweredby: 'MUI',
    label: 'in-house-body-top-image',
  };

  it('an image ad links in a new tab, marked sponsored, with a 130 × 100 image and the click event', () => {
    const link = renderAd(ad, 'image', strings);
    expect([link.target, link.rel, link.dataset.gaEventCategory, link.dataset.gaEventLabel]).toEqual([
      '_blank',
      'noopener sponsored',
      'ad',
      'in-house-body-top-image',
    ]);
    expect([link.querySelector('img')?.width, link.querySelector('img')?.height]).toEqual([130, 100]);
    expect(link.textContent).toContain('ad by MUI');
  });

  it('an inline ad is text only, with an Ad badge, and text is never markup', () => {
    const link = renderAd(ad, 'inline', strings);
    expect(link.querySelector('img')).toBeNull();
    expect(link.querySelector('.house-ad-badge')?.textContent).toBe('Ad');
    expect(link.querySelector('b, i')).toBeNull();
    expect(link.textContent).toContain('<b>Acme</b> — Fast <i>widgets</i>');
  });
});
