import { getLanguageFromPath, localizePath, removeTrailingSlash, stripLanguagePrefix } from './pathnames';

/**
 * The Markdown twin of a page: its URL without the trailing slash, plus `.md`
 * (`/x/react-data-grid/editing/` → `/x/react-data-grid/editing.md`, `/zh/x/…/` → `/zh/x/….md`).
 */
export function getMarkdownTwinPath(pagePath: string): string {
  return `${removeTrailingSlash(pagePath.split(/[?#]/)[0] ?? '/')}.md`;
}

/**
 * The English pathname of the page at a browser or router path (`/zh/x/a?b#c` → `/x/a/`): the key of the page in
 * the navigation tree, whatever the language and however the path ends.
 */
export function getPagePathname(path: string): string {
  const bare = removeTrailingSlash(stripLanguagePrefix(path.split(/[?#]/)[0] || '/'));
  return bare === '/' ? '/' : `${bare}/`;
}

/** The Markdown twin of the page at a router path, in that path's language. */
export function getMarkdownTwinPathForRoute(path: string): string {
  return getMarkdownTwinPath(localizePath(getPagePathname(path), getLanguageFromPath(path)));
}
