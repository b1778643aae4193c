import { isCjkTerm } from './tokenize';

/**
 * The index a query is searched in: the page's language, except that Chinese typed on an English page searches the
 * Chinese index (which also holds the English pages not yet translated).
 */
export function searchLanguageFor(query: string, pageLanguage: string): string {
  return pageLanguage === 'en' && isCjkTerm(query) ? 'zh' : pageLanguage;
}
