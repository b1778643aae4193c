import type { Language } from '@/i18n/languages';
import { getPagePathname } from '@/routing/markdownTwin';
import { getLanguageFromPath } from '@/routing/pathnames';

/**
 * The page a reader or a model names, in any of the forms they copy: a site path (`/x/react-data-grid/editing/`,
 * `/zh/x/…`), a full URL, a Markdown twin (`….md`), a path without `/x/` (`react-data-grid/editing`), with or
 * without a hash or trailing slash. Returns the English pathname (the page's key) and the language; null when the
 * text cannot name a page of this site.
 */
export function resolvePagePath(input: string): { pathname: string; language: Language } | null {
  let path = input.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  path = path.split(/[?#]/)[0]!.replace(/\.md$/i, '/');
  if (!path.startsWith('/')) {
    path = `/${path}`;
  }
  if (!/^\/([a-z]{2}\/)?x(\/|$)/.test(path)) {
    path = `/x${path}`;
  }
  if (/\s/.test(path) || path.includes('..')) {
    return null;
  }
  return { pathname: getPagePathname(path), language: getLanguageFromPath(path) };
}
