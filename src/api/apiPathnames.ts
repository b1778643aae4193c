/** URL of a product's API overview: `/x/api/data-grid/`. */
export function getApiProductPathname(product: string): string {
  return `/x/api/${product}/`;
}

/** URL of one API page: `/x/api/data-grid/data-grid-pro/`. */
export function getApiPathname(product: string, slug: string): string {
  return `/x/api/${product}/${slug}/`;
}
