/** How far below the viewport top a heading counts as being read: clears the fixed app bar. */
export const ACTIVE_HEADING_OFFSET = 96;

/** The id of the last heading whose top has scrolled past the offset; the first one before any has. */
export function findActiveHeading(
  headings: { id: string; top: number }[],
  offset = ACTIVE_HEADING_OFFSET,
): string | null {
  let active: string | null = headings[0]?.id ?? null;
  for (const heading of headings) {
    if (heading.top - offset <= 0) {
      active = heading.id;
    }
  }
  return active;
}
