/** One question of a relevance set, as the real-questions files store it. */
export interface QuestionEntry {
  query: string;
  language: string;
  expected: string[];
  source?: string;
}

/** A learning question that may not be kept, with every reason why. */
export interface LearningRejection {
  entry: QuestionEntry;
  reasons: string[];
}

const queryKey = (entry: QuestionEntry) => entry.query.trim().toLowerCase();

/**
 * The learning questions that overlap the sets search is judged on (same `source` URL or same lower-cased query),
 * repeat an earlier learning question, or expect a path that is not a guide page.
 * `otherSets` are only compared against, never reported: the held-out half must stay unseen.
 */
export function findLearningRejections(
  learning: QuestionEntry[],
  otherSets: QuestionEntry[][],
  isGuidePage: (path: string) => boolean,
): LearningRejection[] {
  const otherSources = new Set(otherSets.flat().flatMap((entry) => (entry.source ? [entry.source] : [])));
  const otherQueries = new Set(otherSets.flat().map(queryKey));
  const seenSources = new Set<string>();
  const seenQueries = new Set<string>();
  const rejections: LearningRejection[] = [];
  for (const entry of learning) {
    const reasons: string[] = [];
    if (entry.source && otherSources.has(entry.source)) reasons.push('its source is already in a judged set');
    if (otherQueries.has(queryKey(entry))) reasons.push('its query is already in a judged set');
    if (entry.source && seenSources.has(entry.source)) reasons.push('repeats the source of an earlier entry');
    if (seenQueries.has(queryKey(entry))) reasons.push('repeats the query of an earlier entry');
    if (!entry.source) reasons.push('has no source URL');
    if (entry.expected.length === 0) reasons.push('expects no page');
    for (const path of entry.expected) {
      if (!isGuidePage(path)) reasons.push(`expects ${path}, which is not a guide page`);
    }
    if (entry.source) seenSources.add(entry.source);
    seenQueries.add(queryKey(entry));
    if (reasons.length > 0) rejections.push({ entry, reasons });
  }
  return rejections;
}
