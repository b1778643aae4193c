import { act, fireEvent, render, renderHook } from '@testing-library/react';
import { DataGrid, useGridApiRef, type GridApi } from '@mui/x-data-grid';
import { DataGridPro, type GridApiPro } from '@mui/x-data-grid-pro';
import { DataGridPremium, useGridApiRef as usePremiumApiRef } from '@mui/x-data-grid-premium';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
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
