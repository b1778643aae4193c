import { describe, expect, it } from 'vitest';
import { INITIAL_WINDOW_BYTES, slowStartRoundTrips } from './slowStartRoundTrips';

describe('slowStartRoundTrips', () => {
  it('sends the first window in one round trip, then twice as much in each', () => {
    expect(slowStartRoundTrips(1)).toBe(1);
    expect(slowStartRoundTrips(INITIAL_WINDOW_BYTES)).toBe(1);
    expect(slowStartRoundTrips(INITIAL_WINDOW_BYTES + 1)).toBe(2);
    expect(slowStartRoundTrips(3 * INITIAL_WINDOW_BYTES)).toBe(2);
    expect(slowStartRoundTrips(3 * INITIAL_WINDOW_BYTES + 1)).toBe(3);
    expect(slowStartRoundTrips(7 * INITIAL_WINDOW_BYTES + 1)).toBe(4);
  });

  it('takes no round trip for nothing, and counts an unknown size as unknown', () => {
    expect(slowStartRoundTrips(0)).toBe(0);
    expect(slowStartRoundTrips(NaN)).toBeNaN();
  });
});
