import type { PagesIndexFile } from '../../src/search/searchIndexFormat';
import { tokenize } from '../../src/search/tokenize';

/**
 * The words each page of an index already has in its title, navigation titles, description, headings and code spans,
 * by its path: words from elsewhere that a page lacks are the ones that can widen what finds it.
 */
export function pageOwnWords(index: PagesIndexFile): Map<string, Set<string>> {
  const words = new Map<string, Set<string>>();
  const pageWords = (page: number) => {
    const pathname = index.pages[page]?.[0] ?? '';
    const set = words.get(pathname) ?? new Set<string>();
    words.set(pathname, set);
    return set;
  };
  index.pages.forEach(([, title, , navTitles, description], page) => {
    tokenize(`${title} ${navTitles} ${description}`).forEach((word) => pageWords(page).add(word));
  });
  for (const [page, heading, , keywords] of index.sections) {
    tokenize(`${heading} ${keywords}`).forEach((word) => pageWords(page).add(word));
  }
  return words;
}
