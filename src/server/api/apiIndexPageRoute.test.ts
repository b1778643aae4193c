import { describe, expect, it } from 'vitest';
import type { ApiIndexEntry } from '@/api/types';
import { buildApiIndexPageData } from './apiIndexPageRoute';

const entry = (
  product: string,
  name: string,
  kind: ApiIndexEntry['kind'],
  plan: ApiIndexEntry['plan'],
): ApiIndexEntry => ({
  product,
  name,
  kind,
  plan,
  slug: name.toLowerCase(),
});

const index = [
  entry('data-grid', 'DataGrid', 'component', 'community'),
  entry('data-grid', 'DataGridPro', 'component', 'pro'),
  entry('data-grid', 'DataGridPremium', 'component', 'premium'),
  entry('data-grid', 'GridColDef', 'interface', 'community'),
  entry('charts', 'BarChart', 'component', 'community'),
];

describe('buildApiIndexPageData', () => {
  it('lists the components of each package of the product in its own section, then the interfaces', () => {
    const page = buildApiIndexPageData(index, 'data-grid', 'en');
    expect(page.title).toContain('Data Grid');
    expect(page.groups.map((group) => [group.id, group.title, group.links.map((link) => link.name)])).toEqual([
      ['x-data-grid', '@mui/x-data-grid · Components', ['DataGrid']],
      ['x-data-grid-pro', '@mui/x-data-grid-pro · Components', ['DataGridPro']],
      ['x-data-grid-premium', '@mui/x-data-grid-premium · Components', ['DataGridPremium']],
      ['interfaces', 'Interfaces', ['GridColDef']],
    ]);
    expect(page.groups[1]?.links[0]).toEqual({
      name: 'DataGridPro',
      pathname: '/x/api/data-grid/datagridpro/',
      plan: 'pro',
    });
    expect(page.toc.map((item) => item.id)).toEqual([
      'x-data-grid',
      'x-data-grid-pro',
      'x-data-grid-premium',
      'interfaces',
    ]);
  });

  it('refuses a component whose plan matches none of its product’s packages, rather than dropping it', () => {
    expect(() =>
      buildApiIndexPageData([entry('charts', 'PremiumChart', 'component', 'premium')], 'charts', 'en'),
    ).toThrow(/PremiumChart \(premium\)/);
  });

  it('leaves out empty sections and translates the titles', () => {
    const page = buildApiIndexPageData(index, 'charts', 'zh');
    expect(page.groups.map((group) => [group.id, group.title])).toEqual([['x-charts', '@mui/x-charts · 组件']]);
  });
});
