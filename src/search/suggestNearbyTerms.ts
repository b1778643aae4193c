/** Edits between two words, a swap of neighbours counting as one (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = rows[i] as number[];
      const previous = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((previous[j] as number) + 1, (row[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** Words of the index close to a query that found nothing, closest first: "Did you mean …". */
export function suggestNearbyTerms(query: string, vocabulary: string[], limit = 3): string[] {
  const word = query.trim().toLowerCase();
  if (word.length < 3) {
    return [];
  }
  const maxDistance = word.length < 6 ? 2 : 3;
  return vocabulary
    .map((candidate) => ({ candidate, distance: editDistance(word, candidate.toLowerCase()) }))
    .filter(({ distance }) => distance > 0 && distance <= maxDistance)
    .sort((a, b) => a.distance - b.distance || a.candidate.length - b.candidate.length)
    .map(({ candidate }) => candidate)
    .filter(
      (candidate, index, list) => list.findIndex((other) => other.toLowerCase() === candidate.toLowerCase()) === index,
    )
    .slice(0, limit);
}
