import { getCanonicalPathname } from '@/routing/pathnames';
import { getProductCategoryFromPath, getProductFromPath } from '@/routing/products';

/** Parameters of a GA4 `page_view`: the canonical path (no language prefix, hash, query or trailing slash) and the product. */
export function getPageViewParams(path: string, title: string) {
  return {
    page_title: title,
    page_location: getCanonicalPathname(path),
    productId: getProductFromPath(path),
    productCategoryId: getProductCategoryFromPath(path),
  };
}
