import { describe, expect, it } from 'vitest';
import { roundDevicePixelRatio } from './roundDevicePixelRatio';

describe('roundDevicePixelRatio', () => {
  it('keeps one decimal', () => {
    expect(roundDevicePixelRatio(1)).toBe(1);
    expect(roundDevicePixelRatio(2.625)).toBe(2.6);
    expect(roundDevicePixelRatio(1.1111111)).toBe(1.1);
  });
});
