import { useEffect } from 'react';
import { MaterialThemeScope } from './MaterialThemeScope';
import { SPACING_VARIABLE } from './preferencesHeadScript';

/**
 * Writes the CSS variables of a theme the build's stylesheet does not hold (dense, re-spaced or a custom palette) for
 * the whole page, the static shell included. Loaded only for such a theme.
 */
export function ThemeVariables() {
  useEffect(() => {
    // The variables now carry the restored spacing: the head script's pre-paint value must not pin it any longer.
    document.documentElement.style.removeProperty(SPACING_VARIABLE);
  }, []);
  return <MaterialThemeScope writesVariables />;
}
