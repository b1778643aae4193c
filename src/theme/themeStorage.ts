import { STORAGE_KEYS } from '@/preferences/storageKeys';
import { writeStorage } from '@/preferences/safeStorage';
import { parseColorMode } from './colorMode';
import { parseDirection } from './direction';
import { parseSpacing } from './spacing';
import { initialThemeState, type ThemeState } from './themeReducer';

/**
 * The theme as stored in localStorage (the palette is a cookie, parsed apart): anything unreadable means the default.
 * Read by DocsThemeProvider when React starts and by the settings drawer at each opening.
 */
export function readStoredTheme(storage: (key: string) => string | null): ThemeState {
  return {
    ...initialThemeState,
    paletteMode: parseColorMode(storage(STORAGE_KEYS.colorMode)),
    direction: parseDirection(storage(STORAGE_KEYS.direction)),
    dense: storage(STORAGE_KEYS.dense) === 'true',
    spacing: parseSpacing(storage(STORAGE_KEYS.spacing)),
  };
}

/** Stores the four theme keys, as the head script reads them before the next page's first paint. */
export function storeTheme(theme: Pick<ThemeState, 'paletteMode' | 'direction' | 'dense' | 'spacing'>): void {
  writeStorage(STORAGE_KEYS.colorMode, theme.paletteMode);
  writeStorage(STORAGE_KEYS.direction, theme.direction);
  writeStorage(STORAGE_KEYS.dense, String(theme.dense));
  writeStorage(STORAGE_KEYS.spacing, String(theme.spacing));
}
