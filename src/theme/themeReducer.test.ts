import { describe, expect, it } from 'vitest';
import { initialThemeState, themeReducer, type ThemeAction, type ThemeState } from './themeReducer';

const customState: ThemeState = {
  dense: true,
  direction: 'rtl',
  paletteColors: { primary: '#123456', secondary: '#abcdef' },
  spacing: 11,
  paletteMode: 'dark',
};

describe('initialThemeState', () => {
  it('starts in system mode, left to right, default palette, spacing 8 and not dense', () => {
    expect(initialThemeState).toEqual({
      dense: false,
      direction: 'ltr',
      paletteColors: null,
      spacing: 8,
      paletteMode: 'system',
    });
  });
});

describe('themeReducer', () => {
  it('SET_SPACING replaces the spacing and keeps everything else', () => {
    const next = themeReducer(customState, { type: 'SET_SPACING', payload: 5 });
    expect(next).toEqual({ ...customState, spacing: 5 });
  });

  it('INCREASE_SPACING adds one to the spacing', () => {
    expect(themeReducer(initialThemeState, { type: 'INCREASE_SPACING' }).spacing).toBe(9);
    expect(themeReducer(customState, { type: 'INCREASE_SPACING' })).toEqual({ ...customState, spacing: 12 });
  });

  it('DECREASE_SPACING removes one from the spacing', () => {
    expect(themeReducer(initialThemeState, { type: 'DECREASE_SPACING' }).spacing).toBe(7);
    expect(themeReducer(customState, { type: 'DECREASE_SPACING' })).toEqual({ ...customState, spacing: 10 });
  });

  it('spacing never leaves 4..12, whichever action changes it', () => {
    const widest = themeReducer(customState, { type: 'INCREASE_SPACING' });
    expect(themeReducer(widest, { type: 'INCREASE_SPACING' }).spacing).toBe(12);
    const tightest = themeReducer(initialThemeState, { type: 'SET_SPACING', payload: 4 });
    expect(themeReducer(tightest, { type: 'DECREASE_SPACING' }).spacing).toBe(4);
    expect(themeReducer(initialThemeState, { type: 'SET_SPACING', payload: 40 }).spacing).toBe(12);
    expect(themeReducer(initialThemeState, { type: 'SET_SPACING', payload: -1 }).spacing).toBe(4);
  });

  it('SET_DENSE turns the dense layout on and off', () => {
    const dense = themeReducer(initialThemeState, { type: 'SET_DENSE', payload: true });
    expect(dense).toEqual({ ...initialThemeState, dense: true });
    expect(themeReducer(dense, { type: 'SET_DENSE', payload: false })).toEqual(initialThemeState);
  });

  it('RESET_DENSITY turns dense off and restores spacing 8 without touching colours or direction', () => {
    const next = themeReducer(customState, { type: 'RESET_DENSITY' });
    expect(next).toEqual({ ...customState, dense: false, spacing: 8 });
  });

  it('RESET_COLORS drops the custom palette and keeps the rest', () => {
    const next = themeReducer(customState, { type: 'RESET_COLORS' });
    expect(next).toEqual({ ...customState, paletteColors: null });
  });

  it('CHANGE with only a mode changes the mode and keeps direction and colours', () => {
    const next = themeReducer(customState, { type: 'CHANGE', payload: { paletteMode: 'light' } });
    expect(next).toEqual({ ...customState, paletteMode: 'light' });
  });

  it('CHANGE with only a direction changes the direction and keeps mode and colours', () => {
    const next = themeReducer(customState, { type: 'CHANGE', payload: { direction: 'ltr' } });
    expect(next).toEqual({ ...customState, direction: 'ltr' });
  });

  it('CHANGE with only colours changes the colours and keeps mode and direction', () => {
    const paletteColors = { primary: '#ff0000' };
    const next = themeReducer(customState, { type: 'CHANGE', payload: { paletteColors } });
    expect(next).toEqual({ ...customState, paletteColors });
  });

  it('CHANGE with several fields applies all of them', () => {
    const next = themeReducer(initialThemeState, {
      type: 'CHANGE',
      payload: { paletteMode: 'dark', direction: 'rtl', paletteColors: { primary: '#00ff00', secondary: '#0000ff' } },
    });
    expect(next).toEqual({
      ...initialThemeState,
      paletteMode: 'dark',
      direction: 'rtl',
      paletteColors: { primary: '#00ff00', secondary: '#0000ff' },
    });
  });

  it('CHANGE with fields explicitly undefined keeps the old values', () => {
    const next = themeReducer(customState, {
      type: 'CHANGE',
      payload: { paletteMode: undefined, direction: undefined, paletteColors: undefined },
    });
    expect(next).toEqual(customState);
  });

  it('CHANGE with an explicit null palette clears the custom colours', () => {
    const next = themeReducer(customState, { type: 'CHANGE', payload: { paletteColors: null } });
    expect(next).toEqual({ ...customState, paletteColors: null });
  });

  it('does not mutate the previous state', () => {
    const before = structuredClone(customState);
    themeReducer(customState, { type: 'SET_SPACING', payload: 1 });
    themeReducer(customState, { type: 'CHANGE', payload: { paletteMode: 'light', direction: 'ltr' } });
    themeReducer(customState, { type: 'RESET_DENSITY' });
    expect(customState).toEqual(before);
  });

  it('an unknown action throws an error naming it as unrecognized', () => {
    const unknown = { type: 'TOGGLE_EVERYTHING' } as unknown as ThemeAction;
    expect(() => themeReducer(initialThemeState, unknown)).toThrow(/Unrecognized type/);
    expect(() => themeReducer(initialThemeState, unknown)).toThrow('TOGGLE_EVERYTHING');
  });
});
