import { describe, expect, it } from 'vitest';
import { findClosestAnchor } from './findClosestAnchor';

describe('findClosestAnchor', () => {
  it('keeps an anchor the page has', () => {
    expect(findClosestAnchor('interpolation', ['basics', 'interpolation'])).toBe('interpolation');
  });

  it('picks the anchor sharing most words when the exact one is gone', () => {
    expect(findClosestAnchor('flex-parent-container', ['fixed-height', 'flex-parent', 'width'])).toBe('flex-parent');
  });

  it('gives null (the page itself) when no anchor is close', () => {
    expect(findClosestAnchor('flex-parent-container', ['fixed-height', 'auto-height'])).toBeNull();
  });
});
