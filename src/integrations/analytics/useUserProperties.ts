import { useEffect, useRef } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { useCodePreferences } from '@/preferences/CodePreferencesProvider';
import { useDocsTheme } from '@/theme/DocsThemeProvider';
import { setUserProperties } from './gtag';

/**
 * Sends a user property when its value changes after the first one known, which startAnalytics has already sent
 * from the same cookie or storage. `ready` false: the value is only a default yet (the cookies are not read).
 */
function useChangedProperty(name: string, value: string, ready = true): void {
  const first = useRef<string | null>(null);
  useEffect(() => {
    if (!ready) {
      return;
    }
    if (first.current === null) {
      first.current = value;
    } else {
      setUserProperties({ [name]: value });
    }
  }, [name, value, ready]);
}

/**
 * GA4 user properties a reader changes through React: code variant and styling, language (a client-side switch) and
 * the chosen colour scheme. Their starting values, the OS colour scheme and the pixel ratio are startAnalytics'.
 */
export function useUserProperties(): void {
  const { codeVariant, codeStyling, restored } = useCodePreferences();
  useChangedProperty('codeVariant', codeVariant, restored);
  useChangedProperty('codeStylingVariant', codeStyling, restored);
  useChangedProperty('userLanguage', useLanguage());
  useChangedProperty('colorScheme', useDocsTheme().state.paletteMode);
}
