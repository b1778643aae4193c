import { tokenize } from './tokenize';

/** What a query asks for beyond its words: the API reference, or an earlier or later version. */
export interface QueryIntent {
  /** The query without the words that only state the intent ("DataGrid api" → "DataGrid"). */
  text: string;
  /** "api", "props" or "API 参考": the reader wants a reference page first. */
  wantsApi: boolean;
  /** "v6", "migrate", "upgrade", "迁移": migration guides are an answer, not noise. */
  wantsMigration: boolean;
}

const API_WORDS = /(^|\s)(api|apis|props?|接口|参考)(?=\s|$)/giu;
const MIGRATION_WORDS = /\bv\d+\b|migrat|upgrad|迁移|升级/iu;

/** Reads a query's intent; the remaining text is what the index is searched for. */
export function parseQueryIntent(query: string): QueryIntent {
  const wantsApi = new RegExp(API_WORDS.source, 'iu').test(query);
  const withoutApiWords = query.replace(API_WORDS, ' ').trim();
  // "api" alone is a query for the word, not an intent with nothing left to look for.
  const text = wantsApi && tokenize(withoutApiWords).length > 0 ? withoutApiWords : query;
  return { text, wantsApi: wantsApi && text !== query, wantsMigration: MIGRATION_WORDS.test(query) };
}
