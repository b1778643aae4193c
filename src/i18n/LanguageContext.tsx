import { createContext, useCallback, useContext } from 'react';
import type { Language } from './languages';
import type { InterpolationValues } from './interpolate';
import { translateWith, type TranslationKey, type UiStrings } from './uiStrings';

/** The page's language and the shell's strings in it, given by _app from the route (src/i18n/withUiStrings.tsx). */
export const LanguageContext = createContext<UiStrings | null>(null);

function useUiStrings(): UiStrings {
  const uiStrings = useContext(LanguageContext);
  if (!uiStrings) {
    throw new Error(
      'No shell strings for this page: wrap its route component with withUiStrings (src/i18n/withUiStrings.tsx).',
    );
  }
  return uiStrings;
}

export function useLanguage(): Language {
  return useUiStrings().language;
}

/** Returns `t(key, values?)` bound to the page's language. */
export function useTranslate(): (key: TranslationKey, values?: InterpolationValues) => string {
  const uiStrings = useUiStrings();
  return useCallback(
    (key: TranslationKey, values?: InterpolationValues) => translateWith(uiStrings, key, values),
    [uiStrings],
  );
}
