import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider, useColorScheme, type Components, type Theme } from '@mui/material/styles';
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
import { readStorage, writeStorage } from '@/preferences/safeStorage';
import { parseColorMode, type ColorMode } from './colorMode';
import { createDocsTheme } from './createDocsTheme';
import { parseDirection, type Direction } from './direction';
import { parseSpacing } from './spacing';
import { SPACING_VARIABLE } from './preferencesHeadScript';
import { usesStaticThemeVariables } from './staticThemeVariables';
import { createLtrEmotionCache, loadRtlEmotionCache } from './emotionCache';
import { ThemeLocaleContext } from './ThemeLocaleContext';
import { initialThemeState, themeReducer, type ThemeAction, type ThemeState } from './themeReducer';
import dynamic from 'next/dynamic';

const PaletteErrorNotice = dynamic(() => import('./PaletteErrorNotice').then((module) => module.PaletteErrorNotice), {
  ssr: false,
});

interface DocsThemeContextValue {
  state: ThemeState;
  dispatch: Dispatch<ThemeAction>;
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
 * and starting from the stored mode keeps Material UI from repainting the head script's choice.
 */
function initState(): ThemeState {
  if (typeof window === 'undefined') {
    return initialThemeState;
  }
  return { ...initialThemeState, paletteMode: parseColorMode(readStorage(STORAGE_KEYS.colorMode)) };
}

/** Hands the chosen mode to Material UI, which resolves `system` live from prefers-color-scheme. */
function ColorModeBridge({ mode }: { mode: ColorMode }) {
  const { setMode } = useColorScheme();
  useEffect(() => {
    setMode(mode);
  }, [mode, setMode]);
  return null;
}

/**
 * The Emotion cache for the direction. Until the right-to-left cache has loaded (a moment, once), Material UI keeps
 * the left-to-right one; the page's own layout is static CSS and has already flipped with `dir`.
 */
function useEmotionCache(direction: Direction, serverCache?: EmotionCache): EmotionCache {
  const [ltr] = useState(() => serverCache ?? createLtrEmotionCache());
  const [rtl, setRtl] = useState<EmotionCache | null>(null);
  const needsRtl = direction === 'rtl' && !rtl;
  useEffect(() => {
    if (!needsRtl) {
      return undefined;
    }
    let current = true;
    void loadRtlEmotionCache().then((cache) => current && setRtl(cache));
    return () => {
      current = false;
    };
  }, [needsRtl]);
  return direction === 'rtl' ? (rtl ?? ltr) : ltr;
}

export function DocsThemeProvider({ children, emotionCache }: { children: ReactNode; emotionCache?: EmotionCache }) {
  const [state, dispatch] = useReducer(themeReducer, undefined, initState);
  const [restored, setRestored] = useState(false);
  const [paletteError, setPaletteError] = useState(false);
  const [localeComponents, setLocaleComponents] = useState<Components<Theme> | null>(null);
  const cache = useEmotionCache(state.direction, emotionCache);

  useEffect(() => {
    dispatch({ type: 'CHANGE', payload: { direction: parseDirection(readStorage(STORAGE_KEYS.direction)) } });
    dispatch({ type: 'SET_DENSE', payload: readStorage(STORAGE_KEYS.dense) === 'true' });
    dispatch({ type: 'SET_SPACING', payload: parseSpacing(readStorage(STORAGE_KEYS.spacing)) });
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

  useEffect(() => {
    document.documentElement.setAttribute('dir', state.direction);
    if (restored) {
      // The theme now carries the restored spacing: the head script's pre-paint value must not pin it any longer.
      document.documentElement.style.removeProperty(SPACING_VARIABLE);
      writeStorage(STORAGE_KEYS.direction, state.direction);
      writeStorage(STORAGE_KEYS.dense, String(state.dense));
      writeStorage(STORAGE_KEYS.spacing, String(state.spacing));
      writeStorage(STORAGE_KEYS.colorMode, state.paletteMode);
    }
  }, [restored, state.direction, state.dense, state.spacing, state.paletteMode]);

  const theme = useMemo(
    () => createDocsTheme(state, localeComponents),
    [state.dense, state.direction, state.paletteColors, state.spacing, localeComponents], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const contextValue = useMemo(() => ({ state, dispatch }), [state]);

  return (
    <DocsThemeContext.Provider value={contextValue}>
      <ThemeLocaleContext.Provider value={setLocaleComponents}>
        <CacheProvider value={cache}>
          <ThemeProvider
            theme={theme}
            storageWindow={null}
            defaultMode={state.paletteMode}
            disableTransitionOnChange
            // The default theme's variables and CssBaseline are a static stylesheet; only a changed theme writes its own.
            disableStyleSheetGeneration={usesStaticThemeVariables(state)}
          >
            <ColorModeBridge mode={state.paletteMode} />
            {children}
            {paletteError ? <PaletteErrorNotice open onClose={() => setPaletteError(false)} /> : null}
          </ThemeProvider>
        </CacheProvider>
      </ThemeLocaleContext.Provider>
    </DocsThemeContext.Provider>
  );
}
