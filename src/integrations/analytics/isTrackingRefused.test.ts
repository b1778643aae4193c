import { describe, expect, it } from 'vitest';
import { isTrackingRefused } from './isTrackingRefused';

describe('isTrackingRefused', () => {
  it('Do Not Track set to 1 refuses tracking', () => {
    expect(isTrackingRefused({ doNotTrack: '1' })).toBe(true);
  });

  it('Global Privacy Control refuses tracking', () => {
    expect(isTrackingRefused({ doNotTrack: null, globalPrivacyControl: true })).toBe(true);
  });

  it('no signal, or Do Not Track explicitly off, allows tracking', () => {
    expect(isTrackingRefused({})).toBe(false);
    expect(isTrackingRefused({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false);
    expect(isTrackingRefused({ doNotTrack: 'unspecified' })).toBe(false);
  });
});
