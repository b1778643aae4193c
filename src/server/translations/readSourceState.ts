import fs from 'node:fs';
import type { Language } from '@/i18n/languages';
import type { TranslationStatus } from '@/i18n/translationStatus';
import { CONTENT_ROOT, getContentFilePath, toRepositoryPath } from '@/server/content/contentFiles';
import { parseFrontmatter } from '@/server/content/frontmatter';
import { getSourceState, toTranslationStatus, type SourceState } from './sourceState';

/** A page's translation into a language, its English file and where the one stands against the other. */
export interface PageSource {
  pathname: string;
  englishPath: string;
  translationPath: string;
  state: SourceState;
}

/** Reads a page's English file and its translation (if any) under a content root and compares them. */
export function readSourceState(pathname: string, language: Language, root: string = CONTENT_ROOT): PageSource {
  const englishPath = getContentFilePath(pathname, 'en', root);
  const translationPath = getContentFilePath(pathname, language, root);
  const translation = fs.existsSync(translationPath)
    ? parseFrontmatter(fs.readFileSync(translationPath, 'utf8'), toRepositoryPath(translationPath)).frontmatter
    : null;
  return {
    pathname,
    englishPath,
    translationPath,
    state: getSourceState(fs.readFileSync(englishPath, 'utf8'), translation),
  };
}

/** What a page in a language tells its reader about its text (English pages are their own text). */
export function readTranslationStatus(
  pathname: string,
  language: Language,
  root: string = CONTENT_ROOT,
): TranslationStatus {
  return language === 'en' ? 'current' : toTranslationStatus(readSourceState(pathname, language, root).state);
}
