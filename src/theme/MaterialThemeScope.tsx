import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useDocsTheme } from './DocsThemeProvider';
import type { ColorMode } from './colorMode';
import { createDocsTheme } from './createDocsTheme';
import type { Direction } from './direction';
import { createLtrEmotionCache, loadRtlEmotionCache } from './emotionCache';
import { ServerEmotionCacheContext } from './ServerEmotionCacheContext';

// One cache per direction for the whole page, shared by every scope: each style is inserted once.
let ltrCache: EmotionCache | null = null;
let rtlCache: EmotionCache | null = null;
let rtlRequest: Promise<EmotionCache> | null = null;

/** Hands the chosen mode to Material UI, which resolves `system` live from prefers-color-scheme. */
function ColorModeBridge({ mode }: { mode: ColorMode }) {
  const { setMode } = useColorScheme();
  useEffect(() => {
    setMode(mode);
  }, [mode, setMode]);
  return null;
}

/**
 * The Emotion cache for the direction: the server's while rendering (so _document can extract the styles), the
 * page's shared one in the browser. Until the right-to-left cache has loaded (a moment, once), Material UI keeps the
 * left-to-right one; the page's own layout is static CSS and has already flipped with `dir`.
 */
function useEmotionCache(direction: Direction): EmotionCache {
  const serverCache = useContext(ServerEmotionCacheContext);
  const [, setRtlLoaded] = useState(false);
  const needsRtl = direction === 'rtl' && !rtlCache;
  useEffect(() => {
    if (!needsRtl) {
      return undefined;
    }
    let current = true;
    rtlRequest ??= loadRtlEmotionCache().then((cache) => (rtlCache = cache));
    void rtlRequest.then(() => current && setRtlLoaded(true));
    return () => {
      current = false;
    };
  }, [needsRtl]);
  if (serverCache) {
    return serverCache;
  }
  ltrCache ??= createLtrEmotionCache();
  return direction === 'rtl' ? (rtlCache ?? ltrCache) : ltrCache;
}

/**
 * Material UI's theme and Emotion for the parts built with them (menus, settings, search, demos, ads, the message
 * pages), each of which wraps itself in a scope: the static shell around them runs neither. Every scope derives the
 * same theme from the site's theme state. The CSS variables are the build's stylesheet, or, for a dense, re-spaced or
 * custom-palette theme, written once for the page by `ThemeVariables` (`writesVariables`).
 */
export function MaterialThemeScope({
  children,
  writesVariables = false,
}: {
  children?: ReactNode;
  writesVariables?: boolean;
}) {
  const { state, localeComponents } = useDocsTheme();
  const cache = useEmotionCache(state.direction);
  const theme = useMemo(
    () => createDocsTheme(state, localeComponents),
    [state.dense, state.direction, state.paletteColors, state.spacing, localeComponents], // eslint-disable-line react-hooks/exhaustive-deps
  );
  return (
    <CacheProvider value={cache}>
      <ThemeProvider
        theme={theme}
        storageWindow={null}
        defaultMode={state.paletteMode}
        // No disableTransitionOnChange: the colour mode is painted by DocsThemeProvider, and the option makes each
        // scope that mounts force a style recalculation of the whole document.
        disableStyleSheetGeneration={!writesVariables}
      >
        <ColorModeBridge mode={state.paletteMode} />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
