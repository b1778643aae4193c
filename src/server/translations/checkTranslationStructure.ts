import fs from 'node:fs';
import { toRepositoryPath } from '@/server/content/contentFiles';
import { parseFrontmatter } from '@/server/content/frontmatter';
import { compareStructure, readPageStructure, type PageStructure } from './pageStructure';

/** The skeleton of a page file's body, with file line numbers. */
function readFileStructure(file: string): PageStructure {
  const { body, bodyStartLine } = parseFrontmatter(fs.readFileSync(file, 'utf8'), toRepositoryPath(file));
  return readPageStructure('\n'.repeat(bodyStartLine - 1) + body);
}

/** Messages naming the translation file for each way its skeleton departs from its English page's. */
export function checkTranslationStructure(englishPath: string, translationPath: string): string[] {
  return compareStructure(readFileStructure(englishPath), readFileStructure(translationPath)).map(
    (difference) => `${toRepositoryPath(translationPath)} against ${toRepositoryPath(englishPath)}: ${difference}`,
  );
}
