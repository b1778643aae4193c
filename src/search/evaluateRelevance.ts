import type { ProductId } from '@/routing/products';
import type { SearchEngine } from './searchEngine';

export interface RelevanceQuery {
  query: string;
  language: string;
  /** The product of the page the reader searches from, when the query is typed on a product's page. */
  product?: ProductId;
  /** Pages (`/x/…/`) or rows (`/x/…/#prop-…`) that answer the query, in English paths. */
  expected: string[];
}

export interface RelevanceReport {
  /** Share of queries answered by one of their first three results, 0 to 1. */
  hitRate: number;
  /** Share of queries answered by their first result, 0 to 1. */
  topOneRate: number;
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
  let topOne = 0;
  for (const { query, language, expected, product } of queries) {
    const started = now();
    const top3 = engineFor(language)
      .search(query, { limit: 3, product })
      .map((hit) => toEnglishPath(hit.href));
    times.push(now() - started);
    const answers = (href: string) =>
      expected.some((answer) => (answer.includes('#') ? href === answer : href.startsWith(answer)));
    if (top3[0] !== undefined && answers(top3[0])) {
      topOne += 1;
    }
    if (!top3.some(answers)) {
      misses.push({ query, language, top3 });
    }
  }
  times.sort((a, b) => a - b);
  return {
    hitRate: queries.length === 0 ? 0 : (queries.length - misses.length) / queries.length,
    topOneRate: queries.length === 0 ? 0 : topOne / queries.length,
    medianMs: times[Math.floor(times.length / 2)] ?? 0,
    misses,
  };
}
