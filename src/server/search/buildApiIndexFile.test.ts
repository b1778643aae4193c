import { describe, expect, it } from 'vitest';
import type { ApiEntry } from '@/api/types';
import { buildApiIndexFile } from './buildApiIndexFile';

const component = (name: string, slug: string, plan: 'community' | 'pro' | 'premium'): ApiEntry => ({
  product: 'data-grid',
  slug,
  name,
  kind: 'component',
  plan,
  imports: [],
  description: '',
  props: [{ name: 'processRowUpdate', type: 'func', description: '', required: false }],
  slots: [{ name: 'toolbar', description: '' }],
  classes: [{ key: 'root', className: 'MuiDataGrid-root', description: '' }],
});

describe('buildApiIndexFile', () => {
  it('lists every prop, slot and CSS class once, on the community page first', () => {
    const file = buildApiIndexFile([
      component('DataGridPremium', 'data-grid-premium', 'premium'),
      component('DataGrid', 'data-grid', 'community'),
    ]);
    expect(file.pages).toEqual([
      ['DataGrid', '/x/api/data-grid/data-grid/'],
      ['DataGridPremium', '/x/api/data-grid/data-grid-premium/'],
    ]);
    expect(file.rows).toEqual([
      ['processRowUpdate', 0, [0, 1]],
      ['toolbar', 1, [0, 1]],
      ['root', 2, [0, 1]],
    ]);
  });

  it('keeps the first sentence of each row’s description, from the community page', () => {
    const withDescription = (name: string, slug: string, plan: 'community' | 'pro', description: string) => ({
      ...component(name, slug, plan),
      props: [{ name: 'processRowUpdate', type: 'func', description, required: false }],
      slots: [],
      classes: [],
    });
    const file = buildApiIndexFile([
      withDescription('DataGridPro', 'data-grid-pro', 'pro', 'Pro text.'),
      withDescription('DataGrid', 'data-grid', 'community', 'Called before a row is saved. Return the row.'),
    ]);
    expect(file.rows).toEqual([['processRowUpdate', 0, [0, 1], 'Called before a row is saved.']]);
  });

  it('lists interface members as properties and methods', () => {
    const file = buildApiIndexFile([
      {
        product: 'data-grid',
        slug: 'grid-api',
        name: 'GridApi',
        kind: 'interface',
        plan: 'community',
        imports: [],
        description: '',
        members: [
          { name: 'setPage', type: '() => void', description: '', required: true, method: true },
          { name: 'state', type: 'State', description: '', required: true },
        ],
      },
    ]);
    expect(file.rows).toEqual([
      ['setPage', 4, [0]],
      ['state', 3, [0]],
    ]);
  });
});
