import fs from 'node:fs';
import path from 'node:path';
import { evaluateRelevance, type RelevanceQuery } from '../../src/search/evaluateRelevance';
import relevanceSet from '../../src/search/relevanceSet.json';
import { SearchEngine } from '../../src/search/searchEngine';
import { SEARCH_INDEX_FILES, type ApiIndexFile, type PagesIndexFile } from '../../src/search/searchIndexFormat';
import { measureSearchDownloads, searchIndexDirectory } from './measureSearchDownloads';

/**
 * Search figures of a build: the downloads of a first query (measureSearchDownloads), and the relevance set's top-3
 * hit rate and median query time over the built index.
 */
export function measureSearch(outDir: string) {
  const directory = searchIndexDirectory(outDir);
  const read = (name: string) => fs.readFileSync(path.join(directory, name));
  const api = JSON.parse(read(SEARCH_INDEX_FILES.api()).toString('utf8')) as ApiIndexFile;
  const engines = new Map<string, SearchEngine>();
  const engineFor = (language: string) => {
    if (!engines.has(language)) {
      const engine = new SearchEngine(
        JSON.parse(read(SEARCH_INDEX_FILES.pages(language)).toString('utf8')) as PagesIndexFile,
      );
      engine.addApi(api);
      engines.set(language, engine);
    }
    return engines.get(language) as SearchEngine;
  };
  const relevance = evaluateRelevance(relevanceSet.queries as RelevanceQuery[], engineFor);
  return { ...measureSearchDownloads(outDir), relevance, queries: relevanceSet.queries.length };
}
