import type { PagesIndexFile } from '../../src/search/searchIndexFormat';
import { tokenize } from '../../src/search/tokenize';

/**
 * How much each field makes a word the site's own, as the engine weighs it (`FIELD_BOOSTS`, `SIGNALS.prose` in
 * src/search/searchEngine.ts): a word in a page's title says more than one in a section's opening prose.
 */
const FIELD_WEIGHTS = { title: 4, heading: 3, keywords: 1.5, description: 1, prose: 0.1 };

/**
 * Each searchable word of a page index and the sum of its weights over every field it appears in (once per field of
 * each page or section). Readers' words (learnt from questions, decision 0026) are left out: the site's own words only.
 */
export function siteWordWeights(index: PagesIndexFile, proseTexts: string[]): Map<string, number> {
  const weights = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const term of new Set(tokenize(text))) {
      weights.set(term, (weights.get(term) ?? 0) + weight);
    }
  };
  for (const [, title, , navTitles, description] of index.pages) {
    add(`${title} ${navTitles}`, FIELD_WEIGHTS.title);
    add(description, FIELD_WEIGHTS.description);
  }
  index.sections.forEach(([, heading, , keywords], section) => {
    add(heading, FIELD_WEIGHTS.heading);
    add(keywords, FIELD_WEIGHTS.keywords);
    add(proseTexts[section] ?? '', FIELD_WEIGHTS.prose);
  });
  return weights;
}
