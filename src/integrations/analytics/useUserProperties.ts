import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect } from 'react';
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

/** GA4 user properties: code variant and styling, language, pixel ratio, the OS colour scheme and the chosen one. */
export function useUserProperties(): void {
  const { codeVariant, codeStyling, restored } = useCodePreferences();
  const userLanguage = useLanguage();
  const colorScheme = useDocsTheme().state.paletteMode;
  const colorSchemeOS = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true }) ? 'dark' : 'light';

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
