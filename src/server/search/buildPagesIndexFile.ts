import type { Language } from '@/i18n/languages';
import { localizeText } from '@/navigation/navigationTree';
import { localizePath } from '@/routing/pathnames';
import { getProductFromPath } from '@/routing/products';
import {
  ALIAS_SEPARATOR,
  EXCERPT_SHARD_SIZE,
  HOME_MARK,
  SEARCH_INDEX_FORMAT,
  type ExcerptShardFile,
  type IndexedPage,
  type IndexedSection,
  type PagesIndexFile,
} from '@/search/searchIndexFormat';
import { navTitlesFor, type SearchPageEntry } from './collectSearchPages';
import type { PageSection } from './extractPageSections';
import { identifierHomes } from './identifierHomes';

/** One page as read for the index: the title it shows and its sections, in its language or its English fallback. */
export interface LoadedSearchPage {
  title: string;
  description: string;
  sections: PageSection[];
  /** Other names readers use for what the page answers, in the index's language (its `aliases.json`). */
  aliases: string[];
}

/**
 * Characters of a section's prose kept for its excerpt. Excerpts live in files of their own, fetched for the results
 * shown: the first query must download at most 100 KB gzip (code and index).
 */
export const SECTION_TEXT_LIMIT = 160;

/** The same for Chinese, whose characters each say more and weigh three bytes: the excerpt stays about as long. */
export const CJK_SECTION_TEXT_LIMIT = 120;

/** Code spans worth indexing: names (`processRowUpdate`, `apiRef.current.setPage`), not whole expressions. */
const IDENTIFIER = /^[A-Za-z_$][\w$.-]{1,40}$/;

/**
 * A page's word fields as the index stores them (readers', developers' and the official docs' words, its aliases,
 * the API names it uses): up to the last field that has some, earlier ones possibly empty; readers' words alone even
 * when empty.
 */
function wordFields(...fields: (string | undefined)[]): string[] {
  let last = fields.length - 1;
  while (last >= 0 && !fields[last]) {
    last -= 1;
  }
  const kept = fields.slice(0, last + 1).map((field) => field ?? '');
  return kept.length === 0 && fields[0] !== undefined ? [fields[0]] : kept;
}

function cut(text: string, limit: number): string {
  if (text.length <= limit) {
    return text;
  }
  const end = text.lastIndexOf(' ', limit);
  return `${text.slice(0, end > limit / 2 ? end : limit)}…`;
}

/**
 * The guide-page index of one language: every page of the navigation that has Markdown, with the sections of the
 * text its reader sees (a Chinese page falls back to English), the words readers, developers and the official docs
 * used for it, by English path, and its aliases in the language. API pages are left to the API index.
 */
export function buildPagesIndexFile(
  language: Language,
  entries: SearchPageEntry[],
  loadPage: (pathname: string) => LoadedSearchPage | null,
  apiGroup: SearchPageEntry['group'],
  readerWords: ReadonlyMap<string, string> = new Map(),
  developerWords: ReadonlyMap<string, string> = new Map(),
  officialWords: ReadonlyMap<string, string> = new Map(),
  usedNames: ReadonlyMap<string, string> = new Map(),
): { index: PagesIndexFile; excerpts: ExcerptShardFile[] } {
  const groups: string[] = [];
  const groupIndex = (label: string) => {
    const index = groups.indexOf(label);
    return index >= 0 ? index : groups.push(label) - 1;
  };
  const pages: IndexedPage[] = [];
  const sections: IndexedSection[] = [];
  const texts: string[] = [];
  const loaded = entries.flatMap((entry) => {
    const page = loadPage(entry.pathname);
    return page ? [{ entry, page }] : [];
  });
  const homeSections = identifierHomes(
    loaded.flatMap(({ entry, page }) =>
      page.sections.map((section) => ({
        ...section,
        page: entry.pathname,
        scope: getProductFromPath(entry.pathname) ?? '',
      })),
    ),
  );
  for (const { entry, page } of loaded) {
    const group = groupIndex(localizeText(entry.group, language));
    const pageIndex =
      pages.push([
        localizePath(entry.pathname, language),
        page.title,
        group,
        navTitlesFor(entry, language),
        page.description,
        ...wordFields(
          readerWords.get(entry.pathname),
          developerWords.get(entry.pathname),
          officialWords.get(entry.pathname),
          page.aliases.join(ALIAS_SEPARATOR),
          usedNames.get(entry.pathname),
        ),
      ] as IndexedPage) - 1;
    // A code span counts once per page: in the section that explains it when that section is on this page (marked as
    // its home), otherwise in the first section that has it. It finds the page without repeating in every section.
    const firstSection = sections.length;
    const homesHere = new Set(page.sections.flatMap((_, offset) => homeSections.get(firstSection + offset) ?? []));
    const seen = new Set<string>();
    for (const section of page.sections) {
      const home = homeSections.get(sections.length) ?? [];
      const spans = section.codeSpans.filter(
        (span) => IDENTIFIER.test(span) && !seen.has(span) && !homesHere.has(span),
      );
      spans.forEach((span) => seen.add(span));
      const keywords = [...spans, ...home.map((name) => HOME_MARK + name)];
      sections.push([pageIndex, section.heading, section.anchor, keywords.join(' ')]);
      texts.push(cut(section.text, language === 'zh' ? CJK_SECTION_TEXT_LIMIT : SECTION_TEXT_LIMIT));
    }
  }
  const excerpts: ExcerptShardFile[] = [];
  for (let start = 0; start < texts.length; start += EXCERPT_SHARD_SIZE) {
    excerpts.push({ format: SEARCH_INDEX_FORMAT, texts: texts.slice(start, start + EXCERPT_SHARD_SIZE) });
  }
  return {
    index: {
      format: SEARCH_INDEX_FORMAT,
      language,
      groups,
      apiGroup: groupIndex(localizeText(apiGroup, language)),
      pages,
      sections,
    },
    excerpts,
  };
}
