import { describe, expect, it } from 'vitest';
import { usesStaticThemeVariables } from '@/theme/staticThemeVariables';
import { initialThemeState } from '@/theme/themeReducer';
import { renderThemeCss, renderThemeStyles } from './renderThemeCss';

const defaults = renderThemeStyles(initialThemeState);

describe('renderThemeCss', () => {
  it('holds both colour schemes of the default theme and the base styles, inside the cascade layer', () => {
    const css = renderThemeCss(initialThemeState);
    expect(css).toMatch(/^\/\*.*\*\/\n@layer theme \{\n/);
    expect(css).toContain(':root{--mui-spacing:8px;');
    expect(css).toContain('[data-mui-color-scheme="light"]{');
    expect(css).toMatch(/\[data-mui-color-scheme="dark"\]\{[^}]*--mui-palette-background-default:#0b0d0e;/);
    expect(css).toContain('body{margin:0;color:var(--mui-palette-text-primary);');
    expect(css).toContain('[data-mui-color-scheme="dark"]{-webkit-print-color-scheme:dark;color-scheme:dark;}');
    expect(css.trimEnd().endsWith('}')).toBe(true);
  });
});

describe('usesStaticThemeVariables', () => {
  it('is true for states whose styles equal the static ones', () => {
    for (const state of [
      initialThemeState,
      { ...initialThemeState, direction: 'rtl' as const },
      { ...initialThemeState, paletteMode: 'dark' as const },
    ]) {
      expect(usesStaticThemeVariables(state)).toBe(true);
      expect(renderThemeStyles(state)).toBe(defaults);
    }
  });

  it('is false for states whose variables differ, which Material UI then writes itself', () => {
    for (const state of [
      { ...initialThemeState, dense: true },
      { ...initialThemeState, spacing: initialThemeState.spacing + 1 },
      { ...initialThemeState, paletteColors: { primary: '#ff0000', secondary: '#00ff00' } },
    ]) {
      expect(usesStaticThemeVariables(state)).toBe(false);
      expect(renderThemeStyles(state)).not.toBe(defaults);
    }
  });
});
