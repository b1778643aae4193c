import fs from 'node:fs';
import { navigation } from '@content/navigation';
import { getApiPagePathnames } from '@/api/apiNavigation';
import { loadApiIndex } from '@/server/api/apiIndex';
import { loadApiEntry } from '@/server/api/loadApiEntry';
import { getContentFilePath, toRepositoryPath } from '@/server/content/contentFiles';
import { parseFrontmatter } from '@/server/content/frontmatter';
import { readPageAliases } from '@/server/content/pageAliases';
import { getContentPages } from '@/server/content/site';
import { readSourceHeadings } from '@/server/content/translationHeadings';
import { LANGUAGES, type Language } from '@/i18n/languages';
import type { ApiIndexFile, ExcerptShardFile, PagesIndexFile } from '@/search/searchIndexFormat';
import { buildApiIndexFile } from './buildApiIndexFile';
import { buildPagesIndexFile, type LoadedSearchPage } from './buildPagesIndexFile';
import { collectReaderWords, type LearningQuestion } from './collectReaderWords';
import { collectSearchPages } from './collectSearchPages';
import { developerWordsByPage } from './developerWords';
import { LEARNING_QUESTIONS } from './learningQuestions';
import { officialDocsWordsByPage } from './officialDocsWords';
import { usedNamesByPage } from './usedNamesByPage';
import { extractPageSections } from './extractPageSections';

export interface SearchIndexFiles {
  pages: Record<Language, { index: PagesIndexFile; excerpts: ExcerptShardFile[] }>;
  api: ApiIndexFile;
}

/** Reads one page as its reader in a language sees it: the translation when there is one, English otherwise. */
async function readPage(pathname: string, language: Language, aliases: string[]): Promise<LoadedSearchPage> {
  const translatedPath = getContentFilePath(pathname, language);
  const filePath = fs.existsSync(translatedPath) ? translatedPath : getContentFilePath(pathname, 'en');
  const { frontmatter, body } = parseFrontmatter(fs.readFileSync(filePath, 'utf8'), toRepositoryPath(filePath));
  const sections = await extractPageSections(
    body,
    language,
    toRepositoryPath(filePath),
    await readSourceHeadings(pathname, language),
  );
  return {
    title: frontmatter.title,
    description: frontmatter.description,
    sections,
    aliases,
  };
}

/**
 * Builds the whole search index from the sources the site is built from: the navigation tree (every page, found
 * generically), the Markdown files of each language, the generated API reference, the words of the real readers'
 * questions it may learn from (never the held-out half; cross-validation passes a part of them) and, for English, the
 * words MUI X developers used for each page and the official docs' words it lacks (decision 0031), and in both
 * languages the API names each page's demos and code use.
 * Build time only.
 */
export async function buildSearchIndex(
  learningQuestions: LearningQuestion[] = LEARNING_QUESTIONS,
): Promise<SearchIndexFiles> {
  const contentPathnames = getContentPages().map((page) => page.pathname);
  const entries = collectSearchPages(navigation);
  const apiPathnames = new Set(getApiPagePathnames(loadApiIndex()));
  const apiGroup = entries.find((entry) => apiPathnames.has(entry.pathname))?.group ?? { en: 'API reference' };
  // Each page's aliases file holds every language: read once.
  const aliases = new Map(contentPathnames.map((pathname) => [pathname, readPageAliases(pathname)]));
  const pages = {} as SearchIndexFiles['pages'];
  // The same names in both languages: "ChartsReferenceLine" finds the Axis page, whose demos use it.
  const usedNames = usedNamesByPage(contentPathnames);
  for (const language of LANGUAGES) {
    const loaded = new Map<string, LoadedSearchPage>();
    for (const pathname of contentPathnames) {
      loaded.set(pathname, await readPage(pathname, language, aliases.get(pathname)?.[language] ?? []));
    }
    pages[language] = buildPagesIndexFile(
      language,
      entries,
      (pathname) => loaded.get(pathname) ?? null,
      apiGroup,
      collectReaderWords(learningQuestions, language),
      // English words, for English questions: the Chinese index is left as it was.
      language === 'en' ? developerWordsByPage() : new Map(),
      language === 'en' ? officialDocsWordsByPage() : new Map(),
      usedNames,
    );
  }
  const api = buildApiIndexFile(loadApiIndex().map((entry) => loadApiEntry(entry.product, entry.slug)));
  return { pages, api };
}
