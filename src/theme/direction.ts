export type Direction = 'ltr' | 'rtl';

/** Reads a stored direction; anything but `rtl` means left to right. */
export function parseDirection(raw: unknown): Direction {
  return raw === 'rtl' ? 'rtl' : 'ltr';
}
