import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@/i18n/languages';
import { SEARCH_INDEX_BASE_PATH, SEARCH_INDEX_FILES } from '@/search/searchIndexFormat';
import type { SearchIndexFiles } from './buildSearchIndex';

/** Writes the index files of one build into `<outDir>/x/search/<buildId>/`; returns each file's path and size. */
export function writeSearchIndex(
  files: SearchIndexFiles,
  outDir: string,
  buildId: string,
): { file: string; bytes: number }[] {
  const directory = path.join(outDir, ...SEARCH_INDEX_BASE_PATH.split('/').filter(Boolean), buildId);
  // Only this build's folder: a previous build's index must not be served next to it.
  fs.rmSync(path.dirname(directory), { recursive: true, force: true });
  fs.mkdirSync(directory, { recursive: true });
  const written: { file: string; bytes: number }[] = [];
  const write = (name: string, content: unknown) => {
    const file = path.join(directory, name);
    const json = JSON.stringify(content);
    fs.writeFileSync(file, json);
    written.push({ file, bytes: Buffer.byteLength(json) });
  };
  for (const language of LANGUAGES) {
    write(SEARCH_INDEX_FILES.pages(language), files.pages[language].index);
    files.pages[language].excerpts.forEach((shard, index) =>
      write(SEARCH_INDEX_FILES.excerpts(language, index), shard),
    );
  }
  write(SEARCH_INDEX_FILES.api(), files.api);
  return written;
}
