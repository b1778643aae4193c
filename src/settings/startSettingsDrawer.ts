import { HTML_LANG } from '@/i18n/languages';
import { installSettingsDrawer } from './installSettingsDrawer';
import { PALETTE_PARSER_FILE } from './settingsBundleFiles';
import type { SettingsStrings } from './settingsStrings';

/** Both languages' drawer strings, keyed by `<html lang>`: written in by the bundler (writeIntegrationsBundle). */
declare const SETTINGS_STRINGS: Record<string, SettingsStrings>;

const strings = SETTINGS_STRINGS[document.documentElement.lang] ?? SETTINGS_STRINGS[HTML_LANG.en];
if (strings) {
  // The palette parser is a module of its own beside this one, named at run time so the bundler leaves it out.
  const paletteParserUrl = new URL(`./${PALETTE_PARSER_FILE}`, import.meta.url).href;
  installSettingsDrawer(window, strings, () => import(paletteParserUrl));
}
