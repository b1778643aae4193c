import { serializeClearedCookie, serializePreferenceCookie } from '@/preferences/codePreferences';
import { COOKIE_NAMES } from '@/preferences/storageKeys';
import { COLOR_SCHEME_ATTRIBUTE, resolveColorMode } from '@/theme/colorMode';
import { SPACING } from '@/theme/constants';
import { SPACING_VARIABLE } from '@/theme/preferencesHeadScript';
import { effectiveSpacing } from '@/theme/spacing';
import { storeTheme } from '@/theme/themeStorage';
import type { ThemeState } from '@/theme/themeReducer';
import type { SettingsAction, SettingsState } from './settingsState';

/**
 * Stores a state the reader chose, as React's providers did: the four theme keys in localStorage on any change, a code
 * preference's cookie only when the reader set it (or reset everything), the palette cookie removed by either reset.
 */
export function storeSettings(doc: Document, action: SettingsAction, state: SettingsState): void {
  storeTheme(state.theme);
  const reset = action.type === 'RESET';
  if (reset || action.type === 'SET_CODE_VARIANT') {
    doc.cookie = serializePreferenceCookie(COOKIE_NAMES.codeVariant, state.codeVariant);
  }
  if (reset || action.type === 'SET_CODE_STYLING') {
    doc.cookie = serializePreferenceCookie(COOKIE_NAMES.codeStyling, state.codeStyling);
  }
  if (reset || action.type === 'RESET_COLORS') {
    doc.cookie = serializeClearedCookie(COOKIE_NAMES.paletteColors);
  }
}

/**
 * Paints a theme on `<html>` as the head script does before the first paint: the resolved colour scheme, the
 * direction, and a spacing other than the default as Material UI's spacing variable, so that a page without React
 * follows the settings too (with React, ThemeVariables writes the same value). Writes only what differs: rewriting an
 * attribute of `<html>` restyles the whole page.
 */
export function paintSettings(
  root: HTMLElement,
  theme: Pick<ThemeState, 'paletteMode' | 'direction' | 'dense' | 'spacing'>,
  systemPrefersDark: boolean,
): void {
  const scheme = resolveColorMode(theme.paletteMode, systemPrefersDark);
  if (root.getAttribute(COLOR_SCHEME_ATTRIBUTE) !== scheme) {
    root.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
    root.style.colorScheme = scheme;
  }
  if (root.getAttribute('dir') !== theme.direction) {
    root.setAttribute('dir', theme.direction);
  }
  const spacing = effectiveSpacing(theme);
  if (spacing === SPACING) {
    root.style.removeProperty(SPACING_VARIABLE);
  } else {
    root.style.setProperty(SPACING_VARIABLE, `${spacing}px`);
  }
}
