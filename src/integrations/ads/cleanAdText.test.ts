import { describe, expect, it } from 'vitest';
import { cleanAdText } from './cleanAdText';

describe('cleanAdText', () => {
  it('keeps markup as literal text', () => {
    expect(cleanAdText('<img src=x onerror=alert(1)> <b>Bold</b>', 100)).toBe(
      '<img src=x onerror=alert(1)> <b>Bold</b>',
    );
  });

  it('turns control characters and runs of whitespace into single spaces', () => {
    expect(cleanAdText('  Fast\u0000\n\tgrids\u2028now  ', 100)).toBe('Fast grids now');
  });

  it('cuts long text with an ellipsis, without splitting characters', () => {
    expect(cleanAdText('abcdefghij', 5)).toBe('abcd…');
    expect(cleanAdText('😀😀😀😀😀😀', 3)).toBe('😀😀…');
  });
});
