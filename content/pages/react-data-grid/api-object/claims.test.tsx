import { act, fireEvent, render, renderHook, waitFor } from '@testing-library/react';
import { DataGrid, GridPreferencePanelsValue, useGridApiRef, type GridApi } from '@mui/x-data-grid';
import { DataGridPro, GridPinnedColumnPosition, type GridApiPro } from '@mui/x-data-grid-pro';
import { DataGridPremium, useGridApiRef as usePremiumApiRef } from '@mui/x-data-grid-premium';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import ApiContextInCell from './demos/ApiContextInCell';

/** The premium API type; 7.21.0 does not export `GridApiPremium` from the package root. */
type GridApiPremium = ReturnType<typeof usePremiumApiRef>['current'];

const rows = [
  { id: 1, name: 'Ann', salary: 30 },
  { id: 2, name: 'Bob', salary: 10 },
  { id: 3, name: 'Cid', salary: 20 },
];
const columns = [{ field: 'name' }, { field: 'salary', type: 'number' as const }];

const MIT_METHODS = [
  'getRow',
  'getRowModels',
  'getAllRowIds',
  'getRowsCount',
  'getRowId',
  'getRowNode',
  'updateRows',
  'setRows',
  'getCellValue',
  'getRowFormattedValue',
  'getCellParams',
  'getRowParams',
  'getRowIndexRelativeToVisibleRows',
  'getColumn',
  'getAllColumns',
  'getVisibleColumns',
  'getColumnIndex',
  'setColumnVisibility',
  'setColumnVisibilityModel',
  'setColumnWidth',
  'autosizeColumns',
  'updateColumns',
  'setSortModel',
  'getSortModel',
  'sortColumn',
  'getSortedRowIds',
  'getSortedRows',
  'setFilterModel',
  'upsertFilterItem',
  'deleteFilterItem',
  'setQuickFilterValues',
  'showFilterPanel',
  'hideFilterPanel',
  'setPage',
  'setPageSize',
  'setPaginationModel',
  'setRowCount',
  'selectRow',
  'setRowSelectionModel',
  'getSelectedRows',
  'isRowSelected',
  'isRowSelectable',
  'startCellEditMode',
  'stopCellEditMode',
  'startRowEditMode',
  'stopRowEditMode',
  'getCellMode',
  'getRowMode',
  'setEditCellValue',
  'setCellFocus',
  'setColumnHeaderFocus',
  'scrollToIndexes',
  'scroll',
  'getScrollPosition',
  'setDensity',
  'setLoading',
  'showColumnMenu',
  'hideColumnMenu',
  'toggleColumnMenu',
  'showPreferences',
  'hidePreferences',
  'exportDataAsCsv',
  'getDataAsCsv',
  'exportDataAsPrint',
  'exportState',
  'restoreState',
  'subscribeEvent',
  'publishEvent',
  'getLocaleText',
];
const PRO_METHODS = [
  'selectRows',
  'selectRowRange',
  'pinColumn',
  'unpinColumn',
  'setPinnedColumns',
  'isColumnPinned',
  'setColumnIndex',
  'setRowIndex',
  'setRowChildrenExpansion',
  'getRowGroupChildren',
  'toggleDetailPanel',
  'setExpandedDetailPanels',
  'getExpandedDetailPanels',
];
const PREMIUM_METHODS = [
  'setRowGroupingModel',
  'addRowGroupingCriteria',
  'removeRowGroupingCriteria',
  'setAggregationModel',
  'selectCellRange',
  'getCellSelectionModel',
  'getSelectedCellsAsArray',
  'exportDataAsExcel',
];
const missing = (api: object, names: string[]) =>
  names.filter((name) => typeof (api as Record<string, unknown>)[name] !== 'function');

describe('the three grids', () => {
  const mit = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const pro = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
  const premium = { current: null } as unknown as React.MutableRefObject<GridApiPremium>;
  let unmountMit: () => void;
  beforeAll(() => {
    unmountMit = render(<DataGrid apiRef={mit} autoHeight rows={rows} columns={columns} />).unmount;
    render(<DataGridPro apiRef={pro} autoHeight rows={rows} columns={columns} />);
    render(<DataGridPremium apiRef={premium} autoHeight rows={rows} columns={columns} />);
  });

  claim('The API object is available in every plan.', () => {
    for (const api of [mit.current, pro.current, premium.current]) {
      expect(missing(api, ['getRow', 'setFilterModel', 'getSelectedRows', 'scrollToIndexes'])).toEqual([]);
    }
  });

  claim('The tables list the public methods most applications use.', () => {
    expect(missing(mit.current, MIT_METHODS)).toEqual([]);
    expect(typeof mit.current.state).toBe('object');
  });

  claim('`DataGridPro` has pinning and tree methods that the MIT `DataGrid` does not', () => {
    expect(missing(mit.current, PRO_METHODS)).toEqual(PRO_METHODS);
    expect(missing(pro.current, PRO_METHODS)).toEqual([]);
    expect(typeof pro.current.unstable_dataSource.fetchRows).toBe('function');
    expect((mit.current as unknown as Record<string, unknown>).unstable_dataSource).toBeUndefined();
  });

  claim('`setAggregationModel(model)`', () => {
    expect(missing(pro.current, PREMIUM_METHODS)).toEqual(PREMIUM_METHODS);
    expect(missing(premium.current, PREMIUM_METHODS)).toEqual([]);
  });

  claim('Rows in sorted order, before filtering', () => {
    act(() => {
      mit.current.setSortModel([{ field: 'salary', sort: 'asc' }]);
      mit.current.setFilterModel({ items: [{ field: 'name', operator: 'equals', value: 'Ann' }] });
    });
    expect(mit.current.getSortedRowIds()).toEqual([2, 3, 1]);
  });

  claim('The index of a row on the current page, after sorting and filtering', () => {
    act(() => mit.current.setFilterModel({ items: [{ field: 'name', operator: 'isAnyOf', value: ['Ann', 'Cid'] }] }));
    expect([mit.current.getRowIndexRelativeToVisibleRows(3), mit.current.getRowIndexRelativeToVisibleRows(1)]).toEqual([
      0, 1,
    ]);
  });

  claim(
    'In the MIT `DataGrid`, `setRowSelectionModel` throws when given more than one id unless `checkboxSelection` is on',
    () => {
      expect(() => mit.current.setRowSelectionModel([1, 3])).toThrow(/can only contain 1 item/);
    },
  );

  claim('After the grid unmounts, `apiRef.current` is `null`', () => {
    expect(typeof mit.current.getRow).toBe('function');
    unmountMit();
    expect(mit.current).toBeNull();
  });
});

claim(
  '`useGridApiRef()` starts as an empty object; the methods appear when the grid renders for the first time.',
  () => {
    const { result } = renderHook(() => useGridApiRef());
    expect(result.current.current).toEqual({});
    const seen: unknown[] = [];
    function Owner() {
      const apiRef = useGridApiRef();
      seen.push(typeof apiRef.current.getRow);
      return <DataGrid apiRef={apiRef} autoHeight rows={rows} columns={columns} />;
    }
    render(<Owner />);
    expect(seen[0]).toBe('undefined');
  },
);

claim('calling `apiRef.current.setSortModel()` only calls `onSortModelChange`', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const onSortModelChange = vi.fn();
  const { container } = render(
    <DataGrid
      apiRef={apiRef}
      autoHeight
      rows={rows}
      columns={columns}
      sortModel={[]}
      onSortModelChange={onSortModelChange}
    />,
  );
  act(() => apiRef.current.setSortModel([{ field: 'salary', sort: 'asc' }]));
  expect(onSortModelChange).toHaveBeenCalledWith([{ field: 'salary', sort: 'asc' }], expect.anything());
  const order = [...container.querySelectorAll('[role="row"][data-id]')].map((row) => row.getAttribute('data-id'));
  expect(order).toEqual(['1', '2', '3']);
});

describe('ApiContextInCell demo', () => {
  let demo: Element;
  beforeAll(() => {
    demo = render(<ApiContextInCell />).container;
  });

  claim('Click a department to select everyone in it', () => {
    const button = demo.querySelector('[role="gridcell"][data-field="department"] button') as HTMLButtonElement;
    const department = button.textContent;
    act(() => {
      fireEvent.click(button);
    });
    const selected = [...demo.querySelectorAll('[role="row"][aria-selected="true"]')];
    expect(selected.length).toBeGreaterThan(1);
    for (const row of selected) {
      expect(row.querySelector('[data-field="department"]')!.textContent).toBe(department);
    }
  });
});

// The purpose column of the method tables, one call each on a live grid.
describe('what the methods of the MIT grid do', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const editable = [
    { field: 'name', editable: true },
    { field: 'salary', type: 'number' as const },
  ];
  let grid: Element;
  beforeAll(() => {
    grid = render(
      <DataGrid
        apiRef={apiRef}
        autoHeight
        rows={rows}
        columns={editable}
        initialState={{ pagination: { paginationModel: { pageSize: 2 } } }}
        pageSizeOptions={[2, 3]}
      />,
    ).container;
  });
  const api = () => apiRef.current;
  const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

  claim('Read rows', () => {
    act(() => api().setFilterModel({ items: [{ field: 'name', operator: 'equals', value: 'Ann' }] }));
    expect(api().getRow(2)).toEqual(rows[1]);
    expect([...api().getRowModels().keys()]).toEqual([1, 2, 3]);
    // Both count the rows the filter hides.
    expect(api().getAllRowIds()).toEqual([1, 2, 3]);
    expect(api().getRowsCount()).toBe(3);
    act(() => api().setFilterModel({ items: [] }));
  });

  claim('The id of a row object; the tree node of a row', () => {
    expect(api().getRowId({ id: 9, name: 'Zoe' })).toBe(9);
    expect(api().getRowNode(1)).toMatchObject({ id: 1, type: 'leaf', depth: 0 });
  });

  claim('Read values and the params passed to callbacks', () => {
    expect(api().getCellValue(1, 'salary')).toBe(30);
    expect(api().getRowFormattedValue(rows[0]!, api().getColumn('salary'))).toBe('30');
    expect(api().getCellParams(1, 'name')).toMatchObject({ id: 1, field: 'name', value: 'Ann', isEditable: true });
    expect(api().getRowParams(2)).toMatchObject({ id: 2, row: rows[1] });
  });

  claim('The index of a row on the current page', () => {
    // Page size 2: on the second page, row 3 is the first one.
    act(() => api().setPage(1));
    expect(api().getRowIndexRelativeToVisibleRows(3)).toBe(0);
    act(() => api().setPage(0));
  });

  claim('Read columns', () => {
    act(() => api().setColumnVisibility('name', false));
    expect(
      api()
        .getAllColumns()
        .map((column) => column.field),
    ).toEqual(['name', 'salary']);
    expect(
      api()
        .getVisibleColumns()
        .map((column) => column.field),
    ).toEqual(['salary']);
    // The index counts visible columns only.
    expect(api().getColumnIndex('salary')).toBe(0);
    expect(api().getColumn('salary').type).toBe('number');
  });

  claim('Show and hide columns', () => {
    expect(grid.querySelector('[role="columnheader"][data-field="name"]')).toBeNull();
    act(() => api().setColumnVisibilityModel({}));
    expect(grid.querySelector('[role="columnheader"][data-field="name"]')).not.toBeNull();
  });

  claim('Resize columns', () => {
    act(() => api().setColumnWidth('name', 222));
    expect(api().getColumn('name').computedWidth).toBe(222);
  });

  claim('Change column definitions', () => {
    act(() => api().updateColumns([{ field: 'salary', headerName: 'Pay' }]));
    expect(grid.querySelector('[role="columnheader"][data-field="salary"]')!.textContent).toBe('Pay');
  });

  claim('`setSortModel(model)`, `getSortModel()`, `sortColumn(field, direction)`', () => {
    act(() => api().sortColumn('salary', 'desc'));
    expect(api().getSortModel()).toEqual([{ field: 'salary', sort: 'desc' }]);
    act(() => api().setSortModel([]));
    expect(api().getSortModel()).toEqual([]);
  });

  claim(
    '`setFilterModel(model)`, `upsertFilterItem(item)`, `deleteFilterItem(item)`, `setQuickFilterValues(values)`',
    () => {
      const item = { id: 1, field: 'name', operator: 'contains', value: 'C' };
      act(() => api().upsertFilterItem(item));
      expect(api().state.filter.filterModel.items).toEqual([item]);
      act(() => api().deleteFilterItem(item));
      expect(api().state.filter.filterModel.items).toEqual([]);
      act(() => api().setQuickFilterValues(['bob']));
      expect(api().state.filter.filterModel.quickFilterValues).toEqual(['bob']);
      act(() => api().setQuickFilterValues([]));
    },
  );

  claim('The filter panel', async () => {
    act(() => api().showFilterPanel('salary'));
    expect(document.querySelector('.MuiDataGrid-panel')).not.toBeNull();
    expect(api().state.filter.filterModel.items).toEqual([expect.objectContaining({ field: 'salary' })]);
    await wait(100);
    act(() => api().hideFilterPanel());
    await waitFor(() => expect(document.querySelector('.MuiDataGrid-panel')).toBeNull());
    act(() => api().setFilterModel({ items: [] }));
  });

  claim('`setPage(page)`, `setPageSize(size)`, `setPaginationModel(model)`, `setRowCount(count)`', () => {
    act(() => api().setPageSize(3));
    expect(api().state.pagination.paginationModel).toEqual({ page: 0, pageSize: 3 });
    act(() => api().setPaginationModel({ page: 0, pageSize: 2 }));
    expect(grid.querySelectorAll('[role="row"][data-id]')).toHaveLength(2);
    act(() => api().setRowCount(100));
    expect(api().state.pagination.rowCount).toBe(100);
  });

  claim(
    'Change the selection; in `DataGrid` without `checkboxSelection`, `selectRow` on a second row does nothing unless `resetSelection` is `true`',
    () => {
      act(() => api().selectRow(1));
      act(() => api().selectRow(2));
      expect([...api().getSelectedRows().keys()]).toEqual([1]);
      act(() => api().selectRow(2, true, true));
      expect([...api().getSelectedRows().keys()]).toEqual([2]);
      act(() => api().selectRow(2, false));
      expect(api().getSelectedRows().size).toBe(0);
    },
  );

  claim('Read the selection', () => {
    act(() => api().setRowSelectionModel([3]));
    expect(api().getSelectedRows()).toEqual(new Map([[3, rows[2]]]));
    expect([api().isRowSelected(3), api().isRowSelected(1), api().isRowSelectable(1)]).toEqual([true, false, true]);
    act(() => api().setRowSelectionModel([]));
  });

  claim(
    '`startCellEditMode` throws on a cell that is not editable, `stopCellEditMode` on a cell that is not in edit mode',
    async () => {
      expect(() => api().startCellEditMode({ id: 1, field: 'salary' })).toThrow(/is not editable/);
      expect(() => api().stopCellEditMode({ id: 1, field: 'name' })).toThrow(/is not in edit mode/);
      act(() => api().startCellEditMode({ id: 1, field: 'name' }));
      expect(api().getCellMode(1, 'name')).toBe('edit');
      // Inspect and drive editing: the new value stays in the editor until edit mode ends.
      expect(await act(async () => api().setEditCellValue({ id: 1, field: 'name', value: 'Zed' }))).toBe(true);
      expect(api().getRow(1).name).toBe('Ann');
      await act(async () => api().stopCellEditMode({ id: 1, field: 'name' }));
      expect([api().getCellMode(1, 'name'), api().getRow(1).name, api().getRowMode(1)]).toEqual([
        'view',
        'Zed',
        'view',
      ]);
    },
  );

  claim('Move the keyboard focus', () => {
    act(() => api().setCellFocus(2, 'salary'));
    expect(document.activeElement).toBe(grid.querySelector('[role="row"][data-id="2"] [data-field="salary"]'));
    act(() => api().setColumnHeaderFocus('salary'));
    expect(document.activeElement).toBe(grid.querySelector('[role="columnheader"][data-field="salary"]'));
  });

  claim('Density and the loading overlay', () => {
    act(() => api().setDensity('compact'));
    expect(grid.querySelector('.MuiDataGrid-root--densityCompact')).not.toBeNull();
  });

  claim(
    '`setLoading` ignores the value the `loading` prop already has (`false` by default), so `setLoading(false)` does not remove an overlay shown with `setLoading(true)`',
    () => {
      // useGridRows.js returns early when the value equals `props.loading`, which defaults to `false`.
      const loading = { current: null } as unknown as React.MutableRefObject<GridApi>;
      const { container } = render(<DataGrid apiRef={loading} autoHeight rows={rows} columns={columns} />);
      act(() => loading.current.setLoading(true));
      expect(container.querySelector('.MuiDataGrid-overlay [role="progressbar"]')).not.toBeNull();
      act(() => loading.current.setLoading(false));
      expect(loading.current.state.rows.loading).toBe(true);
      expect(container.querySelector('[role="progressbar"]')).not.toBeNull();
    },
  );

  claim('Menus and panels', async () => {
    act(() => api().showColumnMenu('salary'));
    expect(document.querySelector('[role="menu"]')).not.toBeNull();
    act(() => api().toggleColumnMenu('salary'));
    expect(api().state.columnMenu.open).toBe(false);
    act(() => api().showPreferences(GridPreferencePanelsValue.columns));
    expect(api().state.preferencePanel).toMatchObject({ open: true, openedPanelValue: 'columns' });
    await wait(100);
    act(() => api().hidePreferences());
    await waitFor(() => expect(document.querySelector('.MuiDataGrid-panel')).toBeNull());
  });

  claim('`exportDataAsCsv(options)`, `getDataAsCsv(options)`, `exportDataAsPrint(options)`', () => {
    expect(api().getDataAsCsv({ fields: ['name'] })).toMatch(/^name\r\n(Ann|Zed)\r\nBob\r\nCid$/);
  });

  claim('`exportState()`, `restoreState(state)`, `state`', () => {
    act(() => api().setSortModel([{ field: 'name', sort: 'asc' }]));
    const snapshot = api().exportState();
    act(() => api().setSortModel([]));
    act(() => api().restoreState(snapshot));
    expect(api().getSortModel()).toEqual([{ field: 'name', sort: 'asc' }]);
    expect(api().state.sorting.sortModel).toEqual([{ field: 'name', sort: 'asc' }]);
  });

  claim('`subscribeEvent(event, handler)`, `publishEvent(event, params)`', () => {
    const handler = vi.fn();
    // subscribeEvent returns the function that unsubscribes.
    const unsubscribe = api().subscribeEvent('sortModelChange', handler);
    act(() => api().publishEvent('sortModelChange', []));
    unsubscribe();
    act(() => api().publishEvent('sortModelChange', []));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  claim('Translated texts', () => {
    expect(api().getLocaleText('noRowsLabel')).toBe('No rows');
  });
});

untestable(
  '`scrollToIndexes(params)`, `scroll(position)`, `getScrollPosition()`',
  "jsdom has no layout and keeps scrollTop at 0. Read in hooks/features/scroll/useGridScroll.js: `scroll` writes the virtual scroller's scrollTop and scrollLeft, `getScrollPosition` reads them back; the Scrolling page's claims file exercises them.",
);

describe('what the Pro and Premium methods do', () => {
  const pro = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
  const premium = { current: null } as unknown as React.MutableRefObject<GridApiPremium>;
  const cells = { current: null } as unknown as React.MutableRefObject<GridApiPremium>;
  beforeAll(() => {
    render(
      <DataGridPro
        apiRef={pro}
        autoHeight
        rows={rows}
        columns={columns}
        getDetailPanelContent={() => <div>Detail</div>}
        getDetailPanelHeight={() => 40}
      />,
    );
    render(<DataGridPremium apiRef={premium} autoHeight rows={rows} columns={columns} />);
    render(<DataGridPremium apiRef={cells} autoHeight cellSelection rows={rows} columns={columns} />);
  });

  claim('`selectRows(ids)`, `selectRowRange(range)`', () => {
    act(() => pro.current.selectRows([1, 2]));
    expect([...pro.current.getSelectedRows().keys()]).toEqual([1, 2]);
    act(() => pro.current.selectRowRange({ startId: 1, endId: 3 }, true, true));
    expect([...pro.current.getSelectedRows().keys()]).toEqual([1, 2, 3]);
  });

  claim('`pinColumn(field, side)`, `unpinColumn(field)`, `setPinnedColumns(model)`, `isColumnPinned(field)`', () => {
    act(() => pro.current.pinColumn('salary', GridPinnedColumnPosition.LEFT));
    expect(pro.current.isColumnPinned('salary')).toBe('left');
    act(() => pro.current.unpinColumn('salary'));
    expect(pro.current.isColumnPinned('salary')).toBe(false);
  });

  claim('`setColumnIndex(field, index)`, `setRowIndex(id, index)`', () => {
    act(() => pro.current.setRowIndex(1, 2));
    expect(pro.current.getSortedRowIds()).toEqual([2, 3, 1]);
    act(() => pro.current.setColumnIndex('salary', 1));
    expect(pro.current.getVisibleColumns().map((column) => column.field)).toEqual([
      '__detail_panel_toggle__',
      'salary',
      'name',
    ]);
  });

  claim('`toggleDetailPanel(id)`, `setExpandedDetailPanels(ids)`, `getExpandedDetailPanels()`', () => {
    act(() => pro.current.toggleDetailPanel(2));
    expect(pro.current.getExpandedDetailPanels()).toEqual([2]);
    act(() => pro.current.setExpandedDetailPanels([1, 3]));
    expect(pro.current.getExpandedDetailPanels()).toEqual([1, 3]);
  });

  claim('`setRowGroupingModel(model)`, `addRowGroupingCriteria(field)`, `removeRowGroupingCriteria(field)`', () => {
    act(() => premium.current.setRowGroupingModel(['name']));
    act(() => premium.current.addRowGroupingCriteria('salary'));
    expect(premium.current.state.rowGrouping.model).toEqual(['name', 'salary']);
    act(() => premium.current.removeRowGroupingCriteria('salary'));
    expect(premium.current.state.rowGrouping.model).toEqual(['name']);
    // Pro (tree data and grouping): the group's children, and its expansion.
    const group = 'auto-generated-row-name/Ann';
    expect(premium.current.getRowGroupChildren({ groupId: group })).toEqual([1]);
    act(() => premium.current.setRowChildrenExpansion(group, true));
    expect(premium.current.getRowNode(group)).toMatchObject({ type: 'group', childrenExpanded: true });
  });

  claim('`setAggregationModel(model)`', () => {
    act(() => premium.current.setAggregationModel({ salary: 'sum' }));
    expect(premium.current.state.aggregation.model).toEqual({ salary: 'sum' });
  });

  claim('Premium, with the `cellSelection` prop (without it, nothing gets selected)', () => {
    act(() => premium.current.selectCellRange({ id: 1, field: 'name' }, { id: 2, field: 'salary' }));
    expect(premium.current.getCellSelectionModel()).toEqual({});
    expect(premium.current.getSelectedCellsAsArray()).toEqual([]);
    act(() => cells.current.selectCellRange({ id: 1, field: 'name' }, { id: 2, field: 'salary' }));
    expect(cells.current.getCellSelectionModel()).toEqual({
      1: { name: true, salary: true },
      2: { name: true, salary: true },
    });
    expect(cells.current.getSelectedCellsAsArray()).toHaveLength(4);
  });
});

claim('the MIT `DataGrid` takes one row per `updateRows` call and throws when given more', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const { container } = render(<DataGrid apiRef={apiRef} autoHeight rows={rows} columns={columns} />);
  act(() => apiRef.current.updateRows([{ id: 1, name: 'Anna' }]));
  expect(apiRef.current.getRow(1)).toEqual({ id: 1, name: 'Anna', salary: 30 });
  expect(() => apiRef.current.updateRows([{ id: 1 }, { id: 2 }])).toThrow(/cannot update several rows at once/);
  act(() => apiRef.current.updateRows([{ id: 3, _action: 'delete' }]));
  act(() => apiRef.current.setRows([...rows, { id: 4, name: 'Dee', salary: 5 }]));
  expect(apiRef.current.getAllRowIds()).toEqual([1, 2, 3, 4]);
  expect(container.querySelectorAll('[role="row"][data-id]')).toHaveLength(4);
});
