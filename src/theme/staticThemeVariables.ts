import { initialThemeState, type ThemeState } from './themeReducer';

/**
 * Where the build writes the default theme's stylesheet: Material UI's CSS variables for both colour schemes and
 * CssBaseline's base styles (imported once, by `_app`).
 */
export const THEME_CSS_PATH = 'generated/theme/theme.css';

/** The cascade layer holding it: anything Material UI writes at run time is unlayered, so it wins. */
export const THEME_CSS_LAYER = 'theme';

/**
 * Whether the static stylesheet already holds this state's CSS variables, so Material UI need not write them again.
 * Only spacing, density and the palette change the variables; direction and colour mode do not.
 */
export function usesStaticThemeVariables(state: Pick<ThemeState, 'dense' | 'paletteColors' | 'spacing'>): boolean {
  return !state.dense && state.paletteColors === null && state.spacing === initialThemeState.spacing;
}
