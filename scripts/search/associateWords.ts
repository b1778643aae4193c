/** How the associations are pruned (`associateWords`). */
export interface AssociationRule {
  /** Least number of lines a word must be in to be a key or a value. */
  minWordCount: number;
  /** Least number of lines a key and its value must share. */
  minPairCount: number;
  /** Least normalised PMI (−1 to 1) of a pair: 0 is independence, 1 is "always together". */
  threshold: number;
  /** At most this many values per key, strongest first. */
  limit: number;
}

/** A word readers may type → words of the site's index, each with its normalised PMI, strongest first. */
export type Associations = Record<string, [word: string, strength: number][]>;

/**
 * Word associations from co-occurrence within short lines (changelog entries, commit subjects, test names): for each
 * key word allowed by `isKey`, the value words allowed by `isValue` whose normalised pointwise mutual information
 * with it, over the lines, is at least the threshold. Each line counts a word once. Deterministic: ties go to the
 * word that sorts first, and the keys are sorted.
 */
export function associateWords(
  lines: string[][],
  isKey: (word: string) => boolean,
  isValue: (word: string) => boolean,
  rule: AssociationRule,
): Associations {
  const wordCounts = new Map<string, number>();
  const pairCounts = new Map<string, Map<string, number>>();
  for (const line of lines) {
    const words = [...new Set(line)];
    words.forEach((word) => wordCounts.set(word, (wordCounts.get(word) ?? 0) + 1));
    for (const key of words.filter(isKey)) {
      const counts = pairCounts.get(key) ?? new Map<string, number>();
      for (const value of words) {
        if (value !== key && isValue(value)) {
          counts.set(value, (counts.get(value) ?? 0) + 1);
        }
      }
      pairCounts.set(key, counts);
    }
  }
  const total = lines.length;
  const associations: Associations = {};
  for (const key of [...pairCounts.keys()].sort()) {
    const keyCount = wordCounts.get(key) ?? 0;
    if (keyCount < rule.minWordCount) {
      continue;
    }
    const values = [...(pairCounts.get(key) ?? [])]
      .filter(([value, count]) => count >= rule.minPairCount && (wordCounts.get(value) ?? 0) >= rule.minWordCount)
      .map(([value, count]): [string, number] => [
        value,
        normalisedPmi(count / total, keyCount / total, (wordCounts.get(value) ?? 0) / total),
      ])
      .filter(([, strength]) => strength >= rule.threshold)
      .sort(([a, strengthA], [b, strengthB]) => strengthB - strengthA || (a < b ? -1 : 1))
      .slice(0, rule.limit)
      .map(([value, strength]): [string, number] => [value, Math.round(strength * 100) / 100]);
    if (values.length > 0) {
      associations[key] = values;
    }
  }
  return associations;
}

/** log(p(x,y) / (p(x) p(y))) / −log p(x,y): 1 when two words are only ever seen together, 0 when independent. */
export function normalisedPmi(pairShare: number, keyShare: number, valueShare: number): number {
  if (pairShare >= 1) {
    return 1;
  }
  return Math.log(pairShare / (keyShare * valueShare)) / -Math.log(pairShare);
}
