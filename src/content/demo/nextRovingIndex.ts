/**
 * Where arrow-key focus goes in a horizontal row of controls (a toolbar, a tab list) with a roving tabindex:
 * Left/Right to the previous/next control, wrapping at the ends, Home and End to the first and last. In a
 * right-to-left layout Left and Right are mirrored, as the WAI-ARIA practices ask: Left then moves to the next
 * control, which sits to the left. Returns null for any other key, so the browser keeps it.
 */
export function nextRovingIndex(key: string, current: number, count: number, direction: 'ltr' | 'rtl'): number | null {
  if (count === 0) {
    return null;
  }
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (current + 1) % count;
    case backward:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
