import zh from '../translations/zh.json';
import type { UiStrings } from '../uiStrings';

/**
 * The shell's Chinese strings, imported by the Chinese routes (src/pages/zh/x/). A Chinese page ships no English, so
 * a key missing from zh.json fails the typecheck here rather than falling back to English in the browser.
 */
export const ZH_STRINGS: UiStrings = { language: 'zh', strings: zh };
