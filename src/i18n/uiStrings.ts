import type en from './translations/en.json';
import { interpolate, type InterpolationValues } from './interpolate';
import type { Language } from './languages';

/** A key of the shell's strings: English defines them all. */
export type TranslationKey = keyof typeof en;

/**
 * The shell's strings in one language: what a route ships to the browser (src/i18n/strings/), so a page downloads
 * its own language only.
 */
export interface UiStrings {
  language: Language;
  strings: Record<TranslationKey, string>;
}

/** The string for a key, its `$name` placeholders filled from `values`. */
export function translateWith(uiStrings: UiStrings, key: TranslationKey, values?: InterpolationValues): string {
  const template = uiStrings.strings[key];
  return values ? interpolate(template, values) : template;
}
