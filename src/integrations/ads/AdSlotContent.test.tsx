// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AD_SESSION_KEYS } from './adSessionDraws';
import { AdSlotContent } from './AdSlotContent';
import { InLanguage } from '@/i18n/strings/InLanguage';

const config = {
  enabled: true,
  scriptUrl: 'https://cdn.example.com/carbon.js',
  networkUrl: 'https://srv.example.com/ads.json',
};

function seed(shape: 'image' | 'inline', ask = false) {
  sessionStorage.setItem(AD_SESSION_KEYS.shape, shape);
  sessionStorage.setItem(AD_SESSION_KEYS.askToAllowAds, ask ? 'yes' : 'no');
}

const source = (container: HTMLElement) =>
  container.querySelector('[data-ad-source]')?.getAttribute('data-ad-source') ?? null;

/** Plays the ad network's script: renders Carbon's element next to the script tag the slot added. */
function renderCarbon(container: HTMLElement) {
  const script = container.querySelector('script#_carbonads_js')!;
  const ad = document.createElement('div');
  ad.id = 'carbonads';
  script.before(ad);
}

describe('AdSlotContent', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    delete window.dataLayer;
    delete window.gtag;
  });

  it('with nothing configured, a house ad is shown at once and nothing is requested', () => {
    seed('image');
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { container } = render(<AdSlotContent config={{ enabled: true, scriptUrl: null, networkUrl: null }} />, {
      wrapper: InLanguage,
    });
    expect(source(container)).toBe('in-house');
    expect(container.querySelector('a')?.getAttribute('href')).toMatch(/^https:\/\/mui\.com\//);
    expect(container.querySelector('script')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('loads the configured script into the slot and shows the network ad once a look finds it', () => {
    seed('image');
    const { container } = render(<AdSlotContent config={config} />, { wrapper: InLanguage });
    expect(container.querySelector('script')?.getAttribute('src')).toBe(config.scriptUrl);
    expect(source(container)).toBe('carbon');
    renderCarbon(container);
    act(() => void vi.advanceTimersByTime(500));
    expect(source(container)).toBe('carbon');
    act(() => void vi.advanceTimersByTime(10_000));
    expect(source(container)).toBe('carbon');
  });

  it('falls back at the 7th look, and switches back when a later look finds the ad', () => {
    seed('image');
    const { container } = render(<AdSlotContent config={config} />, { wrapper: InLanguage });
    act(() => void vi.advanceTimersByTime(2999));
    expect(source(container)).toBe('carbon');
    act(() => void vi.advanceTimersByTime(1));
    expect(source(container)).toBe('in-house');
    renderCarbon(container);
    act(() => void vi.advanceTimersByTime(500));
    expect(source(container)).toBe('carbon');
  });

  it('stops looking after 30 looks', () => {
    seed('image');
    const { container } = render(<AdSlotContent config={config} />, { wrapper: InLanguage });
    act(() => void vi.advanceTimersByTime(14_500));
    renderCarbon(container);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(source(container)).toBe('in-house');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a blocked reader drawn for it gets the polite message', () => {
    seed('image', true);
    const { container } = render(<AdSlotContent config={config} />, { wrapper: InLanguage });
    act(() => void vi.advanceTimersByTime(3000));
    expect(source(container)).toBe('in-house-adblock');
    expect(container.textContent).toContain('Please consider allowing ads');
  });
});
