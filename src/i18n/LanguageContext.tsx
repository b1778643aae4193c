import { createContext, useCallback, useContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { translate, type TranslationKey } from './translate';

export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** Returns `t(key)` bound to the page's language. */
export function useTranslate(): (key: TranslationKey) => string {
  const language = useLanguage();
  return useCallback((key: TranslationKey) => translate(language, key), [language]);
}
