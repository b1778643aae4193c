import { PRODUCT_SLUGS } from '@/routing/products';
import type { ApiPlan } from '@/api/types';

export interface ApiPackage {
  /** npm name, also the import path. */
  name: string;
  /** Product URL slug (`data-grid`, …), the folder of its pages. */
  product: string;
  plan: ApiPlan;
}

/** Plans from the most to the least open: a name exported by several packages belongs to the first. */
export const PLAN_ORDER: readonly ApiPlan[] = ['community', 'pro', 'premium'];

/** The packages whose exports are documented, community first within each product. */
export const API_PACKAGES: readonly ApiPackage[] = [
  { name: '@mui/x-data-grid', product: PRODUCT_SLUGS['x-data-grid'], plan: 'community' },
  { name: '@mui/x-data-grid-pro', product: PRODUCT_SLUGS['x-data-grid'], plan: 'pro' },
  { name: '@mui/x-data-grid-premium', product: PRODUCT_SLUGS['x-data-grid'], plan: 'premium' },
  { name: '@mui/x-date-pickers', product: PRODUCT_SLUGS['x-date-pickers'], plan: 'community' },
  { name: '@mui/x-date-pickers-pro', product: PRODUCT_SLUGS['x-date-pickers'], plan: 'pro' },
  { name: '@mui/x-charts', product: PRODUCT_SLUGS['x-charts'], plan: 'community' },
  { name: '@mui/x-charts-pro', product: PRODUCT_SLUGS['x-charts'], plan: 'pro' },
  { name: '@mui/x-tree-view', product: PRODUCT_SLUGS['x-tree-view'], plan: 'community' },
  { name: '@mui/x-tree-view-pro', product: PRODUCT_SLUGS['x-tree-view'], plan: 'pro' },
];

/** The more restrictive of two plans. */
export function maxPlan(a: ApiPlan, b: ApiPlan): ApiPlan {
  return PLAN_ORDER.indexOf(a) >= PLAN_ORDER.indexOf(b) ? a : b;
}
