import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SEARCH_INDEX_FILES } from '../../src/search/searchIndexFormat';

/** What the first search may download, gzipped: search code, the language's page index and one excerpt file. */
export const FIRST_SEARCH_QUERY_BUDGET_KB = 100;

const gzipKb = (content: Buffer | string) => zlib.gzipSync(content, { level: 9 }).length / 1024;

const LOADABLE_MANIFEST = path.join('.next', 'react-loadable-manifest.json');

/**
 * The chunks of the search dialog's dynamic import (dialog, engine, anything no page loads first), from Next's
 * manifest; null when there is no manifest (an out/ folder built elsewhere, without its .next/).
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

/** The folder of a build's search index (x/search/<build id>/). */
export function searchIndexDirectory(outDir: string): string {
  const searchRoot = path.join(outDir, 'x', 'search');
  const [buildId] = fs.readdirSync(searchRoot);
  if (!buildId) {
    throw new Error(`No search index in ${searchRoot}: run the build (scripts/build.ts writes it).`);
  }
  return path.join(searchRoot, buildId);
}

/**
 * The bytes a first query downloads in each language (search code, the language's page index and the largest
 * excerpt file; the API reference follows separately), read from a build and the `.next/` beside it in the working
 * directory. Without `.next/`, `codeKb` is null and a first query counts only the index.
 */
export function measureSearchDownloads(outDir: string) {
  const directory = searchIndexDirectory(outDir);
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
  return { codeKb, perLanguage, apiKb: gzipKb(read(SEARCH_INDEX_FILES.api())) };
}
