import fs from 'node:fs';
import { LANGUAGES } from '@/i18n/languages';
import { getContentFilePath, listContentPathnames } from '../contentFiles';

/** Every guide page's Markdown file, in every language that has one. */
export function listGuideMarkdownFiles(): string[] {
  return listContentPathnames().flatMap((pathname) =>
    LANGUAGES.map((language) => getContentFilePath(pathname, language)).filter((file) => fs.existsSync(file)),
  );
}
