import { describe, expect, it } from 'vitest';
import type { ApiComponentEntry, ApiInterfaceEntry } from '@/api/types';
import { renderApiIndexTwin, renderApiTwin, type ApiTwinContext } from './renderApiTwin';

const context: ApiTwinContext = {
  language: 'en',
  siteUrl: 'https://mui.com',
  getApiPathname: (name) => (name === 'GridColDef' ? '/x/api/data-grid/grid-col-def/' : undefined),
  hasPage: (pathname) => pathname === '/x/react-data-grid/demo/',
};

const component: ApiComponentEntry = {
  product: 'data-grid',
  slug: 'data-grid-pro',
  name: 'DataGridPro',
  kind: 'component',
  plan: 'pro',
  imports: ["import { DataGridPro } from '@mui/x-data-grid-pro';"],
  description: 'Demos:\n- [DataGridPro](https://mui.com/x/react-data-grid/demo/)',
  props: [
    {
      name: 'columns',
      type: 'readonly GridColDef<R>[]',
      description: 'Set of columns of type [[GridColDef]].',
      required: true,
    },
    {
      name: 'density',
      type: "'comfortable' | 'compact' | 'standard'",
      default: '"standard"',
      description: 'Set the density\nof the grid.',
      required: false,
    },
    { name: 'onOld', type: '() => void', description: 'Old.', required: false, deprecated: 'Use `onNew`.' },
  ],
  slots: [{ name: 'toolbar', description: 'Component rendered above the grid.', default: 'null' }],
  classes: [{ key: 'root', className: 'MuiDataGrid-root', description: 'Styles applied to the root element.' }],
};

describe('an API page twin', () => {
  const twin = renderApiTwin(component, '/x/api/data-grid/data-grid-pro/', 'API reference for DataGridPro.', context);

  it('opens with the name, the summary, the URL, the JSDoc and the import lines', () => {
    expect(
      twin.startsWith(
        '# DataGridPro\n\n> API reference for DataGridPro.\n\nCanonical URL: https://mui.com/x/api/data-grid/data-grid-pro/\n\n',
      ),
    ).toBe(true);
    expect(twin).toContain('[DataGridPro](https://mui.com/x/react-data-grid/demo/)');
    expect(twin).toContain("## Import\n\n```tsx\nimport { DataGridPro } from '@mui/x-data-grid-pro';\n```");
  });

  it('lists props in a table of name, type, default and description, pipes escaped', () => {
    expect(twin).toContain('## Props\n\n| Name | Type | Default | Description |\n| --- | --- | --- | --- |\n');
    expect(twin).toContain(
      '| `columns` (required) | `readonly GridColDef<R>[]` |  | Set of columns of type [`GridColDef`](https://mui.com/x/api/data-grid/grid-col-def/). |',
    );
    expect(twin).toContain(
      "| `density` | `'comfortable' \\| 'compact' \\| 'standard'` | `\"standard\"` | Set the density of the grid. |",
    );
    expect(twin).toContain('| `onOld` | `() => void` |  | **Deprecated**: Use `onNew`. Old. |');
  });

  it('lists slots and CSS classes in tables of their own', () => {
    expect(twin).toContain(
      '## Slots\n\n| Name | Default | Description |\n| --- | --- | --- |\n| `toolbar` | `null` | Component rendered above the grid. |',
    );
    expect(twin).toContain(
      '## CSS classes\n\n| Rule name | Class name | Description |\n| --- | --- | --- |\n| `root` | `MuiDataGrid-root` | Styles applied to the root element. |',
    );
  });

  it('an interface lists its properties and methods; Chinese twins translate the headings and link to /zh/', () => {
    const entry: ApiInterfaceEntry = {
      product: 'data-grid',
      slug: 'grid-api',
      name: 'GridApi',
      kind: 'interface',
      plan: 'community',
      imports: ["import type { GridApi } from '@mui/x-data-grid';"],
      description: '',
      members: [
        { name: 'rowHeight', type: 'number', description: 'Row height.', required: true, plan: 'pro' },
        {
          name: 'setRows',
          type: '(rows: GridRowModel[]) => void',
          description: 'Sets the rows.',
          required: true,
          method: true,
        },
      ],
    };
    const zh = renderApiTwin(entry, '/x/api/data-grid/grid-api/', '摘要', { ...context, language: 'zh' });
    expect(zh).toContain('URL: https://mui.com/zh/x/api/data-grid/grid-api/');
    expect(zh).toMatch(/## 属性\n\n\| 名称 \| 类型 \| 默认值 \| 说明 \|/);
    expect(zh).toContain('| `setRows` | `(rows: GridRowModel[]) => void` | Sets the rows. |');
  });

  it('a product overview lists its pages as links', () => {
    const overview = renderApiIndexTwin(
      {
        title: 'Data Grid API',
        summary: 'Everything.',
        groups: [
          {
            id: 'x-data-grid-pro',
            title: '@mui/x-data-grid-pro · Components',
            links: [{ name: 'DataGridPro', pathname: '/x/api/data-grid/data-grid-pro/', plan: 'pro' }],
          },
        ],
        toc: [],
      },
      '/x/api/data-grid/',
      context,
    );
    expect(overview).toContain(
      '## @mui/x-data-grid-pro · Components\n\n- [DataGridPro](https://mui.com/x/api/data-grid/data-grid-pro/) (Pro plan)',
    );
  });
});
