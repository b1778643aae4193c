export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', zh: '中文' };

/** Value of <html lang> for each language. */
export const HTML_LANG: Record<Language, string> = { en: 'en', zh: 'zh-CN' };

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}
