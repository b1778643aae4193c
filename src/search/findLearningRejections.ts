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
 * Why a question overlaps one of `judged` (the same `source` URL or the same lower-cased query), or nothing. A thread
 * can give two questions (a title and its first line, an English title and its Chinese rendering).
 */
export function judgedOverlap(judged: QuestionEntry[]): (entry: QuestionEntry) => string[] {
  const sources = new Set(judged.flatMap((entry) => (entry.source ? [entry.source] : [])));
  const queries = new Set(judged.map(queryKey));
  return (entry) => [
    ...(entry.source && sources.has(entry.source) ? ['its source is already in a judged set'] : []),
    ...(queries.has(queryKey(entry)) ? ['its query is already in a judged set'] : []),
  ];
}

/**
 * The learning questions that overlap the sets search is judged on (same `source` URL or same lower-cased query),
 * repeat an earlier learning question (its question, or its thread in the same language: a Chinese rendering of an
 * English title shares the English entry's thread), or expect a path that is not a guide page.
 * `otherSets` are only compared against, never reported: the held-out half must stay unseen.
 */
export function findLearningRejections(
  learning: QuestionEntry[],
  otherSets: QuestionEntry[][],
  isGuidePage: (path: string) => boolean,
): LearningRejection[] {
  const overlapOf = judgedOverlap(otherSets.flat());
  const seenSources = new Set<string>();
  const seenQueries = new Set<string>();
  const rejections: LearningRejection[] = [];
  for (const entry of learning) {
    const reasons = overlapOf(entry);
    const sourceKey = `${entry.language} ${entry.source}`;
    if (entry.source && seenSources.has(sourceKey)) reasons.push('repeats the source of an earlier entry');
    if (seenQueries.has(queryKey(entry))) reasons.push('repeats the query of an earlier entry');
    if (!entry.source) reasons.push('has no source URL');
    if (entry.expected.length === 0) reasons.push('expects no page');
    for (const path of entry.expected) {
      if (!isGuidePage(path)) reasons.push(`expects ${path}, which is not a guide page`);
    }
    if (entry.source) seenSources.add(sourceKey);
    seenQueries.add(queryKey(entry));
    if (reasons.length > 0) rejections.push({ entry, reasons });
  }
  return rejections;
}
