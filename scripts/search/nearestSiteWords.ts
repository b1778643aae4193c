/** A word and its embedding vector, scaled to length 1 (so a dot product is the cosine). */
export interface UnitVector {
  word: string;
  vector: Float32Array;
}

export interface NeighbourRule {
  /** Least cosine similarity a neighbour must reach. */
  threshold: number;
  /** Most neighbours a word keeps, nearest first. */
  limit: number;
  /**
   * When set, a site word is a neighbour only of the readers' words among its own `mutual` nearest: words near
   * everything ("must", "same") stop being everyone's neighbour (hubness).
   */
  mutual?: number;
}

/** Scales a vector to length 1; a zero vector stays zero (it is nobody's neighbour). */
export function toUnit(values: ArrayLike<number>): Float32Array {
  let sum = 0;
  for (let index = 0; index < values.length; index += 1) {
    sum += (values[index] ?? 0) ** 2;
  }
  const length = Math.sqrt(sum) || 1;
  return Float32Array.from(values, (value) => value / length);
}

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let index = 0; index < a.length; index += 1) {
    sum += (a[index] ?? 0) * (b[index] ?? 0);
  }
  return sum;
}

/**
 * For each reader's word, the site's words nearest in meaning: at least `threshold` cosine, at most `limit` of them,
 * nearest first (ties by word, so the result never depends on input order), never the word itself. Words without a
 * neighbour are left out; similarities are rounded to two decimals.
 */
export function nearestSiteWords(
  readerWords: UnitVector[],
  siteWords: UnitVector[],
  { threshold, limit, mutual }: NeighbourRule,
): Map<string, [word: string, similarity: number][]> {
  const floors = mutual ? mutualFloors(readerWords, siteWords, threshold, mutual) : null;
  const table = new Map<string, [string, number][]>();
  for (const reader of readerWords) {
    const near: [string, number][] = [];
    for (const [index, site] of siteWords.entries()) {
      if (site.word === reader.word) {
        continue;
      }
      const similarity = dot(reader.vector, site.vector);
      if (similarity >= threshold && similarity >= (floors?.[index] ?? threshold)) {
        near.push([site.word, similarity]);
      }
    }
    near.sort(([wordA, a], [wordB, b]) => b - a || (wordA < wordB ? -1 : 1));
    if (near.length > 0) {
      table.set(
        reader.word,
        near.slice(0, limit).map(([word, similarity]) => [word, Math.round(similarity * 100) / 100]),
      );
    }
  }
  return table;
}

/** For each site word, the similarity of its `mutual`-th nearest reader's word (the threshold when it has fewer). */
function mutualFloors(readerWords: UnitVector[], siteWords: UnitVector[], threshold: number, mutual: number): number[] {
  return siteWords.map((site) => {
    const above = readerWords
      .filter((reader) => reader.word !== site.word)
      .map((reader) => dot(reader.vector, site.vector))
      .filter((similarity) => similarity >= threshold)
      .sort((a, b) => b - a);
    return above[mutual - 1] ?? threshold;
  });
}
