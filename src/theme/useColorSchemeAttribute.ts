import { useEffect } from 'react';
import { COLOR_SCHEME_ATTRIBUTE, resolveColorMode, type ColorMode } from './colorMode';

/**
 * Paints the chosen colour mode as the head script does before first paint (`data-mui-color-scheme` and
 * `color-scheme` on `<html>`), following the system's preference live in `system` mode. Writes only a changed value:
 * rewriting an attribute of `<html>` makes the browser recompute the whole page's style.
 */
export function useColorSchemeAttribute(mode: ColorMode) {
  useEffect(() => {
    const query = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
    const apply = () => {
      const resolved = resolveColorMode(mode, query?.matches ?? false);
      const root = document.documentElement;
      if (root.getAttribute(COLOR_SCHEME_ATTRIBUTE) !== resolved) {
        root.setAttribute(COLOR_SCHEME_ATTRIBUTE, resolved);
        root.style.colorScheme = resolved;
      }
    };
    apply();
    if (mode !== 'system' || !query) {
      return undefined;
    }
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [mode]);
}
