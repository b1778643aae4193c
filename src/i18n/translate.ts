import en from './translations/en.json';
import zh from './translations/zh.json';
import type { Language } from './languages';

export type TranslationKey = keyof typeof en;

const translations: Record<Language, Partial<Record<TranslationKey, string>> & Record<string, string>> = { en, zh };

/** The UI string for a key in a language; a string missing from a translation falls back to English. */
export function translate(language: Language, key: TranslationKey): string {
  return translations[language][key] ?? en[key];
}

/** Keys present in a translation that English does not define: each one is a typo or a leftover. */
export function findUnknownTranslationKeys(language: Language): string[] {
  return Object.keys(translations[language]).filter((key) => !(key in en));
}
