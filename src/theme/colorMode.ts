/** The attribute of `<html>` that selects the colour scheme's CSS variables (Material UI's `colorSchemeSelector`). */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';

export const COLOR_MODES = ['light', 'system', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export type ResolvedColorMode = 'light' | 'dark';

/** Reads a stored colour mode; anything unknown (including nothing) means `system`. */
export function parseColorMode(raw: unknown): ColorMode {
  return COLOR_MODES.includes(raw as ColorMode) ? (raw as ColorMode) : 'system';
}

/** The mode actually painted, given the chosen one and whether the OS prefers dark. */
export function resolveColorMode(mode: ColorMode, systemPrefersDark: boolean): ResolvedColorMode {
  if (mode === 'system') {
    return systemPrefersDark ? 'dark' : 'light';
  }
  return mode;
}
