import {
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  parseCodeStyling,
  parseCodeVariant,
  type CodeStyling,
  type CodeVariant,
} from '@/preferences/codePreferences';
import { COOKIE_NAMES } from '@/preferences/storageKeys';
import { themeReducer, type ThemeAction, type ThemeState } from '@/theme/themeReducer';
import { readStoredTheme } from '@/theme/themeStorage';

/** What the settings drawer shows and changes: the theme's state and the two code preferences. */
export interface SettingsState {
  theme: ThemeState;
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
}

export type SettingsAction =
  | ThemeAction
  | { type: 'SET_CODE_VARIANT'; payload: CodeVariant }
  | { type: 'SET_CODE_STYLING'; payload: CodeStyling }
  | { type: 'RESET' };

/** Where the stored preferences are read from: localStorage (never throwing) and the document's cookies. */
export interface StoredPreferences {
  storage: (key: string) => string | null;
  cookie: (name: string) => string | undefined;
}

/**
 * The stored preferences, read as React's providers read them (DocsThemeProvider, CodePreferencesProvider); anything
 * unreadable means the default. The palette is parsed apart (readPaletteColors loads its parser on demand).
 */
export function readStoredSettings({ storage, cookie }: StoredPreferences): SettingsState {
  return {
    theme: readStoredTheme(storage),
    codeVariant: parseCodeVariant(cookie(COOKIE_NAMES.codeVariant)) ?? DEFAULT_CODE_VARIANT,
    codeStyling: parseCodeStyling(cookie(COOKIE_NAMES.codeStyling)) ?? DEFAULT_CODE_STYLING,
  };
}

/**
 * The drawer's rule book: theme actions go to themeReducer (the one rule book for the theme); RESET puts back the
 * system colour mode, left to right, the normal density and spacing, the default palette and code preferences.
 */
export function settingsReducer(state: SettingsState, action: SettingsAction): SettingsState {
  switch (action.type) {
    case 'SET_CODE_VARIANT':
      return { ...state, codeVariant: action.payload };
    case 'SET_CODE_STYLING':
      return { ...state, codeStyling: action.payload };
    case 'RESET': {
      let theme = themeReducer(state.theme, { type: 'CHANGE', payload: { paletteMode: 'system', direction: 'ltr' } });
      theme = themeReducer(theme, { type: 'RESET_DENSITY' });
      theme = themeReducer(theme, { type: 'RESET_COLORS' });
      return { theme, codeVariant: DEFAULT_CODE_VARIANT, codeStyling: DEFAULT_CODE_STYLING };
    }
    default:
      return { ...state, theme: themeReducer(state.theme, action) };
  }
}

/** What changed between two states: the fields a listener must take over, and only those. */
export interface SettingsChange {
  theme: Partial<ThemeState>;
  codeVariant?: CodeVariant;
  codeStyling?: CodeStyling;
}

export function diffSettings(previous: SettingsState, next: SettingsState): SettingsChange {
  const theme = Object.fromEntries(
    (Object.keys(next.theme) as (keyof ThemeState)[])
      .filter((key) => previous.theme[key] !== next.theme[key])
      .map((key) => [key, next.theme[key]]),
  ) as Partial<ThemeState>;
  return {
    theme,
    ...(previous.codeVariant !== next.codeVariant ? { codeVariant: next.codeVariant } : {}),
    ...(previous.codeStyling !== next.codeStyling ? { codeStyling: next.codeStyling } : {}),
  };
}
