import { PRODUCT_SLUGS } from '@/routing/products';
import type { ApiEntry } from '@/api/types';
import { API_PACKAGES, type ApiPackage } from '@/api/apiPackages';
import type { ApiProgram } from './createApiProgram';
import { extractComponent, type FoundComponent } from './extractComponent';
import { extractInterface, type DocumentedInterface } from './extractInterface';
import { findComponentPropsType } from './findComponentPropsType';

/** Data Grid types readers look up most; each gets a page next to the components. */
export const DOCUMENTED_INTERFACES: readonly DocumentedInterface[] = [
  { name: 'GridApi', product: PRODUCT_SLUGS['x-data-grid'], methods: true },
  { name: 'GridColDef', product: PRODUCT_SLUGS['x-data-grid'] },
  { name: 'GridRowParams', product: PRODUCT_SLUGS['x-data-grid'] },
  { name: 'GridCellParams', product: PRODUCT_SLUGS['x-data-grid'] },
  { name: 'GridFilterModel', product: PRODUCT_SLUGS['x-data-grid'] },
  { name: 'GridSortModel', product: PRODUCT_SLUGS['x-data-grid'] },
  { name: 'GridSingleSelectColDef', product: PRODUCT_SLUGS['x-data-grid'] },
  { name: 'GridActionsColDef', product: PRODUCT_SLUGS['x-data-grid'] },
  { name: 'GridExportStateParams', product: PRODUCT_SLUGS['x-data-grid'] },
  { name: 'GridFilterItem', product: PRODUCT_SLUGS['x-data-grid'] },
  { name: 'GridFilterOperator', product: PRODUCT_SLUGS['x-data-grid'] },
  { name: 'GridRowClassNameParams', product: PRODUCT_SLUGS['x-data-grid'] },
  { name: 'GridRowSpacingParams', product: PRODUCT_SLUGS['x-data-grid'] },
  { name: 'GridAggregationFunction', product: PRODUCT_SLUGS['x-data-grid'] },
  { name: 'GridCsvExportOptions', product: PRODUCT_SLUGS['x-data-grid'] },
  { name: 'GridPrintExportOptions', product: PRODUCT_SLUGS['x-data-grid'] },
  { name: 'GridExcelExportOptions', product: PRODUCT_SLUGS['x-data-grid'] },
  // The axis and series shapes every chart takes (`xAxis`, `series`), as the 7.21.0 reference documents them.
  { name: 'AxisConfig', product: PRODUCT_SLUGS['x-charts'] },
  { name: 'BarSeriesType', product: PRODUCT_SLUGS['x-charts'] },
  { name: 'LineSeriesType', product: PRODUCT_SLUGS['x-charts'] },
  { name: 'PieSeriesType', product: PRODUCT_SLUGS['x-charts'] },
  { name: 'ScatterSeriesType', product: PRODUCT_SLUGS['x-charts'] },
];

/**
 * Every component exported by the packages of each product, once per product: the first package in plan order
 * that exports it gives its plan and declaration, and every exporting package gives an import line.
 */
export function findComponents(program: ApiProgram, packages: readonly ApiPackage[]): FoundComponent[] {
  const found = new Map<string, FoundComponent>();
  for (const apiPackage of packages) {
    for (const [name, symbol] of program.getExports(apiPackage.name)) {
      const propsType = findComponentPropsType(program.checker, name, symbol);
      if (!propsType) {
        continue;
      }
      const key = `${apiPackage.product}/${name}`;
      const existing = found.get(key);
      if (existing) {
        existing.packageNames.push(apiPackage.name);
      } else {
        found.set(key, {
          name,
          product: apiPackage.product,
          plan: apiPackage.plan,
          symbol,
          propsType,
          packageNames: [apiPackage.name],
        });
      }
    }
  }
  return [...found.values()];
}

function assertUniqueSlugs(entries: readonly ApiEntry[]): void {
  const seen = new Map<string, string>();
  for (const entry of entries) {
    const key = `${entry.product}/${entry.slug}`;
    const other = seen.get(key);
    if (other) {
      throw new Error(
        `"${other}" and "${entry.name}" both get the page /x/api/${key}/. Give one of them a distinct slug in scripts/api/toSlug.ts.`,
      );
    }
    seen.set(key, entry.name);
  }
}

/** The whole API reference: components of every product and the documented interfaces. */
export function collectApiEntries(program: ApiProgram, packages: readonly ApiPackage[] = API_PACKAGES): ApiEntry[] {
  const components = findComponents(program, packages).map((component) => extractComponent(program, component));
  const interfaces = DOCUMENTED_INTERFACES.map((spec) =>
    extractInterface(
      program,
      spec,
      packages.filter((apiPackage) => apiPackage.product === spec.product),
    ),
  );
  const entries = [...components, ...interfaces];
  assertUniqueSlugs(entries);
  return entries;
}
