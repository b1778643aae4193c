import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateRelevance, type RelevanceQuery } from './evaluateRelevance';
import { buildSearchIndex, type SearchIndexFiles } from '../server/search/buildSearchIndex';
import relevanceSet from './relevanceSet.json';
import { SearchEngine } from './searchEngine';

let files: SearchIndexFiles;
const engines = new Map<string, SearchEngine>();
function engineFor(language: string): SearchEngine {
  if (!engines.has(language)) {
    const engine = new SearchEngine(files.pages[language as 'en' | 'zh'].index);
    engine.addApi(files.api);
    engines.set(language, engine);
  }
  return engines.get(language) as SearchEngine;
}

beforeAll(async () => {
  files = await buildSearchIndex();
}, 120_000);

describe('search relevance (index built from the content)', () => {
  const queries = relevanceSet.queries as RelevanceQuery[];

  it('has at least 60 queries, 10 of them in Chinese', () => {
    expect(queries.length).toBeGreaterThanOrEqual(60);
    expect(queries.filter((query) => query.language === 'zh').length).toBeGreaterThanOrEqual(10);
  });

  it('every expected page exists in the index', () => {
    const known = [
      ...files.pages.en.index.pages.map(([pathname]) => pathname),
      ...files.api.pages.map(([, pathname]) => pathname),
    ];
    for (const { expected } of queries) {
      for (const answer of expected) {
        const page = answer.split('#')[0] ?? '';
        expect(
          known.some((pathname) => pathname.startsWith(page)),
          answer,
        ).toBe(true);
      }
    }
  });

  it('answers at least 95 % of the queries in its first three results', () => {
    const report = evaluateRelevance(queries, engineFor);
    expect(report.misses, `hit rate ${(report.hitRate * 100).toFixed(1)} %`).toEqual(expect.any(Array));
    expect(report.hitRate, JSON.stringify(report.misses, null, 1)).toBeGreaterThanOrEqual(0.95);
  });
});
