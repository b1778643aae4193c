import fs from 'node:fs';
import path from 'node:path';
import {
  CONTENT_ROOT,
  listContentPathnames,
  getContentFilePath,
  toRepositoryPath,
} from '@/server/content/contentFiles';
import { findRejectedTerms, maskMarkdownCode } from './findRejectedTerms';
import type { Glossary } from './glossary';

/** Every file holding Chinese text a reader sees: the translated pages, the navigation's labels, the shell's strings. */
export function listChineseTextFiles(): string[] {
  const navigation = path.join(process.cwd(), 'content', 'navigation');
  return [
    ...listContentPathnames(CONTENT_ROOT)
      .map((pathname) => getContentFilePath(pathname, 'zh'))
      .filter((file) => fs.existsSync(file)),
    ...fs
      .readdirSync(navigation)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => path.join(navigation, name)),
    path.join(process.cwd(), 'src', 'i18n', 'translations', 'zh.json'),
  ];
}

/** `file:line` messages for each use of a rejected term in the given files (Markdown code is not prose). */
export function checkGlossary(files: string[], glossary: Glossary): string[] {
  return files.flatMap((file) => {
    const source = fs.readFileSync(file, 'utf8');
    const text = file.endsWith('.md') ? maskMarkdownCode(source) : source;
    return findRejectedTerms(text, glossary).map(
      (use) =>
        `${toRepositoryPath(file)}:${use.line}: "${use.term}" is not the glossary's term; for "${use.english}" write "${use.preferred}"`,
    );
  });
}
