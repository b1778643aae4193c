import { createContext, useCallback, useContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import type { InterpolationValues } from './interpolate';
import { translate, type TranslationKey } from './translate';

export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** Returns `t(key, values?)` bound to the page's language. */
export function useTranslate(): (key: TranslationKey, values?: InterpolationValues) => string {
  const language = useLanguage();
  return useCallback(
    (key: TranslationKey, values?: InterpolationValues) => translate(language, key, values),
    [language],
  );
}
