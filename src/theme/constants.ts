/** Every design constant of the site lives here; the theme and the shell read them from this module only. */

export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const SPACING = 8;

export const BORDER_RADIUS = 4;

export const Z_INDEX = {
  mobileStepper: 1000,
  fab: 1050,
  speedDial: 1050,
  appBar: 1100,
  drawer: 1200,
  modal: 1300,
  snackbar: 1400,
  tooltip: 1500,
} as const;

/** Default wait for debounced handlers: 10 frames at 60 Hz. */
export const DEBOUNCE_MS = 166;

/** Spacing used when the dense layout is on. */
export const DENSE_SPACING = 6;

/**
 * Default brand colours per mode. The light primary keeps primary text above 4.5:1 contrast on white and on the
 * tinted surfaces demos and toolbars use (`action.hover` over white is #f5f5f5, `action.selected` #ebebeb).
 */
export const DEFAULT_PALETTE_COLORS = {
  light: { primary: '#0067d0', secondary: '#9c27b0' },
  dark: { primary: '#66b2ff', secondary: '#ce93d8' },
} as const;

/** The range of the spacing steps in the settings drawer, in pixels per Material UI spacing unit. */
export const MIN_SPACING = 4;
export const MAX_SPACING = 12;
