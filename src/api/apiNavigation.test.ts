import { describe, expect, it } from 'vitest';
import { assertUniquePathnames, flattenPages } from '@/navigation/navigationTree';
import { buildApiNavigation, getApiPagePathnames } from './apiNavigation';
import type { ApiIndexEntry } from './types';

const INDEX: ApiIndexEntry[] = [
  { product: 'charts', slug: 'bar-chart', name: 'BarChart', kind: 'component', plan: 'community' },
  { product: 'data-grid', slug: 'grid-api', name: 'GridApi', kind: 'interface', plan: 'community' },
  { product: 'data-grid', slug: 'data-grid', name: 'DataGrid', kind: 'component', plan: 'community' },
  { product: 'data-grid', slug: 'data-grid-pro', name: 'DataGridPro', kind: 'component', plan: 'pro' },
];

describe('buildApiNavigation', () => {
  it('returns one API reference section with a section per product, in the site product order', () => {
    const [section, ...rest] = buildApiNavigation(INDEX);
    expect(rest).toEqual([]);
    expect(section?.title).toEqual({ en: 'API reference', zh: 'API 参考' });
    expect(section?.children?.map((product) => product.title)).toEqual(['Data Grid', 'Charts']);
  });

  it('lists the overview, then components, then interfaces, with plan markers', () => {
    const grid = buildApiNavigation(INDEX)[0]?.children?.[0];
    expect(grid?.children?.map((page) => page.pathname)).toEqual([
      '/x/api/data-grid/',
      '/x/api/data-grid/data-grid/',
      '/x/api/data-grid/data-grid-pro/',
      '/x/api/data-grid/grid-api/',
    ]);
    expect(grid?.children?.[2]?.plan).toBe('pro');
    expect(grid?.children?.[1]).not.toHaveProperty('plan');
  });

  it('has unique pathnames and exactly the pages getApiPagePathnames lists', () => {
    const tree = buildApiNavigation(INDEX);
    expect(() => assertUniquePathnames(tree)).not.toThrow();
    expect(
      flattenPages(tree)
        .map((page) => page.pathname)
        .sort(),
    ).toEqual(getApiPagePathnames(INDEX).sort());
  });

  it('is empty for an empty index', () => {
    expect(buildApiNavigation([])).toEqual([]);
  });
});
