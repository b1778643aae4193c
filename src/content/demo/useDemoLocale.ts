import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n/LanguageContext';
import { useSetThemeLocale } from '@/theme/ThemeLocaleContext';

/**
 * Puts the components' own locale texts in the theme: the packages' defaults (English) on English pages,
 * `zhCN` for the grid and the pickers on Chinese pages. Returns true once the demo can render in that language.
 */
export function useDemoLocale(): boolean {
  const language = useLanguage();
  const setThemeLocale = useSetThemeLocale();
  const [ready, setReady] = useState(language === 'en');
  useEffect(() => {
    if (language === 'en') {
      setThemeLocale(null);
      setReady(true);
      return undefined;
    }
    let cancelled = false;
    void Promise.all([import('@mui/x-data-grid/locales/zhCN'), import('@mui/x-date-pickers/locales/zhCN')]).then(([grid, pickers]) => {
      if (!cancelled) {
        setThemeLocale({ ...grid.zhCN.components, ...pickers.zhCN.components });
        setReady(true);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [language, setThemeLocale]);
  return ready;
}
