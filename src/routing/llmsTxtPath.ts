import { PRODUCT_SLUGS, type ProductId } from './products';

/** The site-wide llms.txt; every product also has its own, beside its pages. */
export const SITE_LLMS_TXT_PATH = '/x/llms.txt';

/** The llms.txt of a product, in its pages' folder (`x-data-grid` → `/x/react-data-grid/llms.txt`). */
export function getProductLlmsTxtPath(product: ProductId): string {
  return `/x/react-${PRODUCT_SLUGS[product]}/llms.txt`;
}
