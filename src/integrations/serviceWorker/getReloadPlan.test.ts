import { describe, expect, it } from 'vitest';
import { getReloadPlan } from './getReloadPlan';

describe('getReloadPlan', () => {
  it('a first visit taken under control does not reload', () => {
    expect(getReloadPlan(false, true)).toBe('none');
  });

  it('a new version reloads a focused page at once', () => {
    expect(getReloadPlan(true, true)).toBe('now');
  });

  it('a background tab waits for focus', () => {
    expect(getReloadPlan(true, false)).toBe('on-focus');
  });
});
