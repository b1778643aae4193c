import type { Components, Theme } from '@mui/material/styles';
import dynamic from 'next/dynamic';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
  type Dispatch,
  type ReactNode,
} from 'react';
import { readBrowserCookie } from '@/preferences/codePreferences';
import { COOKIE_NAMES, STORAGE_KEYS } from '@/preferences/storageKeys';
import { readStorage } from '@/preferences/safeStorage';
import { onSettingsChange } from '@/settings/settingsChange';
import { parseColorMode } from './colorMode';
import { usesStaticThemeVariables } from './staticThemeVariables';
import { ThemeLocaleContext } from './ThemeLocaleContext';
import { initialThemeState, themeReducer, type ThemeAction, type ThemeState } from './themeReducer';
import { readStoredTheme, storeTheme } from './themeStorage';
import { useColorSchemeAttribute } from './useColorSchemeAttribute';

const PaletteErrorNotice = dynamic(() => import('./PaletteErrorNotice').then((module) => module.PaletteErrorNotice), {
  ssr: false,
});
// Only a theme the build's stylesheet does not hold (dense, re-spaced, custom palette) loads Material UI at start-up.
const ThemeVariables = dynamic(() => import('./ThemeVariables').then((module) => module.ThemeVariables), {
  ssr: false,
});

interface DocsThemeContextValue {
  state: ThemeState;
  dispatch: Dispatch<ThemeAction>;
  /** The components' locale texts a demo asked for (`useDemoLocale`), for the Material UI theme of each scope. */
  localeComponents: Components<Theme> | null;
}

const DocsThemeContext = createContext<DocsThemeContextValue | null>(null);

/** The theme state and its dispatcher. Throws when used outside DocsThemeProvider. */
export function useDocsTheme(): DocsThemeContextValue {
  const value = useContext(DocsThemeContext);
  if (!value) {
    throw new Error('Forgot to wrap component in ThemeProvider');
  }
  return value;
}

/**
 * The colour mode is read synchronously on the client: the markup does not depend on it (CSS variables do),
 * and starting from the stored mode keeps the head script's choice.
 */
function initState(): ThemeState {
  if (typeof window === 'undefined') {
    return initialThemeState;
  }
  return { ...initialThemeState, paletteMode: parseColorMode(readStorage(STORAGE_KEYS.colorMode)) };
}

/**
 * The site's theme state (mode, direction, density, spacing, palette), stored and applied to `<html>` without
 * Material UI: the shell's look is the build's stylesheet. The parts built with Material UI wrap themselves in
 * `MaterialThemeScope`, which derives their theme from this state when they load.
 */
export function DocsThemeProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(themeReducer, undefined, initState);
  const [restored, setRestored] = useState(false);
  const [paletteError, setPaletteError] = useState(false);
  const [localeComponents, setLocaleComponents] = useState<Components<Theme> | null>(null);
  useColorSchemeAttribute(state.paletteMode);

  useEffect(() => {
    const stored = readStoredTheme(readStorage);
    dispatch({ type: 'CHANGE', payload: { direction: stored.direction } });
    dispatch({ type: 'SET_DENSE', payload: stored.dense });
    dispatch({ type: 'SET_SPACING', payload: stored.spacing });
    setRestored(true);
    const rawPalette = readBrowserCookie(COOKIE_NAMES.paletteColors);
    if (rawPalette) {
      // The parser (and zod) loads only for the few readers who set a palette, not in every page's first load.
      void import('./paletteColors').then(({ readPaletteColors }) => {
        const paletteColors = readPaletteColors(rawPalette, () => setPaletteError(true));
        if (paletteColors) {
          dispatch({ type: 'CHANGE', payload: { paletteColors } });
        }
      });
    }
  }, []);

  // The settings drawer is not React's (src/settings/): the state follows what the reader changes there.
  useEffect(
    () =>
      onSettingsChange(window, ({ theme: { paletteMode, direction, paletteColors, dense, spacing } }) => {
        if (paletteMode !== undefined || direction !== undefined || paletteColors !== undefined) {
          dispatch({ type: 'CHANGE', payload: { paletteMode, direction, paletteColors } });
        }
        if (dense !== undefined) {
          dispatch({ type: 'SET_DENSE', payload: dense });
        }
        if (spacing !== undefined) {
          dispatch({ type: 'SET_SPACING', payload: spacing });
        }
      }),
    [],
  );

  useEffect(() => {
    if (document.documentElement.getAttribute('dir') !== state.direction) {
      document.documentElement.setAttribute('dir', state.direction);
    }
    if (restored) {
      storeTheme({
        paletteMode: state.paletteMode,
        direction: state.direction,
        dense: state.dense,
        spacing: state.spacing,
      });
    }
  }, [restored, state.direction, state.dense, state.spacing, state.paletteMode]);

  const contextValue = useMemo(() => ({ state, dispatch, localeComponents }), [state, localeComponents]);

  return (
    <DocsThemeContext.Provider value={contextValue}>
      <ThemeLocaleContext.Provider value={setLocaleComponents}>
        {restored && !usesStaticThemeVariables(state) ? <ThemeVariables /> : null}
        {children}
        {paletteError ? <PaletteErrorNotice open onClose={() => setPaletteError(false)} /> : null}
      </ThemeLocaleContext.Provider>
    </DocsThemeContext.Provider>
  );
}
