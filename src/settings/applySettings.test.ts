// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { initialThemeState } from '@/theme/themeReducer';
import { paintSettings, storeSettings } from './applySettings';
import { readStoredSettings } from './settingsState';

const root = document.documentElement;
const cookies = () =>
  Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=')),
  );

afterEach(() => {
  localStorage.clear();
  for (const name of Object.keys(cookies())) {
    document.cookie = `${name}=; max-age=0; path=/`;
  }
  root.removeAttribute('dir');
  root.removeAttribute('style');
  root.removeAttribute('data-mui-color-scheme');
});

describe('paintSettings', () => {
  it('paints the resolved scheme, the direction and a changed spacing as the head script does', () => {
    paintSettings(root, { ...initialThemeState, paletteMode: 'system', direction: 'rtl', spacing: 10 }, true);
    expect(root.getAttribute('data-mui-color-scheme')).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.style.getPropertyValue('--mui-spacing')).toBe('10px');
    // The dense layout caps the spacing; the default spacing is the stylesheet's, not pinned inline.
    paintSettings(root, { ...initialThemeState, paletteMode: 'light', dense: true, spacing: 10 }, true);
    expect(root.getAttribute('data-mui-color-scheme')).toBe('light');
    expect(root.getAttribute('dir')).toBe('ltr');
    expect(root.style.getPropertyValue('--mui-spacing')).toBe('6px');
    paintSettings(root, initialThemeState, false);
    expect(root.style.getPropertyValue('--mui-spacing')).toBe('');
  });
});

describe('storeSettings', () => {
  const state = {
    ...readStoredSettings({ storage: () => null, cookie: () => undefined }),
    codeVariant: 'JS' as const,
  };

  it('stores the theme keys on any change, and a code preference only when the reader set it', () => {
    storeSettings(document, { type: 'SET_DENSE', payload: true }, { ...state, theme: { ...state.theme, dense: true } });
    expect([
      localStorage.getItem('mui-mode'),
      localStorage.getItem('mui-direction'),
      localStorage.getItem('mui-dense'),
      localStorage.getItem('mui-spacing'),
    ]).toEqual(['system', 'ltr', 'true', '8']);
    expect(cookies()).toEqual({});
    storeSettings(document, { type: 'SET_CODE_VARIANT', payload: 'JS' }, state);
    expect(cookies()).toEqual({ codeVariant: 'JS' });
  });

  it('a reset writes both code preferences and removes the palette cookie', () => {
    document.cookie = 'paletteColors=%7B%7D; path=/';
    storeSettings(document, { type: 'RESET' }, { ...state, codeVariant: 'TS' });
    expect(cookies()).toEqual({ codeVariant: 'TS', codeStyling: 'system' });
  });
});
