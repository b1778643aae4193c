import en from '../translations/en.json';
import type { UiStrings } from '../uiStrings';

/** The shell's English strings, imported by the English routes (src/pages/x/). */
export const EN_STRINGS: UiStrings = { language: 'en', strings: en };
