import { getLanguageFromPath, getCanonicalPathname } from '@/routing/pathnames';
import {
  readCodeStylingCookie,
  readCodeVariantCookie,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
} from '@/preferences/codePreferences';
import { readStorage } from '@/preferences/safeStorage';
import { STORAGE_KEYS } from '@/preferences/storageKeys';
import { parseColorMode } from '@/theme/colorMode';
import { findClickEvent } from './findClickEvent';
import { getPageViewParams } from './getPageViewParams';
import { getGtag, sendEvent, setUserProperties } from './gtag';
import { isSampled, readSamplingOverride } from './isSampled';
import { loadGaLibrary } from './loadGaLibrary';
import { roundDevicePixelRatio } from './roundDevicePixelRatio';

/** Share of page loads that report web vitals: 0.01 %, to stay within the analytics quota. */
export const WEB_VITALS_SAMPLE_RATE = 1e-4;

/** Sends the event of every click on an element marked with `data-ga-event-category` (or inside one). */
function trackClicks(): void {
  // Capture phase: a component that stops the click's propagation must not hide it from analytics.
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const found = findClickEvent(target, Math.random, readSamplingOverride());
      if (found) {
        sendEvent(found.category, found.params);
      }
    },
    true,
  );
}

/** Re-sends the device pixel ratio whenever it changes (zoom, moving the window to another screen). */
function trackDevicePixelRatio(): void {
  const track = () => {
    setUserProperties({ devicePixelRatio: roundDevicePixelRatio(window.devicePixelRatio) });
    // A resolution query matches one ratio only: watch the current one, then re-arm for the next.
    window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`).addEventListener('change', track, { once: true });
  };
  track();
}

/** The operating system's colour scheme, followed live. */
function trackOsColorScheme(): void {
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  const report = () => setUserProperties({ colorSchemeOS: query.matches ? 'dark' : 'light' });
  report();
  query.addEventListener('change', report);
}

/**
 * The user properties as the page starts: code variant and styling (their cookies), language, chosen colour scheme,
 * and, followed live, the OS colour scheme and the pixel ratio. Later changes made through React's settings are
 * reported by useUserProperties.
 */
function reportUserProperties(): void {
  setUserProperties({ codeVariant: readCodeVariantCookie() ?? DEFAULT_CODE_VARIANT });
  setUserProperties({ codeStylingVariant: readCodeStylingCookie() ?? DEFAULT_CODE_STYLING });
  setUserProperties({ userLanguage: getLanguageFromPath(location.pathname) });
  setUserProperties({ colorScheme: parseColorMode(readStorage(STORAGE_KEYS.colorMode)) });
  trackOsColorScheme();
  trackDevicePixelRatio();
}

/**
 * Google Analytics 4 for a page load, without React: the library, the first page view, tracked clicks, the user
 * properties and sampled web vitals. React's Analytics reports what changes after it (navigations, preferences).
 * Nothing at all when the reader refuses tracking (Do Not Track, Global Privacy Control).
 */
export function startAnalytics(measurementId: string | null): void {
  if (!getGtag()) {
    return;
  }
  if (measurementId) {
    loadGaLibrary(measurementId);
  }
  sendEvent('page_view', getPageViewParams(getCanonicalPathname(location.pathname + location.search), document.title));
  trackClicks();
  reportUserProperties();
  // One draw per page load, so a sampled load sends all of its metrics. web-vitals is downloaded only for those.
  if (isSampled(WEB_VITALS_SAMPLE_RATE, Math.random, readSamplingOverride())) {
    void import('./reportWebVitals').then(({ reportWebVitals }) => reportWebVitals(sendEvent));
  }
}
