import { describe, expect, it } from 'vitest';
import { COLOR_MODES, parseColorMode, resolveColorMode } from './colorMode';

describe('parseColorMode', () => {
  it.each(['light', 'dark', 'system'] as const)('keeps the known mode %s', (mode) => {
    expect(parseColorMode(mode)).toBe(mode);
  });

  it.each([
    ['garbage', 'garbage'],
    ['null', null],
    ['undefined', undefined],
    ['upper-case DARK', 'DARK'],
    ['an empty string', ''],
    ['a number', 1],
    ['an object', { mode: 'dark' }],
    ['a padded value', ' dark'],
  ])('falls back to system for %s', (_label, raw) => {
    expect(parseColorMode(raw)).toBe('system');
  });

  it('lists exactly light, system and dark as the modes', () => {
    expect([...COLOR_MODES].sort()).toEqual(['dark', 'light', 'system']);
  });
});

describe('resolveColorMode', () => {
  it('an explicit light mode stays light whatever the OS prefers', () => {
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('light', false)).toBe('light');
  });

  it('an explicit dark mode stays dark whatever the OS prefers', () => {
    expect(resolveColorMode('dark', true)).toBe('dark');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });

  it('system mode follows the OS preference', () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
  });
});
