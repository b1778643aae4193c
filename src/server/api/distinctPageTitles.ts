/** A page as a list of links shows it: its own title and the titles of the sections above it, outermost first. */
export interface TitledPage {
  title: string;
  trail: string[];
}

/**
 * Link texts for a list of pages that tell them apart: a title shared by several listed pages ("Overview" of
 * Filtering and of Sorting) is prefixed with its section, `Filtering › Overview`.
 */
export function distinctPageTitles(pages: TitledPage[]): string[] {
  const count = new Map<string, number>();
  for (const { title } of pages) {
    count.set(title, (count.get(title) ?? 0) + 1);
  }
  return pages.map(({ title, trail }) => {
    const section = trail.at(-1);
    return (count.get(title) ?? 0) > 1 && section ? `${section} › ${title}` : title;
  });
}
