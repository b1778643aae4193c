import { HTML_LANG, LANGUAGES } from '@/i18n/languages';
import type { TranslationKey } from '@/i18n/uiStrings';

/** The shell strings the settings drawer shows: its bundle carries these, in both languages, and no others. */
export const SETTINGS_STRING_KEYS = [
  'settings',
  'closeSettings',
  'settings.mode',
  'settings.light',
  'settings.system',
  'settings.dark',
  'settings.direction',
  'settings.ltr',
  'settings.rtl',
  'settings.codeLanguage',
  'settings.codeStyle',
  'settings.styleSystem',
  'settings.styleTailwind',
  'settings.styleCss',
  'settings.density',
  'settings.dense',
  'settings.spacing',
  'settings.decreaseSpacing',
  'settings.increaseSpacing',
  'settings.denseSpacing',
  'settings.customColors',
  'settings.primaryColor',
  'settings.secondaryColor',
  'settings.resetColors',
  'settings.reset',
] as const satisfies readonly TranslationKey[];

export type SettingsStringKey = (typeof SETTINGS_STRING_KEYS)[number];
export type SettingsStrings = Record<SettingsStringKey, string>;

export function pickSettingsStrings(translate: (key: SettingsStringKey) => string): SettingsStrings {
  return Object.fromEntries(SETTINGS_STRING_KEYS.map((key) => [key, translate(key)])) as SettingsStrings;
}

/** The drawer's strings of every language, keyed by the `<html lang>` the page carries. */
export function settingsStringsByHtmlLang(
  stringsOf: (language: (typeof LANGUAGES)[number]) => Record<TranslationKey, string>,
): Record<string, SettingsStrings> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [HTML_LANG[language], pickSettingsStrings((key) => stringsOf(language)[key])]),
  );
}
