import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { evaluateRelevance, type RelevanceQuery } from '../../src/search/evaluateRelevance';
import relevanceSet from '../../src/search/relevanceSet.json';
import { SearchEngine } from '../../src/search/searchEngine';
import { SEARCH_INDEX_FILES, type ApiIndexFile, type PagesIndexFile } from '../../src/search/searchIndexFormat';

const gzipKb = (content: Buffer | string) => zlib.gzipSync(content, { level: 9 }).length / 1024;

const LOADABLE_MANIFEST = path.join('.next', 'react-loadable-manifest.json');

/**
 * The chunks of the search dialog's dynamic import (dialog, engine, the Material UI parts no page loads first), from
 * Next's manifest; null when there is no manifest (an out/ folder built elsewhere, without its .next/).
 */
function searchChunkFiles(): string[] | null {
  if (!fs.existsSync(LOADABLE_MANIFEST)) {
    return null;
  }
  const manifest = JSON.parse(fs.readFileSync(LOADABLE_MANIFEST, 'utf8')) as Record<string, { files: string[] }>;
  const entry = Object.entries(manifest).find(([key]) => key.endsWith('-> ./SearchDialog'));
  if (!entry) {
    throw new Error(
      'No SearchDialog entry in .next/react-loadable-manifest.json: is the dialog still a dynamic import of SearchButton?',
    );
  }
  return entry[1].files.filter((file) => file.endsWith('.js'));
}

/**
 * Search figures of a build: index sizes, the bytes of a first query (search code, the language's page index and
 * the excerpt file of its results; the API reference follows separately), and the relevance set's top-3 hit rate
 * and median query time over the built index. Without .next/, `codeKb` is null and a first query counts only the index.
 */
export function measureSearch(outDir: string) {
  const searchRoot = path.join(outDir, 'x', 'search');
  const [buildId] = fs.readdirSync(searchRoot);
  if (!buildId) {
    throw new Error(`No search index in ${searchRoot}: run the build (scripts/build.ts writes it).`);
  }
  const directory = path.join(searchRoot, buildId);
  const read = (name: string) => fs.readFileSync(path.join(directory, name));
  const codeKb =
    searchChunkFiles()?.reduce((sum, file) => sum + gzipKb(fs.readFileSync(path.join(outDir, '_next', file))), 0) ??
    null;
  const perLanguage = (['en', 'zh'] as const).map((language) => {
    const pagesKb = gzipKb(read(SEARCH_INDEX_FILES.pages(language)));
    const excerptFiles = fs.readdirSync(directory).filter((file) => file.startsWith(`excerpts-${language}-`));
    const largestExcerptKb = Math.max(...excerptFiles.map((file) => gzipKb(read(file))));
    return {
      language,
      pagesKb,
      excerptFiles: excerptFiles.length,
      largestExcerptKb,
      firstQueryKb: (codeKb ?? 0) + pagesKb + largestExcerptKb,
    };
  });
  const apiKb = gzipKb(read(SEARCH_INDEX_FILES.api()));
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
  return { codeKb, perLanguage, apiKb, relevance, queries: relevanceSet.queries.length };
}
