import { getSitePages } from '@/server/content/site';
import { getApiPagePathnames } from '@/api/apiNavigation';
import { getApiPathname } from '@/api/apiPathnames';
import { findApiEntryByName, loadApiIndex } from './apiIndex';
import type { ApiLinkResolver } from './renderApiMarkdown';

/**
 * Where an API page's JSDoc links go: a name to its API page (in the same product first), a page to this site,
 * an anchor to the closest one that page has (`anchors`: pathname → ids, loaded for the links of the page).
 */
export function getApiLinkResolver(
  product: string,
  anchors: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): ApiLinkResolver {
  const pathnames = new Set([...getApiPagePathnames(loadApiIndex()), ...getSitePages().map((page) => page.pathname)]);
  return {
    getApiPathname: (name) => {
      const target = findApiEntryByName(name, product) ?? findApiEntryByName(name);
      return target ? getApiPathname(target.product, target.slug) : undefined;
    },
    hasPage: (pathname) => pathnames.has(pathname),
    getAnchors: (pathname) => anchors.get(pathname),
  };
}
