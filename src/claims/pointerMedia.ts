import { afterAll, beforeAll } from 'vitest';

/**
 * A `matchMedia` for jsdom, which has none, that answers as a device with a precise pointer (`fine`) or a touch screen
 * would: `(pointer: fine)` matches only with a precise pointer, any other query only on a touch screen. The pickers
 * choose their desktop or mobile variant from it.
 */
export function pointerMatchMedia(fine: boolean): typeof window.matchMedia {
  return ((query: string) => ({
    matches: query.includes('pointer: fine') === fine,
    media: query,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

/** Gives the enclosing `describe` (or file) the pointer of `pointerMatchMedia`, and puts `matchMedia` back after it. */
export function withPointer(fine: boolean): void {
  const original = window.matchMedia;
  beforeAll(() => {
    window.matchMedia = pointerMatchMedia(fine);
  });
  afterAll(() => {
    window.matchMedia = original;
  });
}
