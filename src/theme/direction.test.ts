import { describe, expect, it } from 'vitest';
import { parseDirection } from './direction';

describe('parseDirection', () => {
  it('a stored rtl means right to left', () => {
    expect(parseDirection('rtl')).toBe('rtl');
  });

  it('a stored ltr means left to right', () => {
    expect(parseDirection('ltr')).toBe('ltr');
  });

  it.each([
    ['nothing stored', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['upper-case RTL', 'RTL'],
    ['garbage', 'sideways'],
    ['a number', 1],
  ])('anything else (%s) means left to right', (_label, raw) => {
    expect(parseDirection(raw)).toBe('ltr');
  });
});
