import type { Language } from '../languages';
import type { UiStrings } from '../uiStrings';
import { EN_STRINGS } from './en';
import { ZH_STRINGS } from './zh';

const UI_STRINGS: Record<Language, UiStrings> = { en: EN_STRINGS, zh: ZH_STRINGS };

/**
 * The shell's strings in a language, for code that serves every language: build-time rendering and tests. A route
 * imports its own language's module instead (src/i18n/withUiStrings.tsx), so a page ships one language.
 */
export function uiStringsOf(language: Language): UiStrings {
  return UI_STRINGS[language];
}
