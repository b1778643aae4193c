import { describe, expect, it } from 'vitest';
import { clampSpacing, effectiveSpacing, parseSpacing } from './spacing';

describe('parseSpacing', () => {
  it('reads a stored whole number of pixels within 4..12', () => {
    expect(parseSpacing('4')).toBe(4);
    expect(parseSpacing('12')).toBe(12);
    expect(parseSpacing('09')).toBe(9);
  });

  it('falls back to 8 for anything else', () => {
    for (const raw of [null, undefined, 10, '', '3', '13', '8px', '9.5', 'NaN', '{}']) {
      expect(parseSpacing(raw)).toBe(8);
    }
  });
});

describe('clampSpacing', () => {
  it('keeps spacing within 4..12 and whole', () => {
    expect(clampSpacing(2)).toBe(4);
    expect(clampSpacing(20)).toBe(12);
    expect(clampSpacing(9.4)).toBe(9);
  });
});

describe('effectiveSpacing', () => {
  it('is the chosen spacing, capped at 6 in the dense layout', () => {
    expect(effectiveSpacing({ dense: false, spacing: 10 })).toBe(10);
    expect(effectiveSpacing({ dense: true, spacing: 10 })).toBe(6);
    expect(effectiveSpacing({ dense: true, spacing: 5 })).toBe(5);
  });
});
