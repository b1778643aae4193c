import fs from 'node:fs';
import { getContentFilePath, toRepositoryPath } from '@/server/content/contentFiles';
import { parseFrontmatter } from '@/server/content/frontmatter';
import { assignHeadingIds } from '@/server/content/markdown/headingAnchors';
import { markdownToHast } from '@/server/content/renderMarkdown';
import { readSourceHeadings } from '@/server/content/translationHeadings';
import type { Language } from '@/i18n/languages';
import { loadApiIndex } from './apiIndex';
import { loadApiEntry } from './loadApiEntry';
import { listApiPageAnchors } from './listApiPageAnchors';

/** The heading ids a guide page shows in a language (a translation keeps the English ids when it can). */
async function loadGuideAnchors(pathname: string, language: Language): Promise<Set<string> | undefined> {
  const translatedPath = getContentFilePath(pathname, language);
  const filePath = fs.existsSync(translatedPath) ? translatedPath : getContentFilePath(pathname, 'en');
  if (!fs.existsSync(filePath)) {
    return undefined;
  }
  const { body } = parseFrontmatter(fs.readFileSync(filePath, 'utf8'), toRepositoryPath(filePath));
  const tree = await markdownToHast(body, language, toRepositoryPath(filePath));
  const headings = assignHeadingIds(tree, await readSourceHeadings(pathname, language));
  return new Set(headings.map((heading) => heading.id));
}

const cache = new Map<string, Promise<Set<string> | undefined>>();

/**
 * The anchors of a page of this site in a language: a guide page's heading ids, or an API page's section and row ids.
 * Undefined for a page whose anchors are not known here (a product's API overview). Build time only, memoised.
 */
export function loadPageAnchors(pathname: string, language: Language): Promise<Set<string> | undefined> {
  const key = `${language}:${pathname}`;
  let anchors = cache.get(key);
  if (!anchors) {
    const api = /^\/x\/api\/([^/]+)\/([^/]+)\/$/.exec(pathname);
    const entry = api && loadApiIndex().find((item) => item.product === api[1] && item.slug === api[2]);
    anchors = entry
      ? Promise.resolve(listApiPageAnchors(loadApiEntry(entry.product, entry.slug)))
      : api
        ? Promise.resolve(undefined)
        : loadGuideAnchors(pathname, language);
    cache.set(key, anchors);
  }
  return anchors;
}
