import { describe, expect, it } from 'vitest';
import { nextRovingIndex } from './nextRovingIndex';

describe('nextRovingIndex', () => {
  it('Right and Left move to the next and previous control, wrapping at the ends', () => {
    expect(nextRovingIndex('ArrowRight', 0, 4, 'ltr')).toBe(1);
    expect(nextRovingIndex('ArrowRight', 3, 4, 'ltr')).toBe(0);
    expect(nextRovingIndex('ArrowLeft', 2, 4, 'ltr')).toBe(1);
    expect(nextRovingIndex('ArrowLeft', 0, 4, 'ltr')).toBe(3);
  });

  it('Home and End go to the first and last control', () => {
    expect(nextRovingIndex('Home', 2, 4, 'ltr')).toBe(0);
    expect(nextRovingIndex('End', 1, 4, 'rtl')).toBe(3);
  });

  it('right to left mirrors the arrows: Left is the next control', () => {
    expect(nextRovingIndex('ArrowLeft', 0, 4, 'rtl')).toBe(1);
    expect(nextRovingIndex('ArrowRight', 0, 4, 'rtl')).toBe(3);
  });

  it('leaves other keys, and an empty row, to the browser', () => {
    expect(nextRovingIndex('ArrowDown', 0, 4, 'ltr')).toBeNull();
    expect(nextRovingIndex('Tab', 0, 4, 'ltr')).toBeNull();
    expect(nextRovingIndex('ArrowRight', 0, 0, 'ltr')).toBeNull();
  });
});
