import type { NavNode } from '@/navigation/types';
import { getApiPathname, getApiProductPathname } from './apiPathnames';
import { API_PRODUCT_ORDER, getApiProductName, toNavPlan } from './apiProducts';
import type { ApiIndexEntry } from './types';

/** Products in the site's order, then any other product found in the index, alphabetically. */
function listProducts(index: readonly ApiIndexEntry[]): string[] {
  const present = new Set(index.map((entry) => entry.product));
  const known = API_PRODUCT_ORDER.filter((product) => present.has(product));
  return [...known, ...[...present].filter((product) => !known.includes(product)).sort()];
}

/**
 * The "API reference" section of the navigation tree: per product an overview page, its components, then its
 * interfaces. Section pathnames end in `-section` so they never collide with a page (pages end with `/`).
 */
export function buildApiNavigation(index: readonly ApiIndexEntry[]): NavNode[] {
  const byName = (a: ApiIndexEntry, b: ApiIndexEntry) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const products = listProducts(index).map((product): NavNode => {
    const entries = index.filter((entry) => entry.product === product);
    const pages = [
      ...entries.filter((entry) => entry.kind === 'component'),
      ...entries.filter((entry) => entry.kind === 'interface'),
    ];
    return {
      pathname: `/x/api/${product}-section`,
      title: getApiProductName(product),
      children: [
        { pathname: getApiProductPathname(product), title: { en: 'Overview', zh: '概览' } },
        ...pages
          .sort((a, b) => (a.kind === b.kind ? byName(a, b) : a.kind === 'component' ? -1 : 1))
          .map((entry): NavNode => {
            const plan = toNavPlan(entry.plan);
            return {
              pathname: getApiPathname(entry.product, entry.slug),
              title: entry.name,
              ...(plan ? { plan } : {}),
            };
          }),
      ],
    };
  });
  return products.length > 0
    ? [{ pathname: '/x/api-section', title: { en: 'API reference', zh: 'API 参考' }, children: products }]
    : [];
}

/** Every API page URL (product overviews and entries), for the tree/page consistency check and the sitemap. */
export function getApiPagePathnames(index: readonly ApiIndexEntry[]): string[] {
  const overviews = listProducts(index).map(getApiProductPathname);
  return [...overviews, ...index.map((entry) => getApiPathname(entry.product, entry.slug))];
}
