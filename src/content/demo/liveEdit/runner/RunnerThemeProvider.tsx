import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider, useColorScheme, type Components, type Theme } from '@mui/material/styles';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadDemoLocale } from '@/content/demo/loadDemoLocale';
import { createDocsTheme } from '@/theme/createDocsTheme';
import { createLtrEmotionCache, loadRtlEmotionCache } from '@/theme/emotionCache';
import { usesStaticThemeVariables } from '@/theme/staticThemeVariables';
import type { ColorMode } from '@/theme/colorMode';
import type { RunnerSettings } from '../runnerMessages';

function ColorModeBridge({ mode }: { mode: ColorMode }) {
  const { setMode } = useColorScheme();
  useEffect(() => setMode(mode), [mode, setMode]);
  return null;
}

/**
 * The site's theme inside the runner, from the settings the page sends (the runner's opaque origin has no storage
 * or cookies to read them from): colour mode, direction, density and the components' texts in the page's language.
 */
export function RunnerThemeProvider({ settings, children }: { settings: RunnerSettings; children: ReactNode }) {
  const [ltrCache] = useState(createLtrEmotionCache);
  const [rtlCache, setRtlCache] = useState<EmotionCache | null>(null);
  const [locale, setLocale] = useState<{ language: string; components: Components<Theme> | null } | null>(null);
  const { direction, dense, spacing, language, paletteMode } = settings;

  useEffect(() => {
    document.documentElement.dir = direction;
    if (direction === 'rtl' && !rtlCache) {
      void loadRtlEmotionCache().then(setRtlCache);
    }
  }, [direction, rtlCache]);

  useEffect(() => {
    let current = true;
    loadDemoLocale(language).then(
      (components) => current && setLocale({ language, components }),
      () => current && setLocale({ language, components: null }),
    );
    return () => {
      current = false;
    };
  }, [language]);

  const localeComponents = locale?.components ?? null;
  const theme = useMemo(
    () => createDocsTheme({ direction, dense, spacing, paletteColors: null }, localeComponents),
    [direction, dense, spacing, localeComponents],
  );
  if (locale?.language !== language || (direction === 'rtl' && !rtlCache)) {
    return null;
  }
  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache! : ltrCache}>
      <ThemeProvider
        theme={theme}
        storageWindow={null}
        defaultMode={paletteMode}
        disableTransitionOnChange
        disableStyleSheetGeneration={usesStaticThemeVariables({ dense, spacing, paletteColors: null })}
      >
        <ColorModeBridge mode={paletteMode} />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
