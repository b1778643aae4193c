import { describe, expect, it } from 'vitest';
import { isSampled } from './isSampled';

describe('isSampled', () => {
  it('keeps an event when the draw is below the rate', () => {
    expect(isSampled(0.1, () => 0.0999)).toBe(true);
    expect(isSampled(0.1, () => 0.1)).toBe(false);
    expect(isSampled(1e-4, () => 0.00009)).toBe(true);
    expect(isSampled(1e-4, () => 0.0001)).toBe(false);
  });

  it('the test hook forces every decision either way without drawing', () => {
    const neverCalled = () => {
      throw new Error('drew a random number');
    };
    expect(isSampled(1e-4, neverCalled, 'all')).toBe(true);
    expect(isSampled(1, neverCalled, 'none')).toBe(false);
  });
});
