import synonymList from './synonyms.json';
import { normalizeWord } from './tokenize';

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

/** Replaces each term that has synonyms by "this term or any of its synonyms". */
export function expandSynonyms(terms: string[]): ExpandedTerm[] {
  return terms.map((term) => {
    const group = GROUPS.get(term);
    return group ? { combineWith: 'OR', queries: group } : term;
  });
}
