import type { ApiRowKind } from '@/api/apiRowAnchors';

/** Bumped whenever the shape of the index files changes; a reader refuses files of another format. */
export const SEARCH_INDEX_FORMAT = 1;

/** Where the index files are served, one folder per build: `/x/search/<buildId>/pages-en.json`. */
export const SEARCH_INDEX_BASE_PATH = '/x/search/';

/**
 * One guide page: its URL in the index's language, the title its page shows, its group, navigation titles,
 * description, the words readers' questions used for it (decision 0026), the words MUI X developers used for it
 * that the page lacks, the official docs' words it lacks (decision 0031), the aliases its writers gave it and the names
 * of the documented components and interfaces its demos and code use; each of the last five only up to the last that
 * has some (empty strings before it).
 */
export type IndexedPage = [
  pathname: string,
  title: string,
  group: number,
  navTitles: string,
  description: string,
  readerWords?: string,
  developerWords?: string,
  officialWords?: string,
  aliases?: string,
  usedNames?: string,
];

/** Between a page's aliases in the index: an alias is matched whole, so the index keeps them apart. */
export const ALIAS_SEPARATOR = ', ';

/** A page's aliases as the index stores them, one string each. */
export function splitAliases(aliases: string): string[] {
  return aliases === '' ? [] : aliases.split(ALIAS_SEPARATOR);
}

/**
 * One heading of a page (or its introduction, with an empty heading and anchor) and the code spans under it; the API
 * names the section explains are marked with `HOME_MARK` (`!minDate`).
 */
export type IndexedSection = [page: number, heading: string, anchor: string, keywords: string];

/** Marks, in a section's code spans, the API names whose home the section is. */
export const HOME_MARK = '!';

/**
 * Sections per excerpt file: excerpts are fetched only for the sections a result list shows, so a first query
 * downloads a small file (it must stay within 100 KB gzip with the code and the page index).
 */
export const EXCERPT_SHARD_SIZE = 50;

/** `excerpts-<language>-<n>.json`: the opening prose of sections n × size to (n + 1) × size − 1. */
export interface ExcerptShardFile {
  format: number;
  texts: string[];
}

/** `pages-<language>.json`: the guide pages of one language (with the English pages a translation falls back to). */
export interface PagesIndexFile {
  format: number;
  language: string;
  /** Group labels (top-level sections of the navigation), in navigation order. */
  groups: string[];
  /** Index in `groups` of the API reference. */
  apiGroup: number;
  pages: IndexedPage[];
  sections: IndexedSection[];
}

/** One API page: component or interface name and its URL (English; the reader adds the language prefix). */
export type IndexedApiPage = [name: string, pathname: string];

/**
 * One documented name (a prop, slot, CSS class or member), every API page row it appears on (best first) and the
 * first sentence of its description, when it has one.
 */
export type IndexedApiRow = [name: string, kind: number, pages: number[], summary?: string];

/** The row kinds, by their index in `IndexedApiRow`'s kind. */
export const API_ROW_KINDS: readonly ApiRowKind[] = ['prop', 'slot', 'cssClass', 'property', 'method'];

/** `api.json`: the API pages and every row of their tables, the same for every language. */
export interface ApiIndexFile {
  format: number;
  pages: IndexedApiPage[];
  rows: IndexedApiRow[];
}

/** The files of one build's index (in `/x/search/<buildId>/`). */
export const SEARCH_INDEX_FILES = {
  pages: (language: string) => `pages-${language}.json`,
  excerpts: (language: string, shard: number) => `excerpts-${language}-${shard}.json`,
  api: () => 'api.json',
};
