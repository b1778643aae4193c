import fs from 'node:fs';
import type { Language } from '@/i18n/languages';
import { CONTENT_ROOT, getContentFilePath, toRepositoryPath } from './contentFiles';
import { parseFrontmatter } from './frontmatter';
import { assignHeadingIds, type HeadingId } from './markdown/headingAnchors';
import { markdownToHast } from './renderMarkdown';

/**
 * The heading ids a page's Markdown in a language takes from its English original: a translation keeps the English
 * ids (when its headings match), so one anchor works in both languages. Null for English and untranslated pages.
 */
export async function readSourceHeadings(
  pathname: string,
  language: Language,
  root: string = CONTENT_ROOT,
): Promise<HeadingId[] | null> {
  if (language === 'en' || !fs.existsSync(getContentFilePath(pathname, language, root))) {
    return null;
  }
  const englishPath = getContentFilePath(pathname, 'en', root);
  const { body } = parseFrontmatter(fs.readFileSync(englishPath, 'utf8'), toRepositoryPath(englishPath));
  return assignHeadingIds(await markdownToHast(body, 'en', toRepositoryPath(englishPath))).map(({ id, level }) => ({
    id,
    level,
  }));
}
