import { useEffect } from 'react';
import { useTranslate } from '@/i18n/LanguageContext';
import { pickSettingsStrings } from './settingsStrings';

/**
 * `next dev` serves pages without the build's loader, which adds the settings module after the first paint
 * (src/boot/scriptLoader.ts): there React installs the same drawer, in the page's language, once it has hydrated.
 */
export function useSettingsDrawerInDevelopment() {
  const t = useTranslate();
  useEffect(() => {
    if (process.env.NODE_ENV === 'production') {
      return;
    }
    void import('./installSettingsDrawer').then(({ installSettingsDrawer }) =>
      installSettingsDrawer(
        window,
        pickSettingsStrings((key) => t(key)),
        () => import('@/theme/paletteColors'),
      ),
    );
    // Once per page load: the drawer installs once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
