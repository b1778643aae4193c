import type { SearchEngine } from './searchEngine';

export interface RelevanceQuery {
  query: string;
  language: string;
  /** Pages (`/x/…/`) or rows (`/x/…/#prop-…`) that answer the query, in English paths. */
  expected: string[];
}

export interface RelevanceReport {
  /** Share of queries answered by one of their first three results, 0 to 1. */
  hitRate: number;
  medianMs: number;
  misses: { query: string; language: string; top3: string[] }[];
}

/** Drops the language prefix: a Chinese result `/zh/x/…` answers an expected `/x/…`. */
const toEnglishPath = (href: string) => href.replace(/^\/[a-z]{2}(?=\/x\/)/, '');

/** Top-3 hit rate and median query time of an engine per language over a relevance set. `now` is injectable for tests. */
export function evaluateRelevance(
  queries: RelevanceQuery[],
  engineFor: (language: string) => SearchEngine,
  now: () => number = () => performance.now(),
): RelevanceReport {
  const times: number[] = [];
  const misses: RelevanceReport['misses'] = [];
  for (const { query, language, expected } of queries) {
    const started = now();
    const top3 = engineFor(language)
      .search(query, 3)
      .map((hit) => toEnglishPath(hit.href));
    times.push(now() - started);
    if (
      !top3.some((href) =>
        expected.some((answer) => (answer.includes('#') ? href === answer : href.startsWith(answer))),
      )
    ) {
      misses.push({ query, language, top3 });
    }
  }
  times.sort((a, b) => a - b);
  return {
    hitRate: queries.length === 0 ? 0 : (queries.length - misses.length) / queries.length,
    medianMs: times[Math.floor(times.length / 2)] ?? 0,
    misses,
  };
}
