import en from './translations/en.json';
import zh from './translations/zh.json';
import { interpolate, type InterpolationValues } from './interpolate';
import type { Language } from './languages';
import type { TranslationKey } from './uiStrings';

export type { TranslationKey } from './uiStrings';

const translations: Record<Language, Partial<Record<TranslationKey, string>> & Record<string, string>> = { en, zh };

/**
 * The UI string for a key in a language, at build time (the browser gets its page's language only, through
 * `useTranslate`), its `$name` placeholders filled from `values`.
 */
export function translate(language: Language, key: TranslationKey, values?: InterpolationValues): string {
  const template = translations[language][key] ?? en[key];
  return values ? interpolate(template, values) : template;
}

/** Keys present in a translation that English does not define: each one is a typo or a leftover. */
export function findUnknownTranslationKeys(language: Language): string[] {
  return Object.keys(translations[language]).filter((key) => !(key in en));
}
