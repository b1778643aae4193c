import * as React from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  getRowGroupingFieldFromGroupingCriteria,
  gridRowTreeSelector,
  type GridApi,
  type GridColDef,
  type GridGroupNode,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { newGridApiRef } from '@/claims/newGridApiRef';
import { MOVIES } from '@content/demoData';
import ControlledRowGrouping from './demos/ControlledRowGrouping';
import RowGroupingApiMethods from './demos/RowGroupingApiMethods';
import RowGroupingChips from './demos/RowGroupingChips';
import RowGroupingComputedColumn from './demos/RowGroupingComputedColumn';
import RowGroupingExpansionDepth from './demos/RowGroupingExpansionDepth';
import RowGroupingFiltering from './demos/RowGroupingFiltering';
import RowGroupingGroupableColumns from './demos/RowGroupingGroupableColumns';
import RowGroupingGroupChildren from './demos/RowGroupingGroupChildren';
import RowGroupingIsGroupExpanded from './demos/RowGroupingIsGroupExpanded';

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
      const apiRef = newGridApiRef<GridApi>();
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
      const apiRef = newGridApiRef<GridApi>();
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
      const apiRef = newGridApiRef<GridApi>();
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

describe('mainGroupingCriteria in multiple mode', () => {
  claim("in 'multiple' mode each column has one criterion, so it only matters together with leafField", () => {
    const field = getRowGroupingFieldFromGroupingCriteria('studio');
    const order = (groupingColDef: object) => {
      const { container, unmount } = render(
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingColumnMode="multiple"
          defaultGroupingExpansionDepth={-1}
          groupingColDef={groupingColDef}
          initialState={{ rowGrouping: { model: ['studio'] } }}
          sortModel={[{ field, sort: 'desc' }]}
        />,
      );
      const ids = [...container.querySelectorAll('[role="row"][data-id]')].map((row) => row.getAttribute('data-id'));
      unmount();
      return ids;
    };
    const groupsDesc = ['auto-generated-row-studio/MGM', '3', 'auto-generated-row-studio/Fox', '1', '2'];
    // Without a leafField the groups are sorted, with or without mainGroupingCriteria.
    expect(order({})).toEqual(groupsDesc);
    expect(order({ mainGroupingCriteria: 'studio' })).toEqual(groupsDesc);
    // With a leafField the leaves are sorted, unless mainGroupingCriteria names the column's criterion.
    expect(order({ leafField: 'title' })).toEqual([
      'auto-generated-row-studio/Fox',
      '2',
      '1',
      'auto-generated-row-studio/MGM',
      '3',
    ]);
    expect(order({ leafField: 'title', mainGroupingCriteria: 'studio' })).toEqual(groupsDesc);
  });
});

describe('expansion', () => {
  claim('or, group by group, with `isGroupExpandedByDefault(node)`, which takes priority.', () => {
    const apiRef = newGridApiRef<GridApi>();
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

  claim(
    'The grid builds its groups again when this prop changes, so a new depth applies at once, as in the demo.',
    () => {
      // The demo renders one grid and only changes `defaultGroupingExpansionDepth`; it does not mount the grid again.
      const { container } = render(<RowGroupingExpansionDepth />);
      const grid = container.querySelector('.MuiDataGrid-root')!;
      const expanded = () => container.querySelectorAll('[role="row"][aria-expanded="true"]').length;
      fireEvent.click(within(container).getByRole('button', { name: '0' }));
      expect(expanded()).toBe(0);
      fireEvent.click(within(container).getByRole('button', { name: '-1 (all)' }));
      expect(expanded()).toBeGreaterThan(0);
      expect(container.querySelector('.MuiDataGrid-root')).toBe(grid);
    },
  );

  claim(
    'a new `rows` array also puts every group back in its default state, undoing what users expanded or collapsed.',
    () => {
      const apiRef = newGridApiRef<GridApi>();
      const grid = (data: typeof rows) => (
        <DataGridPremium
          apiRef={apiRef}
          rows={data}
          columns={columns}
          defaultGroupingExpansionDepth={1}
          initialState={{ rowGrouping: { model: ['studio', 'director'] } }}
        />
      );
      const { rerender } = render(grid(rows));
      const state = () => Object.fromEntries(groups(apiRef).map((node) => [node.id, node.childrenExpanded]));
      const before = state();
      const [studio, director] = ['auto-generated-row-studio/Fox', 'auto-generated-row-studio/Fox-director/Ann'];
      act(() => {
        apiRef.current.setRowChildrenExpansion(studio, false);
        apiRef.current.setRowChildrenExpansion(director, true);
      });
      expect([state()[studio], state()[director]]).toEqual([false, true]);
      rerender(grid([...rows]));
      expect(state()).toEqual(before);
      expect([before[studio], before[director]]).toEqual([true, false]);
    },
  );

  claim('There is no single "expand all" method in 7.21.0.', () => {
    const apiRef = newGridApiRef<GridApi>();
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
      const apiRef = newGridApiRef<GridApi>();
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
    const apiRef = newGridApiRef<GridApi>();
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
      const apiRef = newGridApiRef<GridApi>();
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

const GROUPING_FIELD = '__row_group_by_columns_group__';
const groupCellTexts = (root: Element) =>
  [...root.querySelectorAll(`[role="row"][aria-level] [data-field="${GROUPING_FIELD}"]`)].map(
    (cell) => cell.textContent,
  );
const chipLabels = (root: Element) => [...root.querySelectorAll('.MuiChip-root')].map((chip) => chip.textContent);
const clickChip = (root: Element, label: string) =>
  fireEvent.click([...root.querySelectorAll('.MuiChip-root')].find((chip) => chip.textContent === label)!);
const openColumnMenu = async (root: Element, field: string) => {
  fireEvent.click(root.querySelector(`[role="columnheader"][data-field="${field}"] .MuiDataGrid-menuIcon button`)!);
  return (await screen.findAllByRole('menu')).at(-1)!;
};

describe('the demos', () => {
  claim(
    'Here the controls are chips: each click adds a field as the next level or removes it, and the chips number the levels.',
    () => {
      const { container } = render(<RowGroupingChips />);
      expect(chipLabels(container)).toEqual(['Country', '1. Department', 'Role']);
      clickChip(container, 'Role');
      clickChip(container, 'Country');
      expect(chipLabels(container)).toEqual(['3. Country', '1. Department', '2. Role']);
      clickChip(container, '1. Department');
      expect(chipLabels(container)).toEqual(['2. Country', 'Department', '1. Role']);
    },
  );

  claim("Click the chips to add or remove levels; the number shows each field's position in the model.", () => {
    const { container } = render(<ControlledRowGrouping />);
    expect(chipLabels(container)).toEqual(['1. Desk', 'Commodity', 'Status', 'Incoterm']);
    clickChip(container, 'Status');
    expect(chipLabels(container)).toEqual(['1. Desk', 'Commodity', '2. Status', 'Incoterm']);
    clickChip(container, '1. Desk');
    expect(chipLabels(container)).toEqual(['Desk', 'Commodity', '1. Status', 'Incoterm']);
    // The grid follows the chips: the grouped Status column is hidden, Desk is shown again.
    expect(headerFields(container)).toContain('desk');
    expect(headerFields(container)).not.toContain('status');
  });

  claim('The demo leaves the model uncontrolled and only listens to `onRowGroupingModelChange` to print it', () => {
    const { container } = render(<RowGroupingApiMethods />);
    const printed = () => container.querySelector('p code')?.textContent;
    const clickButton = (label: string) =>
      fireEvent.click([...container.querySelectorAll('button')].find((button) => button.textContent === label)!);
    expect(printed()).toBe('["company"]');
    clickButton('Add director');
    expect(printed()).toBe('["company","director"]');
    clickButton('Add year as first level');
    expect(printed()).toBe('["year","company","director"]');
    clickButton('Remove studio');
    expect(printed()).toBe('["year","director"]');
  });

  claim('In this demo, only **Department** and **Country** offer **Group by** in their column menu', async () => {
    const { container } = render(<RowGroupingGroupableColumns />);
    const groupingEntries = async (field: string) => {
      const menu = await openColumnMenu(container, field);
      const entries = within(menu)
        .queryAllByRole('menuitem')
        .map((item) => item.textContent)
        .filter((text) => /group/i.test(text ?? ''));
      fireEvent.keyDown(menu, { key: 'Escape' });
      return entries;
    };
    expect(await groupingEntries('fullName')).toEqual([]);
    expect(await groupingEntries('email')).toEqual([]);
    expect(await groupingEntries('salary')).toEqual([]);
    expect(await groupingEntries('country')).toEqual(['Group by Country']);
    // Department is the current criterion, so its menu offers to stop grouping by it.
    expect(await groupingEntries('department')).toEqual(['Stop grouping by Department']);
  });

  claim('The **Age band** column below exists only through its `valueGetter`', () => {
    const { container } = render(<RowGroupingComputedColumn />);
    expect(container.querySelectorAll('[role="row"][aria-level]')).toHaveLength(
      container.querySelectorAll('[role="row"][aria-level="1"]').length,
    );
    expect(groupCellTexts(container).filter((text) => /\(\d+\)/.test(text ?? ''))).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'groupingValueGetter' }));
    const labels = groupCellTexts(container);
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((text) => /^\d0s \(\d+\)$/.test(text ?? ''))).toBe(true);
  });

  claim('The demo opens the Universal Pictures studio and every director group', () => {
    const { container } = render(<RowGroupingIsGroupExpanded />);
    const studioRows = [...container.querySelectorAll('[role="row"][aria-level="1"]')];
    const expanded = studioRows
      .filter((row) => row.getAttribute('aria-expanded') === 'true')
      .map((row) => row.querySelector(`[data-field="${GROUPING_FIELD}"]`)?.textContent);
    expect(expanded).toHaveLength(1);
    expect(expanded[0]).toMatch(/^Universal Pictures/);
    const directorRows = [...container.querySelectorAll('[role="row"][aria-level="2"]')];
    expect(directorRows.length).toBeGreaterThan(0);
    expect(directorRows.every((row) => row.getAttribute('aria-expanded') === 'true')).toBe(true);
  });

  claim('click a studio to list its films in the current sort order and filter', () => {
    const { container } = render(<RowGroupingGroupChildren />);
    const studioRow = container.querySelector('[role="row"][aria-level="1"]')!;
    const studio = studioRow.querySelector(`[data-field="${GROUPING_FIELD}"]`)!.textContent!.replace(/ \(\d+\)$/, '');
    fireEvent.click(studioRow.querySelector('[data-field="gross"]')!);
    const films = MOVIES.filter((movie) => movie.company === studio)
      .sort((a, b) => b.gross - a.gross)
      .map((movie) => movie.title);
    expect(screen.getByText(`${studio}: ${films.join(', ')}`)).toBeTruthy();
  });

  claim(
    'The demo keeps the films rated 7.5 or more from studios whose name contains "Pictures"; directors and studios left without a film disappear, and the counts show the matching films only.',
    () => {
      const { container } = render(<RowGroupingFiltering />);
      const kept = MOVIES.filter((movie) => movie.imdbRating >= 7.5 && movie.company.includes('Pictures'));
      const expected = [...new Set(kept.map((movie) => movie.company))]
        .sort()
        .map((company) => `${company} (${kept.filter((movie) => movie.company === company).length})`);
      const studios = [...container.querySelectorAll('[role="row"][aria-level="1"]')].map(
        (row) => row.querySelector(`[data-field="${GROUPING_FIELD}"]`)?.textContent,
      );
      expect([...studios].sort()).toEqual(expected);
    },
  );
});

describe('group keys and the grouping column', () => {
  claim("By default, rows are grouped by the raw value of the row's field, `row[field]`.", () => {
    const apiRef = newGridApiRef<GridApi>();
    render(
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns.map((column) =>
          column.field === 'studio' ? { ...column, valueGetter: (value: string) => `Studio ${value}` } : column,
        )}
        rowGroupingModel={['studio']}
      />,
    );
    expect(groups(apiRef).map((node) => node.groupingKey)).toEqual(['Fox', 'MGM']);
  });

  claim(
    'By default, the `leafField` column decides when there is one (sorting then orders the leaves, not the groups); otherwise the first field of the model does.',
    () => {
      const sortedIds = (withLeafField: boolean) => {
        const apiRef = newGridApiRef<GridApi>();
        const { unmount } = render(
          <DataGridPremium
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            rowGroupingModel={['studio']}
            defaultGroupingExpansionDepth={-1}
            groupingColDef={withLeafField ? { leafField: 'title' } : undefined}
            sortModel={[{ field: GROUPING_FIELD, sort: 'desc' }]}
          />,
        );
        const ids = apiRef.current.getSortedRowIds();
        unmount();
        return ids;
      };
      // Without leafField, the studios are sorted: MGM comes first.
      expect(sortedIds(false).filter((id) => typeof id === 'number')).toEqual([3, 1, 2]);
      // With it, the studios keep their order and the titles inside Fox are reversed.
      expect(sortedIds(true).filter((id) => typeof id === 'number')).toEqual([2, 1, 3]);
    },
  );

  claim('An object applies to every grouping column.', () => {
    const { container } = render(
      <DataGridPremium
        rows={rows}
        columns={columns}
        rowGroupingColumnMode="multiple"
        rowGroupingModel={['studio', 'director']}
        groupingColDef={{ headerName: 'Shared header' }}
      />,
    );
    const groupingHeaders = [...container.querySelectorAll('[role="columnheader"]')].filter((header) =>
      header.getAttribute('data-field')?.startsWith('__row_group_by_columns_group_'),
    );
    expect(groupingHeaders).toHaveLength(2);
    expect(groupingHeaders.map((header) => header.textContent)).toEqual(['Shared header', 'Shared header']);
  });

  claim(
    "The cell receives every row: check `params.rowNode.type` and render group rows (`'group'`), leaves (`'leaf'`) and aggregation footers (`'footer'`) as you need.",
    () => {
      const seen = new Set<string>();
      render(
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingModel={['studio']}
          defaultGroupingExpansionDepth={-1}
          initialState={{ aggregation: { model: { rating: 'sum' } } }}
          getAggregationPosition={(groupNode) => (groupNode.depth === -1 ? null : 'footer')}
          groupingColDef={{
            renderCell: (params) => {
              seen.add(params.rowNode.type);
              return params.rowNode.type;
            },
          }}
        />,
      );
      expect([...seen].sort()).toEqual(['footer', 'group', 'leaf']);
    },
  );
});

describe('pagination', () => {
  claim('With server-side [pagination](/x/react-data-grid/pagination/), only the current page is grouped.', () => {
    const apiRef = newGridApiRef<GridApi>();
    const page = rows.slice(0, 2);
    render(
      <DataGridPremium
        apiRef={apiRef}
        rows={page}
        columns={columns}
        rowGroupingModel={['studio']}
        paginationMode="server"
        rowCount={rows.length}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 2 } } }}
        pageSizeOptions={[2]}
        pagination
      />,
    );
    // MGM is on the next page: no group exists for it.
    expect(groups(apiRef).map((node) => [node.groupingKey, node.children.length])).toEqual([['Fox', 2]]);
  });
});
