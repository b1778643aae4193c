import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/i18n/languages';

/** The language named by a path's optional first segment (`/zh/x/…`), English otherwise. */
export function getLanguageFromPath(path: string): Language {
  const first = path.split(/[/?#]/)[1];
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** Removes an optional `/en` or `/zh` prefix. */
export function stripLanguagePrefix(path: string): string {
  const match = /^\/(en|zh)(?=\/|$|\?|#)/.exec(path);
  if (!match) {
    return path;
  }
  const rest = path.slice(match[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** `/x/a/` becomes `/x/a`; the root stays `/`. */
export function removeTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** Route patterns carry a `[docsTab]` segment on tabbed pages; page matching ignores it. */
export function stripDocsTab(pathname: string): string {
  return pathname.replace(/\/\[docsTab\](?=\/|$)/, '');
}

/** Canonical form of a path for matching and analytics: no language, no hash or query, no trailing slash, `/api` as `/api-docs`. */
export function getCanonicalPathname(path: string): string {
  const withoutHash = path.split(/[?#]/)[0] ?? '/';
  const canonical = removeTrailingSlash(stripDocsTab(stripLanguagePrefix(withoutHash || '/')));
  return canonical.replace(/^\/api(?=\/|$)/, '/api-docs');
}

/** Adds the language prefix to an internal path when the language is not English. External links are untouched. */
export function localizePath(href: string, language: Language): string {
  if (!href.startsWith('/') || href.startsWith('//')) {
    return href;
  }
  const bare = stripLanguagePrefix(href);
  if (language === DEFAULT_LANGUAGE) {
    return bare;
  }
  return bare === '/' ? `/${language}/` : `/${language}${bare}`;
}
