/** Names under which preferences are persisted in the browser. One place, so the head script and the hooks agree. */
export const STORAGE_KEYS = {
  colorMode: 'mui-mode',
  direction: 'mui-direction',
  dense: 'mui-dense',
  spacing: 'mui-spacing',
} as const;

export const COOKIE_NAMES = {
  codeVariant: 'codeVariant',
  codeStyling: 'codeStyling',
  paletteColors: 'paletteColors',
} as const;

/** One year, in seconds. */
export const PREFERENCE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
