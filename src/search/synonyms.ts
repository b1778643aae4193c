import phrasingList from './phrasings.json';
import synonymList from './synonyms.json';
import { normalizeWord, tokenize } from './tokenize';

/** A query term, or the terms any of which may stand for it. */
export type ExpandedTerm = string | { combineWith: 'OR'; queries: string[] };

/** Normalised term → its whole group (the term first), from the one reviewed list. */
const GROUPS = new Map<string, string[]>();
for (const group of synonymList.groups) {
  const terms = [...new Set(group.map(normalizeWord))];
  for (const term of terms) {
    GROUPS.set(term, [term, ...terms.filter((other) => other !== term)]);
  }
}

/** A reader's word → the page's words it also searches (`watermark` → `licence`), one way. */
const PHRASINGS = new Map(
  Object.entries(phrasingList.phrasings).map(([word, pageWords]) => [normalizeWord(word), tokenize(pageWords)]),
);

/** Replaces each term that has synonyms or a phrasing by "this term or any of the words it stands for". */
export function expandSynonyms(terms: string[]): ExpandedTerm[] {
  return terms.map((term) => {
    const words = [...new Set([...(GROUPS.get(term) ?? [term]), ...(PHRASINGS.get(term) ?? [])])];
    return words.length > 1 ? { combineWith: 'OR', queries: words } : term;
  });
}
