import * as React from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridRowTreeSelector,
  type GridApi,
  type GridColDef,
  type GridGroupNode,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const rows = [
  { id: 1, studio: 'Fox', director: 'Ann', title: 'T1', first: 'Jo', last: 'Li', rating: 8 },
  { id: 2, studio: 'Fox', director: 'Bob', title: 'T2', first: 'Al', last: 'Ng', rating: 6 },
  { id: 3, studio: 'MGM', director: 'Cid', title: 'T3', first: 'Jo', last: 'Li', rating: 9 },
];
const columns: GridColDef[] = [
  { field: 'studio' },
  { field: 'director' },
  { field: 'title' },
  { field: 'rating', type: 'number' },
  { field: 'fullName', valueGetter: (_value, row) => `${row.first} ${row.last}` },
];
const newApiRef = () => ({ current: null }) as unknown as React.MutableRefObject<GridApi>;
const groups = (apiRef: React.MutableRefObject<GridApi>) =>
  Object.values(gridRowTreeSelector(apiRef)).filter(
    (node): node is GridGroupNode => node.type === 'group' && node.id !== GRID_ROOT_GROUP_ID,
  );
const headerFields = (root: Element) =>
  [...root.querySelectorAll('[role="columnheader"]')].map((header) => header.getAttribute('data-field'));

describe('grouping columns', () => {
  claim('By default, the grouped column stays visible, which repeats the group value on every row', () => {
    const { container } = render(
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['studio', 'director'] } }}
        defaultGroupingExpansionDepth={-1}
      />,
    );
    expect(headerFields(container)).toEqual([
      '__row_group_by_columns_group__',
      'studio',
      'director',
      'title',
      'rating',
      'fullName',
    ]);
    // "`'single'` (the default): one grouping column holds every level"
    expect(container.querySelector('[role="row"][data-id="1"] [data-field="studio"]')?.textContent).toBe('Fox');
    expect(container.querySelector('[role="row"][data-id="2"] [data-field="studio"]')?.textContent).toBe('Fox');
  });

  claim("`'single'` (the default): one grouping column holds every level, indented by depth.", () => {
    const { container } = render(
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['studio', 'director'] } }}
        defaultGroupingExpansionDepth={-1}
      />,
    );
    expect(headerFields(container).filter((field) => field?.startsWith('__row_group_by_columns_group'))).toHaveLength(
      1,
    );
    const depths = [...container.querySelectorAll('[role="row"][data-id]')].map((row) =>
      row.querySelector('[data-field="__row_group_by_columns_group__"] > div')?.getAttribute('style'),
    );
    expect(new Set(depths).size).toBeGreaterThan(1);
  });

  claim('By default the grouping column is empty on leaf rows.', () => {
    const { container } = render(
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['studio'] } }}
        defaultGroupingExpansionDepth={-1}
      />,
    );
    expect(
      container.querySelector('[role="row"][data-id="1"] [data-field="__row_group_by_columns_group__"]')?.textContent,
    ).toBe('');
  });
});

describe('the grouping model', () => {
  claim('The callback also fires when the user groups or ungroups from the column menu', async () => {
    const onChange = vi.fn();
    function Grid() {
      const [model, setModel] = React.useState<GridRowGroupingModel>([]);
      return (
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={(next) => {
            onChange(next);
            setModel(next);
          }}
        />
      );
    }
    const { container } = render(<Grid />);
    fireEvent.click(container.querySelector('[data-field="director"] .MuiDataGrid-menuIcon button')!);
    fireEvent.click(await screen.findByRole('menuitem', { name: /Group by director/i }));
    expect(onChange.mock.calls.at(-1)?.[0]).toEqual(['director']);
    fireEvent.click(
      container.querySelector('[role="columnheader"][data-field="director"] .MuiDataGrid-menuIcon button')!,
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: /Stop grouping by director/i }));
    expect(onChange.mock.calls.at(-1)?.[0]).toEqual([]);
  });

  claim(
    '`addRowGroupingCriteria` inserts at the end unless you give an index, and does nothing for a field that is already grouped; the two others do nothing for a field that is not.',
    () => {
      const apiRef = newApiRef();
      render(
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['studio'] } }}
        />,
      );
      const model = () => apiRef.current.state.rowGrouping.model;
      act(() => apiRef.current.addRowGroupingCriteria('director'));
      expect(model()).toEqual(['studio', 'director']);
      act(() => apiRef.current.addRowGroupingCriteria('title', 0));
      expect(model()).toEqual(['title', 'studio', 'director']);
      act(() => apiRef.current.addRowGroupingCriteria('studio', 2));
      expect(model()).toEqual(['title', 'studio', 'director']);
      act(() => apiRef.current.removeRowGroupingCriteria('rating'));
      act(() => apiRef.current.setRowGroupingCriteriaIndex('rating', 0));
      expect(model()).toEqual(['title', 'studio', 'director']);
    },
    20_000,
  );

  claim(
    'Column definitions that set `groupable: false` can still be grouped from code; the option only affects the user interface.',
    async () => {
      const apiRef = newApiRef();
      const { container } = render(
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns.map((column) => (column.field === 'title' ? { ...column, groupable: false } : column))}
        />,
      );
      fireEvent.click(container.querySelector('[data-field="title"] .MuiDataGrid-menuIcon button')!);
      const menu = (await screen.findAllByRole('menu')).at(-1)!;
      expect(within(menu).queryByRole('menuitem', { name: /Group by/i })).toBeNull();
      fireEvent.keyDown(screen.getAllByRole('menu').at(-1)!, { key: 'Escape' });
      act(() => apiRef.current.setRowGroupingModel(['title']));
      expect(groups(apiRef).map((node) => node.groupingKey)).toEqual(['T1', 'T2', 'T3']);
    },
  );
});

describe('grouping values', () => {
  claim(
    "The column's `valueGetter` is **not** used for grouping: a column whose value is computed (a full name built from two fields, a value read from a nested object) has no key for any row, so no group is created for it, unless you give it a `groupingValueGetter`.",
    () => {
      const apiRef = newApiRef();
      const { rerender } = render(
        <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} rowGroupingModel={['fullName']} />,
      );
      expect(groups(apiRef)).toHaveLength(0);
      const withGetter = columns.map((column) =>
        column.field === 'fullName'
          ? {
              ...column,
              groupingValueGetter: (_value: never, row: (typeof rows)[number]) => `${row.first} ${row.last}`,
            }
          : column,
      );
      rerender(<DataGridPremium apiRef={apiRef} rows={rows} columns={withGetter} rowGroupingModel={['fullName']} />);
      expect(
        groups(apiRef)
          .map((node) => node.groupingKey)
          .sort(),
      ).toEqual(['Al Ng', 'Jo Li']);
    },
  );
});

describe('expansion', () => {
  claim('or, group by group, with `isGroupExpandedByDefault(node)`, which takes priority.', () => {
    const apiRef = newApiRef();
    render(
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['studio'] } }}
        defaultGroupingExpansionDepth={-1}
        isGroupExpandedByDefault={(node) => node.groupingKey === 'MGM'}
      />,
    );
    expect(Object.fromEntries(groups(apiRef).map((node) => [node.groupingKey, node.childrenExpanded]))).toEqual({
      Fox: false,
      MGM: true,
    });
  });

  claim('There is no single "expand all" method in 7.21.0.', () => {
    const apiRef = newApiRef();
    render(<DataGridPremium apiRef={apiRef} rows={rows} columns={columns} />);
    // Apart from the detail panel methods, one expansion method, for one group at a time.
    expect(
      Object.keys(apiRef.current)
        .filter((name) => /expan/i.test(name) && !/DetailPanel/.test(name))
        .sort(),
    ).toEqual(['setRowChildrenExpansion']);
  });

  claim(
    'Only data rows are returned, at every depth below the group, unless you pass `skipAutoGeneratedRows: false` to include nested groups and footers.',
    () => {
      const apiRef = newApiRef();
      render(
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['studio', 'director'] } }}
        />,
      );
      const fox = groups(apiRef).find((node) => node.groupingKey === 'Fox' && node.depth === 0)!;
      expect(apiRef.current.getRowGroupChildren({ groupId: fox.id })).toEqual([1, 2]);
      expect(apiRef.current.getRowGroupChildren({ groupId: fox.id, skipAutoGeneratedRows: false })).toHaveLength(4);
    },
  );
});

describe('filtering, selection, aggregation', () => {
  claim('Filtering keeps a group while at least one of its rows passes the filters; empty groups disappear.', () => {
    const { container } = render(
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['studio'] },
          filter: { filterModel: { items: [{ field: 'rating', operator: '>', value: 8.5 }] } },
        }}
      />,
    );
    expect(
      [...container.querySelectorAll('[role="row"][data-id]')].map(
        (row) => row.querySelector('[data-field="__row_group_by_columns_group__"]')?.textContent,
      ),
    ).toEqual(['MGM (1)']);
  });

  claim("The group rows' own ids then appear in the selection model too", () => {
    const apiRef = newApiRef();
    const { container } = render(
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['studio'] } }}
        checkboxSelection
        rowSelectionPropagation={{ descendants: true, parents: true }}
      />,
    );
    fireEvent.click(container.querySelector('[role="row"][data-rowindex="1"] input[type="checkbox"]')!);
    const selected = [...apiRef.current.getSelectedRows().keys()];
    expect(selected.some((id) => typeof id === 'string')).toBe(true);
    expect(selected.filter((id) => typeof id === 'number')).toEqual([3]);
  });

  claim(
    "with `getAggregationPosition={() => 'footer'}` every group gets a footer row after its rows instead, visible when the group is expanded, and the grand total stays at the bottom of the grid",
    () => {
      const apiRef = newApiRef();
      render(
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['studio'] }, aggregation: { model: { rating: 'sum' } } }}
          getAggregationPosition={() => 'footer'}
        />,
      );
      const tree = gridRowTreeSelector(apiRef);
      const footers = Object.values(tree).filter((node) => node.type === 'footer');
      expect(footers.map((node) => node.parent).sort()).toEqual(
        groups(apiRef)
          .map((node) => node.id)
          .sort(),
      );
      // The grand total is a row pinned to the bottom.
      expect(
        apiRef.current.state.rows.additionalRowGroups?.pinnedRows?.bottom?.map((row: { id: unknown }) => row.id),
      ).toEqual(['auto-generated-group-footer-root']);
    },
  );
});
