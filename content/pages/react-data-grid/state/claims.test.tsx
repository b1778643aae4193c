import * as React from 'react';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridApi,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid';
import { DataGridPro, type GridApiPro } from '@mui/x-data-grid-pro';
// The Premium package exports its API type as `GridApi`.
import { DataGridPremium, type GridApi as GridApiPremium } from '@mui/x-data-grid-premium';
import { afterEach, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import ExportStateJson from './demos/ExportStateJson';
import PersistAcrossRemount from './demos/PersistAcrossRemount';
import SaveRestoreState from './demos/SaveRestoreState';
import StateSelectorOutsideGrid from './demos/StateSelectorOutsideGrid';
import StateSelectors from './demos/StateSelectors';

const rows = [
  { id: 1, name: 'b', team: 'x', n: 2 },
  { id: 2, name: 'c', team: 'y', n: 10 },
  { id: 3, name: 'a', team: 'x', n: 1 },
];
const columns: GridColDef[] = [{ field: 'name' }, { field: 'team' }, { field: 'n', type: 'number' }];
const order = (root: Element) =>
  [...root.querySelectorAll('[role="row"][data-id]')].map((row) => Number(row.getAttribute('data-id')));
const headerTitle = (root: Element, field: string) =>
  root.querySelector(`[role="columnheader"][data-field="${field}"] .MuiDataGrid-columnHeaderTitleContainer`)!;
const button = (root: Element, name: string) =>
  [...root.querySelectorAll('button')].find((element) => element.textContent === name)!;
function renderGrid(props: Partial<React.ComponentProps<typeof DataGrid>> = {}) {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const result = render(<DataGrid apiRef={apiRef} autoHeight rows={rows} columns={columns} {...props} />);
  return { apiRef, ...result };
}
function renderPremium(props: Partial<React.ComponentProps<typeof DataGridPremium>> = {}) {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPremium>;
  const result = render(<DataGridPremium apiRef={apiRef} autoHeight rows={rows} columns={columns} {...props} />);
  return { apiRef, ...result };
}

// Each claim renders its own grid: unmount it before the next one.
afterEach(cleanup);

describe('initial state', () => {
  claim(
    '`initialState` is read once, when the grid mounts. Later changes to the prop are ignored, and the user can change everything it set',
    () => {
      const grid = (sort: 'asc' | 'desc') => (
        <DataGrid
          autoHeight
          rows={rows}
          columns={columns}
          initialState={{ sorting: { sortModel: [{ field: 'n', sort }] } }}
        />
      );
      const { container, rerender } = render(grid('asc'));
      expect(order(container)).toEqual([3, 1, 2]);
      rerender(grid('desc'));
      expect(order(container)).toEqual([3, 1, 2]);
      fireEvent.click(headerTitle(container, 'n'));
      expect(order(container)).toEqual([2, 1, 3]);
    },
  );

  claim(
    '`columnVisibilityModel`, `orderedFields`, `dimensions` (width, `flex`, `minWidth`, `maxWidth` per field)',
    () => {
      const { apiRef, container } = renderGrid({
        initialState: {
          columns: {
            columnVisibilityModel: { team: false },
            orderedFields: ['n', 'name', 'team'],
            dimensions: { name: { width: 222 } },
          },
        },
      });
      const fields = [...container.querySelectorAll('[role="columnheader"]')].map((h) => h.getAttribute('data-field'));
      expect(fields).toEqual(['n', 'name']);
      expect(apiRef.current.getColumn('name').computedWidth).toBe(222);
    },
  );

  claim('Community', () => {
    // The first rows of the table: the community grid reads them.
    const { apiRef, container } = renderGrid({
      initialState: {
        sorting: { sortModel: [{ field: 'name', sort: 'asc' }] },
        filter: { filterModel: { items: [{ field: 'team', operator: 'equals', value: 'x' }] } },
        density: 'compact',
      },
    });
    expect(order(container)).toEqual([3, 1]);
    expect(apiRef.current.state.density).toBe('compact');
  });

  claim('`paginationModel`, `rowCount`, `meta`', () => {
    const { apiRef, container } = renderGrid({
      pageSizeOptions: [1, 2],
      paginationMode: 'server',
      initialState: {
        pagination: { paginationModel: { page: 1, pageSize: 2 }, rowCount: 40, meta: { hasNextPage: true } },
      },
    });
    expect(apiRef.current.state.pagination.paginationModel).toEqual({ page: 1, pageSize: 2 });
    expect(container.querySelector('.MuiTablePagination-displayedRows')!.textContent).toBe('3–4 of 40');
    expect(apiRef.current.state.pagination.meta).toEqual({ hasNextPage: true });
  });

  claim("`'compact'`, `'standard'` or `'comfortable'`", () => {
    for (const density of ['compact', 'standard', 'comfortable'] as const) {
      const { apiRef, unmount } = renderGrid({ initialState: { density } });
      expect(apiRef.current.state.density).toBe(density);
      unmount();
    }
  });

  claim('which panel is open (`open`, `openedPanelValue`)', async () => {
    renderGrid({ initialState: { preferencePanel: { open: true, openedPanelValue: 'filters' as never } } });
    await waitFor(() => expect(document.querySelector('.MuiDataGrid-filterForm')).not.toBeNull());
  });

  claim('`left` and `right` field lists', () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
    render(
      <DataGridPro
        apiRef={apiRef}
        autoHeight
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['n'], right: ['name'] } }}
      />,
    );
    expect(apiRef.current.getPinnedColumns()).toEqual({ left: ['n'], right: ['name'] });
    // "Pro": the community grid has no `pinnedColumns` key to read.
    const { apiRef: community } = renderGrid({
      initialState: { pinnedColumns: { left: ['n'] } } as GridInitialState,
    });
    expect(community.current.exportState()).not.toHaveProperty('pinnedColumns');
  });

  claim('`expandedRowIds`', () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
    render(
      <DataGridPro
        apiRef={apiRef}
        autoHeight
        rows={rows}
        columns={columns}
        getDetailPanelContent={() => <div>detail</div>}
        getDetailPanelHeight={() => 50}
        initialState={{ detailPanel: { expandedRowIds: [2] } }}
      />,
    );
    expect(apiRef.current.getExpandedDetailPanels()).toEqual([2]);
  });

  claim('Premium', () => {
    const { apiRef } = renderPremium({
      initialState: { rowGrouping: { model: ['team'] }, aggregation: { model: { n: 'sum' } } },
    });
    expect(apiRef.current.state.rowGrouping.model).toEqual(['team']);
    expect(apiRef.current.state.aggregation.model).toEqual({ n: 'sum' });
  });

  claim('the selected cells', () => {
    const { apiRef } = renderPremium({
      cellSelection: true,
      initialState: { cellSelection: { 1: { name: true } } } as never,
    });
    expect(apiRef.current.getCellSelectionModel()).toEqual({ 1: { name: true } });
  });

  claim('Row selection is not part of `initialState`; set it with the `rowSelectionModel` prop.', () => {
    const { container } = renderGrid({ initialState: { rowSelection: [1] } as GridInitialState });
    expect(container.querySelectorAll('[role="row"][aria-selected="true"]')).toHaveLength(0);
    cleanup();
    const selected = renderGrid({ rowSelectionModel: [1] });
    expect(selected.container.querySelectorAll('[role="row"][aria-selected="true"]')).toHaveLength(1);
  });

  claim('When a model is both controlled and in `initialState`, the controlled prop wins.', () => {
    const { container } = renderGrid({
      sortModel: [{ field: 'n', sort: 'desc' }],
      initialState: { sorting: { sortModel: [{ field: 'n', sort: 'asc' }] } },
    });
    expect(order(container)).toEqual([2, 1, 3]);
  });
});

describe('controlled models and selectors', () => {
  claim(
    "A controlled model is a prop and a callback: the grid displays the prop's value and reports every change through the callback, and you decide what to store.",
    () => {
      const onSortModelChange = vi.fn();
      const { container } = renderGrid({ sortModel: [], onSortModelChange });
      fireEvent.click(headerTitle(container, 'n'));
      expect(onSortModelChange).toHaveBeenCalledWith([{ field: 'n', sort: 'asc' }], expect.anything());
      // Nothing stored: the grid keeps showing the prop's value.
      expect(order(container)).toEqual([1, 2, 3]);
    },
  );

  claim(
    'The same pattern exists for `filterModel`, `paginationModel`, `rowSelectionModel`, `columnVisibilityModel`, `rowModesModel`, `cellModesModel` and, in the higher plans, `pinnedColumns`, `rowGroupingModel`, `aggregationModel` and others.',
    () => {
      // The grids are memoised components: their prop types sit on the wrapped component.
      const props = (component: unknown) => Object.keys((component as { type: { propTypes: object } }).type.propTypes);
      const community = [
        'filterModel',
        'paginationModel',
        'rowSelectionModel',
        'columnVisibilityModel',
        'rowModesModel',
        'cellModesModel',
      ];
      for (const name of community) {
        expect(props(DataGrid)).toContain(name);
        expect(props(DataGrid)).toContain(`on${name[0]!.toUpperCase()}${name.slice(1)}Change`);
      }
      expect(props(DataGrid)).not.toContain('pinnedColumns');
      expect(props(DataGridPro)).toContain('pinnedColumns');
      expect(props(DataGridPremium)).toEqual(expect.arrayContaining(['rowGroupingModel', 'aggregationModel']));
    },
  );

  claim(
    'Selectors are memoised, so derived values such as "rows after filtering" are only recomputed when their inputs change.',
    () => {
      const { apiRef } = renderGrid();
      const first = gridFilteredSortedRowIdsSelector(apiRef);
      act(() => apiRef.current.setDensity('compact'));
      expect(gridFilteredSortedRowIdsSelector(apiRef)).toBe(first);
      act(() => apiRef.current.setFilterModel({ items: [{ field: 'team', operator: 'equals', value: 'x' }] }));
      expect(gridFilteredSortedRowIdsSelector(apiRef)).not.toBe(first);
    },
  );

  claim(
    'Inside a component rendered by the grid, `useGridSelector(apiRef, selector)` returns the value and re-renders the component when that value changes. A slot component also re-renders with the grid (on focus, selection or density changes, for example) unless you wrap it in `React.memo`:',
    () => {
      const renders = vi.fn();
      function SortLabel() {
        const apiRef = useGridApiContext();
        const sortModel = useGridSelector(apiRef, gridSortModelSelector);
        renders(sortModel);
        return <div>{sortModel.length}</div>;
      }
      const MemoSortLabel = React.memo(SortLabel);
      const changes = (footer: React.ComponentType) => {
        const { apiRef } = renderGrid({ slots: { footer } });
        renders.mockClear();
        act(() => apiRef.current.setCellFocus(1, 'name'));
        act(() => apiRef.current.selectRow(1));
        const unrelated = renders.mock.calls.length;
        renders.mockClear();
        act(() => apiRef.current.sortColumn('n', 'asc'));
        const related = renders.mock.calls.length;
        cleanup();
        return { unrelated, related };
      };
      const plain = changes(SortLabel);
      expect(plain.unrelated).toBeGreaterThan(0);
      expect(plain.related).toBeGreaterThan(0);
      expect(changes(MemoSortLabel)).toEqual({ unrelated: 0, related: 1 });
      expect(renders).toHaveBeenLastCalledWith([{ field: 'n', sort: 'asc' }]);
    },
  );

  claim('Such a call reads the state once and does not re-render anything when the state changes later', () => {
    const { apiRef, container } = renderGrid();
    const ids = gridFilteredSortedRowIdsSelector(apiRef);
    act(() => apiRef.current.sortColumn('n', 'desc'));
    expect(ids).toEqual([1, 2, 3]);
    expect(gridFilteredSortedRowIdsSelector(apiRef)).toEqual(order(container));
  });

  claim('The demo reads the first three rows of the current view when you press the button:', () => {
    const { container } = render(<StateSelectorOutsideGrid />);
    const titles = [...container.querySelectorAll('[role="row"][data-id] [data-field="title"]')]
      .slice(0, 3)
      .map((cell) => cell.textContent);
    fireEvent.click(button(container, 'Read the first three rows'));
    expect(container.querySelector('[aria-live="polite"]')!.textContent).toBe(titles.join(' · '));
  });

  claim('`gridFilteredTopLevelRowCountSelector` or `selectedGridRowsCountSelector`', () => {
    const { container } = render(<StateSelectors />);
    const chips = () => [...container.querySelectorAll('.MuiChip-label')].map((chip) => chip.textContent);
    expect(chips()).toEqual(['100 of 100 match', '0 selected', 'Sort: none']);
    fireEvent.click(container.querySelector('[role="row"][data-id] input[type="checkbox"]')!);
    fireEvent.click(headerTitle(container, 'rating'));
    expect(chips()).toEqual(['100 of 100 match', '1 selected', 'Sort: rating asc']);
  });

  untestable(
    'Its shape is internal and can change in minor versions, which is another reason to prefer selectors.',
    'A statement about future releases; nothing in 7.21.0 can show it.',
  );

  claim(
    '`onStateChange` is called after every state update. It fires very often (focus changes, the rendered range updating as the user scrolls, column resizing…)',
    () => {
      const onStateChange = vi.fn();
      const { apiRef } = renderGrid({ onStateChange });
      onStateChange.mockClear();
      act(() => apiRef.current.setCellFocus(1, 'name'));
      expect(onStateChange).toHaveBeenCalled();
      expect(onStateChange.mock.lastCall![0].focus.cell).toEqual({ id: 1, field: 'name' });
      onStateChange.mockClear();
      act(() => apiRef.current.setColumnWidth('name', 180));
      expect(onStateChange).toHaveBeenCalled();
    },
  );
});

describe('saving and restoring', () => {
  claim(
    '`apiRef.current.exportState()` returns a plain, serialisable object with the same shape as `initialState`. Feed it back with `apiRef.current.restoreState(state)` on a mounted grid, or with the `initialState` prop when the grid mounts.',
    () => {
      const { apiRef } = renderGrid({ initialState: { sorting: { sortModel: [{ field: 'n', sort: 'desc' }] } } });
      const state = apiRef.current.exportState();
      expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      cleanup();
      const again = renderGrid({ initialState: state });
      expect(order(again.container)).toEqual([2, 1, 3]);
      act(() => again.apiRef.current.sortColumn('n', 'asc'));
      act(() => again.apiRef.current.restoreState(state));
      expect(order(again.container)).toEqual([2, 1, 3]);
    },
  );

  claim(
    'By default every model is exported. `exportState({ exportOnlyDirtyModels: true })` keeps only the models that are controlled, initialised or changed by the user',
    () => {
      const { apiRef } = renderGrid({
        filterModel: { items: [] },
        initialState: { density: 'comfortable' },
      });
      expect(Object.keys(apiRef.current.exportState()).sort()).toEqual(
        ['columns', 'density', 'filter', 'pagination', 'preferencePanel', 'sorting'].sort(),
      );
      act(() => apiRef.current.sortColumn('n', 'asc'));
      expect(Object.keys(apiRef.current.exportState({ exportOnlyDirtyModels: true })).sort()).toEqual(
        ['columns', 'density', 'filter', 'sorting'].sort(),
      );
    },
  );

  claim(
    'In both cases, column dimensions are exported only for columns that have them: those whose definition sets `width`, `flex`, `minWidth` or `maxWidth`, and those the user resized.',
    () => {
      const { apiRef } = renderGrid({
        columns: [{ field: 'name', width: 120 }, { field: 'team', flex: 1 }, { field: 'n' }, { field: 'm' }],
      });
      act(() => apiRef.current.setColumnWidth('m', 90));
      for (const options of [{}, { exportOnlyDirtyModels: true }]) {
        expect(Object.keys(apiRef.current.exportState(options).columns!.dimensions!).sort()).toEqual([
          'm',
          'name',
          'team',
        ]);
      }
    },
  );

  claim(
    'with `exportOnlyDirtyModels`, a fresh grid exports only the column order (always included), the widths its column definitions set, and the density it was initialised with; sort a column and the sort model joins them. Without the option, every model is there, defaults included.',
    () => {
      const { container } = render(<ExportStateJson />);
      const exported = () => {
        fireEvent.click(button(container, 'Export state'));
        return JSON.parse(container.querySelector('pre')!.textContent!);
      };
      const fresh = exported();
      expect(Object.keys(fresh).sort()).toEqual(['columns', 'density']);
      expect(Object.keys(fresh.columns).sort()).toEqual(['dimensions', 'orderedFields']);
      expect(fresh.density).toBe('compact');
      fireEvent.click(headerTitle(container, 'salary'));
      expect(exported().sorting).toEqual({ sortModel: [{ field: 'salary', sort: 'asc' }] });
      fireEvent.click(container.querySelector('input[type="checkbox"]')!);
      expect(Object.keys(exported()).sort()).toEqual(
        ['columns', 'density', 'filter', 'pagination', 'preferencePanel', 'sorting'].sort(),
      );
    },
  );

  claim('Sort, filter, resize or hide columns, then save, change more things and restore:', () => {
    const { container } = render(<SaveRestoreState />);
    fireEvent.click(headerTitle(container, 'year'));
    const sorted = order(container);
    fireEvent.click(button(container, 'Save state'));
    fireEvent.click(headerTitle(container, 'imdbRating'));
    expect(order(container)).not.toEqual(sorted);
    fireEvent.click(button(container, 'Restore state'));
    expect(order(container)).toEqual(sorted);
  });

  claim(
    '`restoreState` only changes the parts present in the object it receives; everything else is left as it is.',
    () => {
      const { apiRef, container } = renderGrid();
      act(() => apiRef.current.sortColumn('n', 'desc'));
      act(() => apiRef.current.restoreState({ density: 'compact' }));
      expect(order(container)).toEqual([2, 1, 3]);
      expect(apiRef.current.state.density).toBe('compact');
    },
  );

  claim(
    "Export the state just before unmounting, in the cleanup of a `useLayoutEffect` (which runs while the grid's state is still there), and pass it back as `initialState` when the grid mounts again",
    () => {
      const { container } = render(<PersistAcrossRemount />);
      const tab = (name: string) =>
        fireEvent.click(
          [...container.querySelectorAll('[role="tab"]')].find((element) => element.textContent === name)!,
        );
      fireEvent.click(headerTitle(container, 'quantity'));
      const sorted = order(container);
      tab('Notes');
      expect(container.querySelector('.MuiDataGrid-root')).toBeNull();
      tab('Trades');
      expect(order(container)).toEqual(sorted);
    },
  );

  claim(
    'Dates in filter values become ISO strings in JSON; the built-in date filters accept those strings, so parse them back only where your own code reads them as dates:',
    () => {
      const dated = [
        { id: 1, day: new Date(2021, 0, 1) },
        { id: 2, day: new Date(2022, 0, 1) },
      ];
      const dayColumns: GridColDef[] = [{ field: 'day', type: 'date' }];
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
      render(
        <DataGrid
          apiRef={apiRef}
          autoHeight
          rows={dated}
          columns={dayColumns}
          initialState={{
            filter: { filterModel: { items: [{ field: 'day', operator: 'after', value: new Date(2021, 5, 1) }] } },
          }}
        />,
      );
      const stored = JSON.parse(JSON.stringify(apiRef.current.exportState()));
      expect(typeof stored.filter.filterModel.items[0].value).toBe('string');
      cleanup();
      const { container } = render(<DataGrid autoHeight rows={dated} columns={dayColumns} initialState={stored} />);
      expect(order(container)).toEqual([2]);
    },
  );
});

describe('what is exported', () => {
  const exportedKeys = (state: GridInitialState) => Object.keys(state).sort();

  claim('Sorting, filtering, pagination (model, row count, meta)', () => {
    const { apiRef } = renderGrid({
      paginationMode: 'server',
      rowCount: 30,
      paginationMeta: { hasNextPage: true },
      initialState: { sorting: { sortModel: [{ field: 'n', sort: 'asc' }] } },
    });
    const { pagination, sorting, filter } = apiRef.current.exportState();
    expect(sorting).toEqual({ sortModel: [{ field: 'n', sort: 'asc' }] });
    expect(filter).toHaveProperty('filterModel');
    expect(pagination).toMatchObject({
      rowCount: 30,
      meta: { hasNextPage: true },
      paginationModel: expect.any(Object),
    });
    // Restored into a fresh grid.
    const fresh = renderGrid({ paginationMode: 'server' });
    act(() =>
      fresh.apiRef.current.restoreState({
        sorting,
        filter: { filterModel: { items: [{ field: 'team', operator: 'equals', value: 'x' }] } },
        pagination: { ...pagination, paginationModel: { page: 1, pageSize: 2 } },
      }),
    );
    const restored = fresh.apiRef.current.exportState();
    expect(restored.sorting).toEqual(sorting);
    expect(restored.filter?.filterModel?.items).toMatchObject([{ field: 'team', operator: 'equals', value: 'x' }]);
    expect(restored.pagination).toMatchObject({
      rowCount: 30,
      meta: { hasNextPage: true },
      paginationModel: { page: 1, pageSize: 2 },
    });
  });

  claim('Column visibility, order and dimensions (set in the definition or resized)', () => {
    const { apiRef } = renderGrid({
      columns: [{ field: 'name', width: 130 }, ...columns.slice(1)],
      initialState: { columns: { orderedFields: ['n', 'name', 'team'] } },
    });
    act(() => apiRef.current.setColumnVisibility('team', false));
    const exported = apiRef.current.exportState().columns!;
    expect(exported.columnVisibilityModel).toEqual({ team: false });
    expect(exported.orderedFields).toEqual(['n', 'name', 'team']);
    expect(exported.dimensions).toHaveProperty('name');
    const fresh = renderGrid();
    act(() => fresh.apiRef.current.restoreState({ columns: exported }));
    expect(fresh.apiRef.current.getVisibleColumns().map((column) => column.field)).toEqual(['n', 'name']);
    expect(fresh.apiRef.current.getColumn('name').computedWidth).toBe(130);
  });

  claim('Density, open preference panel', () => {
    const { apiRef } = renderGrid();
    act(() => apiRef.current.setDensity('compact'));
    act(() => apiRef.current.showFilterPanel());
    const exported = apiRef.current.exportState();
    expect(exported).toMatchObject({
      density: 'compact',
      preferencePanel: { open: true, openedPanelValue: 'filters' },
    });
    act(() => apiRef.current.hidePreferences());
    cleanup();
    const fresh = renderGrid();
    act(() => fresh.apiRef.current.restoreState(exported));
    expect(fresh.apiRef.current.exportState()).toMatchObject({
      density: 'compact',
      preferencePanel: { open: true, openedPanelValue: 'filters' },
    });
    expect(fresh.container.querySelector('.MuiDataGrid-root--densityCompact')).not.toBeNull();
  });

  claim('Pinned columns', () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
    render(<DataGridPro apiRef={apiRef} autoHeight rows={rows} columns={columns} />);
    act(() => apiRef.current.pinColumn('n', 'left' as never));
    expect(apiRef.current.exportState().pinnedColumns).toEqual({ left: ['n'], right: [] });
    const fresh = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
    render(<DataGridPro apiRef={fresh} autoHeight rows={rows} columns={columns} />);
    act(() => fresh.current.restoreState({ pinnedColumns: { right: ['name'] } }));
    expect(fresh.current.getPinnedColumns()).toEqual({ right: ['name'] });
  });

  claim('Row grouping and aggregation models', () => {
    const { apiRef } = renderPremium();
    act(() => apiRef.current.setRowGroupingModel(['team']));
    act(() => apiRef.current.setAggregationModel({ n: 'sum' }));
    expect(apiRef.current.exportState()).toMatchObject({
      rowGrouping: { model: ['team'] },
      aggregation: { model: { n: 'sum' } },
    });
    const fresh = renderPremium();
    act(() =>
      fresh.apiRef.current.restoreState({ rowGrouping: { model: ['name'] }, aggregation: { model: { n: 'max' } } }),
    );
    expect(fresh.apiRef.current.exportState()).toMatchObject({
      rowGrouping: { model: ['name'] },
      aggregation: { model: { n: 'max' } },
    });
  });

  claim('Row selection, expanded detail panels, cell selection, edit modes, scroll position', () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPremium>;
    render(
      <DataGridPremium
        apiRef={apiRef}
        autoHeight
        rows={rows}
        columns={[{ field: 'name', editable: true }, ...columns.slice(1)]}
        cellSelection
        getDetailPanelContent={() => <div>detail</div>}
        getDetailPanelHeight={() => 50}
      />,
    );
    const before = exportedKeys(apiRef.current.exportState());
    act(() => apiRef.current.selectRow(1));
    act(() => apiRef.current.setExpandedDetailPanels([2]));
    act(() => apiRef.current.selectCellRange({ id: 1, field: 'team' }, { id: 2, field: 'n' }));
    act(() => apiRef.current.startCellEditMode({ id: 3, field: 'name' }));
    const after = apiRef.current.exportState();
    expect(exportedKeys(after)).toEqual(before);
    expect(JSON.stringify(after)).not.toMatch(/rowSelection|detailPanel|cellSelection|editMode|scroll/);
  });
});
