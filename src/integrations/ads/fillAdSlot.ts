import { sendEvent } from '@/integrations/analytics/gtag';
import { isSampled, readSamplingOverride } from '@/integrations/analytics/isSampled';
import { isTrackingRefused, readPrivacySignals } from '@/integrations/analytics/isTrackingRefused';
import { interpolate } from '@/i18n/interpolate';
import type { Language } from '@/i18n/languages';
import { getPollOutcome, POLL_INTERVAL_MS, RENDERED_AD_SELECTOR } from './adPolling';
import type { AdsConfig } from './adsConfig';
import { getAdSessionDraws, readSessionStore } from './adSessionDraws';
import { chooseAdServing } from './chooseAdServing';
import { getAdEventLabel, getAdSource } from './getAdSource';
import { pickInHouseAd, toInHouseAd } from './inHouseAds';
import { isBotUserAgent } from './isBotUserAgent';
import type { Ad, AdShape } from './types';

/** An ad counts as displayed after staying 2.5 s in the slot. */
export const DISPLAY_EVENT_DELAY_MS = 2500;
/** Share of slots that report displays: the analytics quota cannot take one event per page view. */
export const DISPLAY_EVENT_SAMPLE_RATE = 0.1;
/** Size of an ad image, as ad networks deliver it. */
export const AD_IMAGE_SIZE = { width: 130, height: 100 } as const;

/** The slot's texts in the page's language, written by the server into `data-ad-strings` (AdSlot). */
export interface AdStrings {
  badge: string;
  /** "ad by $name". */
  by: string;
  pleaseAllow: string;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  children: Array<Node | string> = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    node.setAttribute(name, value);
  }
  node.append(...children);
  return node;
}

/**
 * One ad: image and text, or text only with an "Ad" badge. Every field is set as text (never as HTML); the link opens
 * a new tab and is marked sponsored. Styled by `.house-ad` in src/styles/content.css.
 */
export function renderAd(ad: Ad, shape: AdShape, strings: AdStrings): HTMLAnchorElement {
  const text = element('span', { class: 'house-ad-text' }, [
    element('strong', {}, [ad.name]),
    ...(ad.description ? [` — ${ad.description}`] : []),
  ]);
  return element(
    'a',
    {
      class: 'house-ad',
      'data-shape': shape,
      href: ad.link,
      target: '_blank',
      rel: 'noopener sponsored',
      'data-ga-event-category': 'ad',
      'data-ga-event-action': 'click',
      'data-ga-event-label': ad.label,
    },
    [
      ...(shape === 'image' && ad.img
        ? [element('img', { src: ad.img, alt: '', width: `${AD_IMAGE_SIZE.width}`, height: `${AD_IMAGE_SIZE.height}` })]
        : []),
      ...(shape === 'inline' ? [element('span', { class: 'house-ad-badge' }, [strings.badge])] : []),
      element('span', { class: 'house-ad-body' }, [
        text,
        element('span', { class: 'house-ad-by' }, [interpolate(strings.by, { name: ad.poweredby })]),
      ]),
    ],
  );
}

function readStrings(slot: HTMLElement): AdStrings | null {
  try {
    return JSON.parse(slot.dataset.adStrings ?? '') as AdStrings;
  } catch {
    return null;
  }
}

/**
 * Where a filled slot keeps what stops it. On the element, under a registered symbol: the integrations module and the
 * app each bundle this file, and either must see a slot the other filled.
 */
const STOP = Symbol.for('docs.adSlot.stop');
type FilledSlot = HTMLElement & { [STOP]?: () => void };

/**
 * Fills the ad slot (`[data-ad-slot]`) in the browser, without React: the session's draws, the user agent and the
 * privacy signals choose the network's ad (its script for image ads, its list for text ads) or a house ad. The slot
 * looks for the network's ad at once and then every POLL_INTERVAL_MS; once it counts as blocked, a house ad or the
 * "please allow ads" message covers it, while the network's ad stays in place underneath, so a late one still wins.
 * A slot already filled is left as it is. Returns what empties the slot and stops its timers and requests.
 */
export function fillAdSlot(slot: FilledSlot, config: AdsConfig, random: () => number = Math.random): () => void {
  const stop = () => slot[STOP]?.();
  if (slot[STOP]) {
    return stop;
  }
  const strings = readStrings(slot);
  const language = (slot.dataset.adLanguage ?? 'en') as Language;
  const draws = getAdSessionDraws(readSessionStore(), random);
  const serving = chooseAdServing({
    config,
    shape: draws.shape,
    isBot: isBotUserAgent(navigator.userAgent),
    trackingRefused: isTrackingRefused(readPrivacySignals()),
  });
  const inHouseAd = pickInHouseAd(random);
  const sampled = isSampled(DISPLAY_EVENT_SAMPLE_RATE, random, readSamplingOverride());
  const controller = new AbortController();
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let displayTimer: ReturnType<typeof setTimeout> | undefined;
  slot[STOP] = () => {
    delete slot[STOP];
    controller.abort();
    clearTimeout(pollTimer);
    clearTimeout(displayTimer);
    slot.replaceChildren();
  };

  const isNetwork = serving.kind === 'script' || serving.kind === 'list';
  const content = element('span', { 'data-ga-event-category': 'ad', 'data-ga-event-action': 'click' });
  const network = element('span', { 'data-ad-network': '' });
  if (isNetwork) {
    content.append(network);
  }
  // The house ad or the message, a child of the content as the network's element is.
  let fallback: Element | null = null;
  let shownLabel: string | null = null;
  let impressionUrls: string[] | null = null;
  let counted = false;
  let crashed = false;

  // A failing ad must not take the page down: the slot stays empty, even if filled again, and reports the crash.
  function crash(label: string | null) {
    crashed = true;
    stop();
    slot[STOP] = () => delete slot[STOP];
    sendEvent('ad', { eventAction: 'crash', eventLabel: label ?? 'unknown' });
  }

  function show(found: boolean, blocked: boolean) {
    if (!strings) {
      throw new Error('The ad slot has no texts (data-ad-strings).');
    }
    const source = getAdSource({ serving, found, blocked, askToAllowAds: draws.askToAllowAds });
    const label = source ? getAdEventLabel(source, draws.shape) : null;
    if (!source || !label) {
      // Crawlers: an empty placeholder, no request.
      slot.replaceChildren(element('span', { 'data-ad-empty': '' }));
      return;
    }
    const fallbackShown = source !== 'carbon';
    if (label !== shownLabel) {
      shownLabel = label;
      content.dataset.gaEventLabel = label;
      content.dataset.adSource = source;
      content.dataset.adShape = draws.shape;
      network.style.display = fallbackShown ? 'none' : '';
      fallback?.remove();
      fallback =
        source === 'in-house'
          ? renderAd(toInHouseAd(inHouseAd, language, label), draws.shape, strings)
          : source === 'in-house-adblock'
            ? element('span', { class: 'ad-allow-request', 'data-ad-allow-request': '' }, [strings.pleaseAllow])
            : null;
      if (fallback) {
        content.append(fallback);
      }
      // A slot whose content changes reports the new content after another 2.5 s; sampling is drawn once per slot.
      clearTimeout(displayTimer);
      if (sampled) {
        displayTimer = setTimeout(
          () => sendEvent('ad', { eventAction: 'display', eventLabel: label }),
          DISPLAY_EVENT_DELAY_MS,
        );
      }
    }
    // Once displayed, a network ad's beacons are requested once, whatever happens next.
    if (impressionUrls && !fallbackShown && !counted) {
      counted = true;
      const pixels = impressionUrls.map((url) =>
        element('img', {
          src: url,
          alt: '',
          width: '1',
          height: '1',
          style: 'display: none',
          'data-ad-impression': '',
        }),
      );
      network.querySelector('[data-ad-rendered]')?.prepend(...pixels);
    }
  }

  let state = { found: false, blocked: false };
  function render() {
    try {
      show(state.found, state.blocked);
    } catch {
      crash(shownLabel);
    }
  }

  if (serving.kind === 'script') {
    const container = element('span', { 'data-ad-script-container': '' });
    // The network's script renders its ad (Carbon's `#carbonads`) next to itself.
    container.append(element('script', { async: '', src: serving.url, id: '_carbonads_js' }));
    network.append(container);
  } else if (serving.kind === 'list') {
    // The list's parser is loaded only by the sessions drawn for text ads.
    const fetched = import('./fetchNetworkAd').then(({ fetchNetworkAd }) =>
      fetchNetworkAd(serving.url, (input, init) => fetch(input, init), controller.signal),
    );
    void fetched.then((found) => {
      if (!found || !strings || controller.signal.aborted || crashed) {
        return;
      }
      const networkAd: Ad = {
        name: found.company,
        link: found.statlink,
        img: found.image,
        description: found.description,
        poweredby: 'Carbon',
        label: getAdEventLabel('carbon', draws.shape),
      };
      impressionUrls = found.impressionUrls;
      network.append(element('span', { 'data-ad-rendered': '' }, [renderAd(networkAd, 'inline', strings)]));
      render();
    });
  }
  slot.replaceChildren(content);
  render();
  if (isNetwork && !crashed) {
    const poll = (attempt: number) => {
      const outcome = getPollOutcome(attempt, network.querySelector(RENDERED_AD_SELECTOR) !== null);
      if (outcome.found !== state.found || outcome.blocked !== state.blocked) {
        state = { found: outcome.found, blocked: outcome.blocked };
        render();
      }
      if (outcome.pollAgain) {
        pollTimer = setTimeout(() => poll(attempt + 1), POLL_INTERVAL_MS);
      }
    };
    poll(1);
  }
  return stop;
}

/** Fills every ad slot of the page (the server renders at most one), unless ads are off. */
export function fillAdSlots(config: AdsConfig): void {
  if (!config.enabled) {
    return;
  }
  document.querySelectorAll<HTMLElement>('[data-ad-slot]').forEach((slot) => fillAdSlot(slot, config));
}
