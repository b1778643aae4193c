import { describe, expect, it } from 'vitest';
import { initialThemeState } from '@/theme/themeReducer';
import { diffSettings, readStoredSettings, settingsReducer, type SettingsState } from './settingsState';

const stored = (storage: Record<string, string>, cookies: Record<string, string> = {}) =>
  readStoredSettings({ storage: (key) => storage[key] ?? null, cookie: (name) => cookies[name] });

describe('readStoredSettings', () => {
  it('reads what the providers store, and the defaults for anything missing or unreadable', () => {
    expect(stored({})).toEqual({ theme: initialThemeState, codeVariant: 'TS', codeStyling: 'system' });
    expect(
      stored(
        { 'mui-mode': 'purple', 'mui-direction': 'sideways', 'mui-dense': 'yes', 'mui-spacing': '99' },
        { codeVariant: 'Python', codeStyling: 'sass' },
      ),
    ).toEqual({ theme: initialThemeState, codeVariant: 'TS', codeStyling: 'system' });
    expect(
      stored(
        { 'mui-mode': 'dark', 'mui-direction': 'rtl', 'mui-dense': 'true', 'mui-spacing': '10' },
        { codeVariant: 'JS', codeStyling: 'tailwind' },
      ),
    ).toEqual({
      theme: { ...initialThemeState, paletteMode: 'dark', direction: 'rtl', dense: true, spacing: 10 },
      codeVariant: 'JS',
      codeStyling: 'tailwind',
    });
  });
});

describe('settingsReducer', () => {
  const changed: SettingsState = {
    theme: {
      paletteMode: 'dark',
      direction: 'rtl',
      dense: true,
      spacing: 4,
      paletteColors: { primary: '#ff5722' },
    },
    codeVariant: 'JS',
    codeStyling: 'css',
  };

  it('leaves theme changes to the theme’s rule book, spacing limits included', () => {
    const base = stored({});
    expect(settingsReducer(base, { type: 'CHANGE', payload: { paletteMode: 'dark' } }).theme.paletteMode).toBe('dark');
    expect(settingsReducer(changed, { type: 'DECREASE_SPACING' }).theme.spacing).toBe(4);
    expect(() => settingsReducer(base, { type: 'NOPE' } as never)).toThrow('Unrecognized type NOPE');
  });

  it('sets the code preferences, and resets everything to the defaults', () => {
    expect(settingsReducer(stored({}), { type: 'SET_CODE_VARIANT', payload: 'JS' }).codeVariant).toBe('JS');
    expect(settingsReducer(stored({}), { type: 'SET_CODE_STYLING', payload: 'tailwind' }).codeStyling).toBe('tailwind');
    expect(settingsReducer(changed, { type: 'RESET' })).toEqual(stored({}));
  });
});

describe('diffSettings', () => {
  it('lists only the fields that changed', () => {
    const base = stored({});
    expect(diffSettings(base, base)).toEqual({ theme: {} });
    const next = settingsReducer(settingsReducer(base, { type: 'SET_DENSE', payload: true }), {
      type: 'SET_CODE_VARIANT',
      payload: 'JS',
    });
    expect(diffSettings(base, next)).toEqual({ theme: { dense: true }, codeVariant: 'JS' });
  });
});
