import { getCanonicalPathname } from './pathnames';

export const PRODUCT_IDS = ['x-data-grid', 'x-date-pickers', 'x-charts', 'x-tree-view'] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];

export const PRODUCT_CATEGORIES = ['core', 'x', 'toolpad', 'docs'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** URL slug of each product, shared by its feature pages (`/x/react-<slug>/`) and its API pages (`/x/api/<slug>/`). */
export const PRODUCT_SLUGS = {
  'x-data-grid': 'data-grid',
  'x-date-pickers': 'date-pickers',
  'x-charts': 'charts',
  'x-tree-view': 'tree-view',
} as const satisfies Record<ProductId, string>;
export type ProductSlug = (typeof PRODUCT_SLUGS)[ProductId];

/** Every product's slug, in the site's product order. */
export const PRODUCT_SLUG_LIST = PRODUCT_IDS.map((id) => PRODUCT_SLUGS[id]) as [ProductSlug, ...ProductSlug[]];

/** The MUI X product a page documents, chosen by its path; null for pages shared by all products. */
export function getProductFromPath(path: string): ProductId | null {
  const canonical = `${getCanonicalPathname(path)}/`;
  for (const id of PRODUCT_IDS) {
    const slug = PRODUCT_SLUGS[id];
    if (
      canonical.startsWith(`/x/react-${slug}/`) ||
      canonical.startsWith(`/x/api-docs/${slug}/`) ||
      canonical.startsWith(`/x/api/${slug}/`)
    ) {
      return id;
    }
  }
  return null;
}

/** The product family of a path, from its first segment (`/x/…` is MUI X). */
export function getProductCategoryFromPath(path: string): ProductCategory | null {
  const first = getCanonicalPathname(path).split('/')[1];
  return PRODUCT_CATEGORIES.includes(first as ProductCategory) ? (first as ProductCategory) : null;
}
