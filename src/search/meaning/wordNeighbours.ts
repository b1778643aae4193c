/**
 * English words readers may type → the words of the English index nearest to each in general English, with their
 * cosine similarity, nearest first (`wordNeighbours.json`, distilled by scripts/search/distilWordNeighbours.ts).
 */
export type WordNeighbours = Record<string, [word: string, similarity: number][]>;

/**
 * A neighbour's match weighs this much of the word typed, times its similarity: a word of like meaning is evidence,
 * far less than the word itself.
 */
// Experiment (README, "General English word meaning"): MEANING_WEIGHT overrides it.
export const NEIGHBOUR_WEIGHT = Number(process.env.MEANING_WEIGHT ?? 0.3);

/** The neighbours a question's term also searches: none of the words it searches already (itself, its synonyms). */
export function neighboursOf(
  term: string,
  table: WordNeighbours,
  searched: ReadonlySet<string>,
): { word: string; weight: number }[] {
  const near = Object.hasOwn(table, term) ? (table[term] ?? []) : [];
  return near
    .filter(([word]) => !searched.has(word))
    .map(([word, similarity]) => ({ word, weight: NEIGHBOUR_WEIGHT * similarity }));
}
