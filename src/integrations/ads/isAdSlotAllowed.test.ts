import { describe, expect, it } from 'vitest';
import { isAdSlotAllowed } from './isAdSlotAllowed';

describe('isAdSlotAllowed', () => {
  it('a MIT page has the slot', () => {
    expect(isAdSlotAllowed({}, true)).toBe(true);
    expect(isAdSlotAllowed({ newFeature: true }, true)).toBe(true);
  });

  it('Pro and Premium pages have none', () => {
    expect(isAdSlotAllowed({ plan: 'pro' }, true)).toBe(false);
    expect(isAdSlotAllowed({ plan: 'premium' }, true)).toBe(false);
  });

  it('ads switched off remove it everywhere', () => {
    expect(isAdSlotAllowed({}, false)).toBe(false);
  });
});
