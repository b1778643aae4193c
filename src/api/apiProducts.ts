import { PRODUCT_IDS, PRODUCT_SLUG_LIST, PRODUCT_SLUGS } from '@/routing/products';
import { PRODUCT_NAMES } from '@/shell/products';
import type { Plan } from '@/navigation/types';
import type { ApiPlan } from './types';

/** Product slugs in the site's product order, for the API navigation. */
export const API_PRODUCT_ORDER: readonly string[] = PRODUCT_SLUG_LIST;

/** Display name of a product from its slug (`data-grid` → `Data Grid`); the slug itself for an unknown one. */
export function getApiProductName(product: string): string {
  const id = PRODUCT_IDS.find((candidate) => PRODUCT_SLUGS[candidate] === product);
  return id ? PRODUCT_NAMES[id] : product;
}

/** The navigation's plan marker: community pages carry none. */
export function toNavPlan(plan: ApiPlan | undefined): Plan | undefined {
  return plan === 'pro' || plan === 'premium' ? plan : undefined;
}
