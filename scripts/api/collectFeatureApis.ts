import { PRODUCT_SLUGS } from '@/routing/products';
import type { ApiInterfaceEntry, ApiPlan } from '@/api/types';
import { API_PACKAGES, maxPlan, type ApiPackage } from '@/api/apiPackages';
import type { ApiProgram } from './createApiProgram';
import { extractInterface } from './extractInterface';

/**
 * The Data Grid's `apiRef` methods grouped by feature, as its interfaces declare them: a feature page shows one with
 * `::grid-api-methods{api="GridFilterApi"}`.
 */
export const FEATURE_APIS: readonly (string | { name: string; plan: ApiPlan })[] = [
  'GridFilterApi',
  'GridSortApi',
  'GridPaginationApi',
  'GridRowSelectionApi',
  // Declared in the community package, but the community grid registers these methods as private
  // (useGridRowSelection: `props.signature === DataGrid ? 'private' : 'public'`): apiRef users need Pro.
  { name: 'GridRowMultiSelectionApi', plan: 'pro' },
  'GridEditingApi',
  'GridCsvExportApi',
  'GridPrintExportApi',
  'GridExcelExportApi',
  'GridRowGroupingApi',
  'GridAggregationApi',
  'GridColumnPinningApi',
  'GridRowPinningApi',
  'GridDetailPanelApi',
  'GridCellSelectionApi',
  'GridScrollApi',
  'GridColumnResizeApi',
  'GridStatePersistenceApi',
];

/** The members of every feature API, methods marked, each with the plan of the lowest package that has it. */
export function collectFeatureApis(
  program: ApiProgram,
  packages: readonly ApiPackage[] = API_PACKAGES,
  specs: typeof FEATURE_APIS = FEATURE_APIS,
): ApiInterfaceEntry[] {
  const product = PRODUCT_SLUGS['x-data-grid'];
  const gridPackages = packages.filter((apiPackage) => apiPackage.product === product);
  return specs.map((spec) => {
    const { name, plan: minimum = 'community' } = typeof spec === 'string' ? { name: spec } : spec;
    const entry = extractInterface(program, { name, product, methods: true }, gridPackages);
    const raise = (plan: ApiPlan | undefined) => maxPlan(plan ?? 'community', minimum);
    return {
      ...entry,
      plan: raise(entry.plan),
      members: entry.members.map((member) => {
        const plan = raise(member.plan);
        return { ...member, ...(plan !== 'community' ? { plan } : {}) };
      }),
    };
  });
}
