import type { Components, Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import type { Language } from '@/i18n/languages';
import { useSetThemeLocale } from '@/theme/ThemeLocaleContext';
import { loadDemoLocale } from './loadDemoLocale';

/**
 * Puts the components' own locale texts for the page's language in the theme (see `loadDemoLocale`). Returns true
 * once the demo can render in that language. When the texts fail to load (a chunk that cannot be downloaded) the
 * theme keeps the packages' defaults, English, and the demo renders anyway.
 */
export function useDemoLocale(load: (language: Language) => Promise<Components<Theme>> = loadDemoLocale): boolean {
  const language = useLanguage();
  const setThemeLocale = useSetThemeLocale();
  const [readyLanguage, setReadyLanguage] = useState<Language | null>(null);
  useEffect(() => {
    let cancelled = false;
    load(language).then(
      (components) => {
        if (!cancelled) {
          setThemeLocale(components);
          setReadyLanguage(language);
        }
      },
      () => {
        if (!cancelled) {
          setThemeLocale(null);
          setReadyLanguage(language);
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [language, setThemeLocale, load]);
  return readyLanguage === language;
}
