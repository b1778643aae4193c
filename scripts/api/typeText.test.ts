import { describe, expect, it } from 'vitest';
import { splitTopLevelUnion, truncateTypeText } from './typeText';

describe('splitTopLevelUnion', () => {
  it('splits only at top-level bars', () => {
    expect(splitTopLevelUnion('"a" | Array<"b" | "c"> | ((x: 1 | 2) => void) | { k: "|" }')).toEqual([
      '"a"',
      'Array<"b" | "c">',
      '((x: 1 | 2) => void)',
      '{ k: "|" }',
    ]);
  });
});

describe('truncateTypeText', () => {
  it('keeps short types whole', () => {
    expect(truncateTypeText('string | number', 20)).toBe('string | number');
  });

  it('keeps the first members of a long union and counts the rest', () => {
    expect(truncateTypeText('"aaaa" | "bbbb" | "cccc" | "dddd"', 20)).toBe('"aaaa" | "bbbb" | … 2 more');
  });

  it('cuts a long type that is not a union', () => {
    expect(truncateTypeText('{ a: string; b: number; c: boolean }', 12)).toBe('{ a: string; …');
  });
});
