import { createTheme, type Components, type Theme } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE } from './colorMode';
import { BORDER_RADIUS, BREAKPOINTS, DEFAULT_PALETTE_COLORS, Z_INDEX } from './constants';
import { effectiveSpacing } from './spacing';
import type { ThemeState } from './themeReducer';

/** Defaults that make every component compact when the dense layout is on. */
const denseComponents = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiToggleButton: { defaultProps: { size: 'small' } },
  MuiToggleButtonGroup: { defaultProps: { size: 'small' } },
  MuiTextField: { defaultProps: { size: 'small', margin: 'dense' } },
  MuiFormControl: { defaultProps: { size: 'small', margin: 'dense' } },
  MuiInputBase: { defaultProps: { size: 'small', margin: 'dense' } },
  MuiFilledInput: { defaultProps: { size: 'small', margin: 'dense' } },
  MuiOutlinedInput: { defaultProps: { size: 'small', margin: 'dense' } },
  MuiList: { defaultProps: { dense: true } },
  MuiListItemButton: { defaultProps: { dense: true } },
  MuiMenuItem: { defaultProps: { dense: true } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
  MuiFab: { defaultProps: { size: 'small' } },
  MuiChip: { defaultProps: { size: 'small' } },
  MuiSwitch: { defaultProps: { size: 'small' } },
  MuiCheckbox: { defaultProps: { size: 'small' } },
  MuiRadio: { defaultProps: { size: 'small' } },
} as const;

/** Builds the Material UI theme from the theme state. Both colour schemes are emitted as CSS variables. */
export function createDocsTheme(
  state: Pick<ThemeState, 'dense' | 'direction' | 'paletteColors' | 'spacing'>,
  localeComponents: Components<Theme> | null = null,
): Theme {
  const colorsFor = (mode: 'light' | 'dark') => ({
    primary: { main: state.paletteColors?.primary ?? DEFAULT_PALETTE_COLORS[mode].primary },
    secondary: { main: state.paletteColors?.secondary ?? DEFAULT_PALETTE_COLORS[mode].secondary },
  });
  return createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes: {
      light: {
        palette: {
          ...colorsFor('light'),
          background: { default: '#ffffff', paper: '#ffffff' },
        },
      },
      dark: {
        palette: {
          ...colorsFor('dark'),
          background: { default: '#0b0d0e', paper: '#101418' },
        },
      },
    },
    direction: state.direction,
    spacing: effectiveSpacing(state),
    shape: { borderRadius: BORDER_RADIUS },
    breakpoints: { values: { ...BREAKPOINTS } },
    zIndex: { ...Z_INDEX },
    typography: {
      fontFamily:
        '"IBM Plex Sans", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans SC", sans-serif',
    },
    components: {
      ...(state.dense ? denseComponents : {}),
      ...localeComponents,
      // The grid probes for eval (`Function()`) to compile its filters; the site's Content-Security-Policy forbids it,
      // and even the caught probe is reported as a violation. Interpreted filters give the same results.
      MuiDataGrid: {
        ...localeComponents?.MuiDataGrid,
        defaultProps: { ...localeComponents?.MuiDataGrid?.defaultProps, disableEval: true },
      },
    },
  });
}
