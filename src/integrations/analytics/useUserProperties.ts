import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { useCodePreferences } from '@/preferences/CodePreferencesProvider';
import { useDocsTheme } from '@/theme/DocsThemeProvider';
import { setUserProperties } from './gtag';
import { roundDevicePixelRatio } from './roundDevicePixelRatio';

/** Re-sends the device pixel ratio whenever it changes (zoom, moving the window to another screen). */
function useDevicePixelRatioProperty(): void {
  useEffect(() => {
    let query: MediaQueryList | null = null;
    function track() {
      setUserProperties({ devicePixelRatio: roundDevicePixelRatio(window.devicePixelRatio) });
      // A resolution query matches one ratio only: watch the current one, then re-arm for the next.
      query?.removeEventListener('change', track);
      query = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
      query.addEventListener('change', track);
    }
    track();
    return () => query?.removeEventListener('change', track);
  }, []);
}

const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** The operating system's colour scheme, followed live. Read at once in the browser: it is reported, not rendered. */
function useOsColorScheme(): 'dark' | 'light' {
  const [dark, setDark] = useState(() => typeof window !== 'undefined' && window.matchMedia(DARK_SCHEME_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(DARK_SCHEME_QUERY);
    const update = () => setDark(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return dark ? 'dark' : 'light';
}

/** GA4 user properties: code variant and styling, language, pixel ratio, the OS colour scheme and the chosen one. */
export function useUserProperties(): void {
  const { codeVariant, codeStyling, restored } = useCodePreferences();
  const userLanguage = useLanguage();
  const colorScheme = useDocsTheme().state.paletteMode;
  const colorSchemeOS = useOsColorScheme();

  // Until the cookies are read the values are only the defaults: reporting them would count a JS reader as TS.
  useEffect(() => {
    if (restored) {
      setUserProperties({ codeVariant });
    }
  }, [codeVariant, restored]);
  useEffect(() => {
    if (restored) {
      setUserProperties({ codeStylingVariant: codeStyling });
    }
  }, [codeStyling, restored]);
  useEffect(() => setUserProperties({ userLanguage }), [userLanguage]);
  useEffect(() => setUserProperties({ colorSchemeOS }), [colorSchemeOS]);
  useEffect(() => setUserProperties({ colorScheme }), [colorScheme]);
  useDevicePixelRatioProperty();
}
