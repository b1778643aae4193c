import * as React from 'react';
import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import {
  DataGrid,
  GridActionsCellItem,
  GridPreferencePanelsValue,
  GridToolbar,
  type GridColDef,
  type GridEvents,
} from '@mui/x-data-grid';
import { DataGridPro, GridPinnedColumnPosition } from '@mui/x-data-grid-pro';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import { newGridApiRef } from '@/claims/newGridApiRef';
import EventHandlerInSlot from './demos/EventHandlerInSlot';
import EventLog from './demos/EventLog';
import MenuEventsLog from './demos/MenuEventsLog';
import PreventDefault from './demos/PreventDefault';
import SubscribeEvent from './demos/SubscribeEvent';

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const rows = [
  { id: 1, name: 'Ann', age: 30 },
  { id: 2, name: 'Bob', age: 40 },
  { id: 3, name: 'Cid', age: 50 },
];
const columns: GridColDef[] = [
  { field: 'name', editable: true },
  { field: 'age', type: 'number', editable: true },
  {
    field: 'actions',
    type: 'actions',
    getActions: () => [<GridActionsCellItem key="x" label="Star" icon={<span />} />],
  },
];

describe('the community grid', () => {
  const apiRef = newGridApiRef();
  const onRowClick = vi.fn();
  const onSortModelChange = vi.fn();
  const onFilterModelChange = vi.fn();
  const onCellClick = vi.fn();
  let grid: HTMLElement;
  let unmount: () => void;
  beforeAll(() => {
    const view = render(
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        checkboxSelection
        slots={{ toolbar: GridToolbar }}
        pagination
        pageSizeOptions={[2, 3]}
        initialState={{ pagination: { paginationModel: { pageSize: 3 } } }}
        onRowClick={onRowClick}
        onSortModelChange={onSortModelChange}
        onFilterModelChange={onFilterModelChange}
        onCellClick={onCellClick}
      />,
    );
    grid = view.container;
    unmount = view.unmount;
  });
  const cell = (id: number, field: string) =>
    grid.querySelector(`[role="row"][data-id="${id}"] [data-field="${field}"]`) as HTMLElement;
  const row = (id: number) => grid.querySelector(`[role="row"][data-id="${id}"]`) as HTMLElement;
  const header = (field: string) => grid.querySelector(`[role="columnheader"][data-field="${field}"]`) as HTMLElement;
  /** The events of these names that the action publishes, in order. */
  function published(names: string[], action: () => void) {
    const seen: string[] = [];
    const stops = names.map((name) =>
      apiRef.current.subscribeEvent(name as GridEvents, () => {
        seen.push(name);
      }),
    );
    act(action);
    stops.forEach((stop) => stop());
    return seen;
  }

  claim('its listeners receive three arguments', () => {
    onCellClick.mockClear();
    fireEvent.click(cell(1, 'name'));
    const [params, event, details] = onCellClick.mock.calls[0]!;
    expect(params).toMatchObject({ id: 1, field: 'name', value: 'Ann' });
    expect(event.type).toBe('click');
    expect(details).toEqual({});
  });

  claim('for the other events, `details.api` is only filled in by `DataGridPro` and `DataGridPremium`', () => {
    // The community grid passed an empty details object above; model callbacks get the api.
    act(() => apiRef.current.setSortModel([{ field: 'age', sort: 'desc' }]));
    expect(onSortModelChange.mock.lastCall![1].api).toBeDefined();
    const onProClick = vi.fn();
    const view = render(<DataGridPro rows={rows} columns={columns.slice(0, 1)} onCellClick={onProClick} />);
    fireEvent.click(view.container.querySelector('[data-id="1"] [data-field="name"]')!);
    expect(onProClick.mock.calls[0]![2].api).toBeDefined();
    view.unmount();
    act(() => apiRef.current.setSortModel([]));
  });

  claim(
    '`apiRef.current.subscribeEvent(name, handler)` registers a listener and returns a function that removes it',
    () => {
      const handler = vi.fn();
      const stop = apiRef.current.subscribeEvent('cellClick', handler);
      fireEvent.click(cell(2, 'name'));
      stop();
      fireEvent.click(cell(2, 'name'));
      expect(handler).toHaveBeenCalledTimes(1);
    },
  );

  claim("Listeners added with `subscribeEvent` run after the grid's own handlers", () => {
    const order: string[] = [];
    const late = apiRef.current.subscribeEvent('columnHeaderClick', (_params, event) => {
      order.push(`late, sorted: ${apiRef.current.getSortModel().length}`);
      event.defaultMuiPrevented = true;
    });
    const early = apiRef.current.subscribeEvent(
      'columnHeaderClick',
      (_params, event) => {
        order.push(`first, sorted: ${apiRef.current.getSortModel().length}`);
        if (order.length > 2) event.defaultMuiPrevented = true;
      },
      { isFirst: true },
    );
    fireEvent.click(header('name'));
    // The late listener saw the sort already applied, and preventing it there changed nothing.
    expect(order).toEqual(['first, sorted: 0', 'late, sorted: 1']);
    act(() => apiRef.current.setSortModel([]));
    fireEvent.click(header('name'));
    // With isFirst, preventing cancels the sort.
    expect(apiRef.current.getSortModel()).toEqual([]);
    late();
    early();
  });

  claim('A row is clicked (not from interactive cells such as checkboxes and actions)', () => {
    onRowClick.mockClear();
    fireEvent.click(cell(1, 'name'));
    fireEvent.click(cell(1, '__check__'));
    fireEvent.click(cell(1, 'actions'));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    act(() => apiRef.current.setRowSelectionModel([]));
  });

  claim('A row is double-clicked', () => {
    expect(published(['rowDoubleClick'], () => fireEvent.doubleClick(cell(1, 'actions')))).toEqual(['rowDoubleClick']);
  });

  claim('The pointer enters or leaves a row', () => {
    expect(
      published(['rowMouseEnter', 'rowMouseLeave'], () => {
        fireEvent.mouseEnter(row(2));
        fireEvent.mouseLeave(row(2));
      }),
    ).toEqual(['rowMouseEnter', 'rowMouseLeave']);
  });

  claim('A cell is clicked', () => {
    expect(published(['cellClick'], () => fireEvent.click(cell(3, 'age')))).toEqual(['cellClick']);
  });

  claim('A cell is double-clicked', () => {
    expect(published(['cellDoubleClick'], () => fireEvent.doubleClick(cell(3, 'actions')))).toEqual([
      'cellDoubleClick',
    ]);
  });

  claim('A key is pressed in a cell', () => {
    expect(published(['cellKeyDown'], () => fireEvent.keyDown(cell(3, 'actions'), { key: 'Shift' }))).toEqual([
      'cellKeyDown',
    ]);
  });

  claim('A key is released in a cell', () => {
    expect(published(['cellKeyUp'], () => fireEvent.keyUp(cell(3, 'age'), { key: 'a' }))).toEqual(['cellKeyUp']);
  });

  claim('A mouse button is pressed or released over a cell', () => {
    expect(
      published(['cellMouseDown', 'cellMouseUp'], () => {
        fireEvent.mouseDown(cell(3, 'age'));
        fireEvent.mouseUp(cell(3, 'age'));
      }),
    ).toEqual(['cellMouseDown', 'cellMouseUp']);
  });

  claim('A cell gains or loses focus', () => {
    expect(
      published(['cellFocusIn', 'cellFocusOut'], () => {
        apiRef.current.setCellFocus(1, 'age');
        apiRef.current.setCellFocus(2, 'age');
      }).slice(-2),
    ).toEqual(['cellFocusOut', 'cellFocusIn']);
  });

  claim('A header is clicked', () => {
    expect(published(['columnHeaderClick'], () => fireEvent.click(header('actions')))).toEqual(['columnHeaderClick']);
  });

  claim('A header is double-clicked', () => {
    expect(published(['columnHeaderDoubleClick'], () => fireEvent.doubleClick(header('actions')))).toEqual([
      'columnHeaderDoubleClick',
    ]);
  });

  claim('A context menu is requested on a header', () => {
    expect(published(['columnHeaderContextMenu'], () => fireEvent.contextMenu(header('age')))).toEqual([
      'columnHeaderContextMenu',
    ]);
  });

  claim('The pointer enters or leaves a header', () => {
    expect(
      published(['columnHeaderEnter', 'columnHeaderLeave'], () => {
        fireEvent.mouseEnter(header('age'));
        fireEvent.mouseLeave(header('age'));
      }),
    ).toEqual(['columnHeaderEnter', 'columnHeaderLeave']);
  });

  claim('`mouseover` or `mouseout` on a header', () => {
    expect(
      published(['columnHeaderOver', 'columnHeaderOut'], () => {
        fireEvent.mouseOver(header('age'));
        fireEvent.mouseOut(header('age'));
      }),
    ).toEqual(['columnHeaderOver', 'columnHeaderOut']);
  });

  claim('A key is pressed in a header', () => {
    expect(published(['columnHeaderKeyDown'], () => fireEvent.keyDown(header('age'), { key: 'Shift' }))).toEqual([
      'columnHeaderKeyDown',
    ]);
  });

  claim('A header gains or loses focus', () => {
    expect(
      published(['columnHeaderFocus', 'columnHeaderBlur'], () => {
        fireEvent.focus(header('age'));
        fireEvent.blur(header('age'));
      }),
    ).toEqual(['columnHeaderFocus', 'columnHeaderBlur']);
  });

  claim('The resize handle of a header is double-clicked', () => {
    const separator = header('name').querySelector('.MuiDataGrid-columnSeparator')!;
    expect(published(['columnSeparatorDoubleClick'], () => fireEvent.doubleClick(separator))).toEqual([
      'columnSeparatorDoubleClick',
    ]);
  });

  claim('During a resize, on every move', async () => {
    const separator = header('age').querySelector('.MuiDataGrid-columnSeparator')!;
    const seen: string[] = [];
    const stops = ['columnResizeStart', 'columnResize', 'columnResizeStop', 'columnWidthChange'].map((name) =>
      apiRef.current.subscribeEvent(name as GridEvents, () => {
        seen.push(name);
      }),
    );
    act(() => {
      fireEvent.mouseDown(separator, { button: 0, clientX: 100 });
      fireEvent.mouseMove(document, { buttons: 1, clientX: 120 });
      fireEvent.mouseMove(document, { buttons: 1, clientX: 140 });
      fireEvent.mouseUp(document, { clientX: 140 });
    });
    // The stop event comes a tick later; the grid swallows clicks for 100 ms after a resize.
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    stops.forEach((stop) => stop());
    expect(seen).toEqual([
      'columnResizeStart',
      'columnResize',
      'columnResize',
      'columnWidthChange',
      'columnResizeStop',
    ]);
  });

  claim('A column has a new width, for example at the end of a resize', () => {
    expect(apiRef.current.getColumn('age').width).not.toBe(100);
  });

  claim('The sort model changes', () => {
    expect(
      published(['sortModelChange', 'sortedRowsSet'], () =>
        apiRef.current.setSortModel([{ field: 'age', sort: 'asc' }]),
      ),
    ).toEqual(expect.arrayContaining(['sortModelChange', 'sortedRowsSet']));
    act(() => apiRef.current.setSortModel([]));
  });

  claim('The filter model changes', () => {
    expect(
      published(['filterModelChange', 'filteredRowsSet'], () =>
        apiRef.current.setFilterModel({ items: [{ field: 'name', operator: 'contains', value: 'o' }] }),
      ),
    ).toEqual(expect.arrayContaining(['filterModelChange', 'filteredRowsSet']));
  });

  claim('`details.reason` is only set by the filter model, and it names the operation, not its origin', () => {
    act(() => apiRef.current.upsertFilterItem({ id: 9, field: 'name', operator: 'contains', value: 'A' }));
    expect(onFilterModelChange.mock.lastCall![1].reason).toBe('upsertFilterItem');
    act(() => apiRef.current.setFilterModel({ items: [] }, 'mine' as never));
    expect(onFilterModelChange.mock.lastCall![1].reason).toBe('mine');
    act(() => apiRef.current.setSortModel([{ field: 'age', sort: 'asc' }]));
    expect(onSortModelChange.mock.lastCall![1].reason).toBeUndefined();
    act(() => apiRef.current.setSortModel([]));
  });

  claim('Sorting or filtering has been applied to the rows', () => {
    expect(published(['filteredRowsSet'], () => apiRef.current.setFilterModel({ items: [] }))).toEqual([
      'filteredRowsSet',
    ]);
  });

  claim('The page or page size changes', () => {
    expect(published(['paginationModelChange'], () => apiRef.current.setPageSize(2))).toEqual([
      'paginationModelChange',
    ]);
    act(() => apiRef.current.setPageSize(3));
  });

  claim('The selected rows change', () => {
    expect(published(['rowSelectionChange'], () => apiRef.current.setRowSelectionModel([2]))).toEqual([
      'rowSelectionChange',
    ]);
    act(() => apiRef.current.setRowSelectionModel([]));
  });

  claim('A column is shown or hidden', () => {
    expect(published(['columnVisibilityModelChange'], () => apiRef.current.setColumnVisibility('age', false))).toEqual([
      'columnVisibilityModelChange',
    ]);
    act(() => apiRef.current.setColumnVisibility('age', true));
  });

  claim('The density changes', () => {
    expect(published(['densityChange'], () => apiRef.current.setDensity('compact'))).toEqual(['densityChange']);
    act(() => apiRef.current.setDensity('standard'));
  });

  claim('Any part of the grid state changes (fires often', () => {
    expect(published(['stateChange'], () => apiRef.current.setDensity('compact')).length).toBeGreaterThan(0);
    act(() => apiRef.current.setDensity('standard'));
  });

  claim('The rows are replaced or updated', () => {
    expect(published(['rowsSet'], () => apiRef.current.updateRows([{ id: 3, name: 'Cyd' }]))).toEqual(['rowsSet']);
  });

  claim('A cell enters or leaves edit mode', () => {
    const opened = published(['cellEditStart', 'cellModesModelChange'], () => fireEvent.doubleClick(cell(1, 'name')));
    expect(opened.sort()).toEqual(['cellEditStart', 'cellModesModelChange']);
    const closed = published(['cellEditStop', 'cellModesModelChange'], () =>
      fireEvent.keyDown(cell(1, 'name').querySelector('input')!, { key: 'Escape' }),
    );
    expect(closed).toEqual(expect.arrayContaining(['cellEditStop', 'cellModesModelChange']));
  });

  claim('The filter or columns panel opens or closes', async () => {
    const seen: string[] = [];
    const stops = (['preferencePanelOpen', 'preferencePanelClose'] as const).map((name) =>
      apiRef.current.subscribeEvent(name, (params) => {
        seen.push(`${name} ${params.openedPanelValue}`);
      }),
    );
    act(() => apiRef.current.showPreferences(GridPreferencePanelsValue.filters));
    await settle();
    // The public hidePreferences waits 100 ms before closing.
    act(() => apiRef.current.hidePreferences());
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    stops.forEach((stop) => stop());
    expect(seen).toEqual(['preferencePanelOpen filters', 'preferencePanelClose filters']);
  });

  claim('Data is copied to the clipboard', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.resolve() },
      configurable: true,
    });
    act(() => apiRef.current.setCellFocus(2, 'name'));
    expect(
      published(['clipboardCopy'], () => fireEvent.keyDown(cell(2, 'name'), { key: 'c', keyCode: 67, ctrlKey: true })),
    ).toEqual(['clipboardCopy']);
  });

  claim('The viewport scrolls (many times per second)', () => {
    const scroller = grid.querySelector('.MuiDataGrid-virtualScroller')!;
    expect(
      published(['scrollPositionChange'], () => {
        scroller.scrollTop = 10;
        fireEvent.scroll(scroller);
      }),
    ).toEqual(['scrollPositionChange']);
  });

  claim('The grid unmounts', () => {
    const onUnmount = vi.fn();
    apiRef.current.subscribeEvent('unmount', onUnmount);
    unmount();
    expect(onUnmount).toHaveBeenCalledTimes(1);
  });
});

claim('Fires when', () => {
  // The row and cell events fire on their interaction only: rendering and programmatic changes publish none of them.
  const apiRef = newGridApiRef();
  const seen: string[] = [];
  function Grid() {
    React.useEffect(() => {
      const names = ['rowClick', 'rowDoubleClick', 'rowMouseEnter', 'cellClick', 'cellDoubleClick', 'cellKeyDown'];
      const stops = names.map((name) =>
        apiRef.current.subscribeEvent(name as GridEvents, () => {
          seen.push(name);
        }),
      );
      return () => stops.forEach((stop) => stop());
    }, []);
    return null;
  }
  const view = render(
    <React.Fragment>
      <DataGrid apiRef={apiRef} rows={rows} columns={columns.slice(0, 1)} />
      <Grid />
    </React.Fragment>,
  );
  act(() => apiRef.current.setCellFocus(1, 'name'));
  act(() => apiRef.current.setRowSelectionModel([1]));
  expect(seen).toEqual([]);
  fireEvent.click(view.container.querySelector('[data-id="2"] [data-field="name"]')!);
  expect(seen).toEqual(['cellClick', 'rowClick']);
  view.unmount();
});

claim('The column state changes', () => {
  const apiRef = newGridApiRef();
  const grid = (cols: GridColDef[]) => <DataGrid apiRef={apiRef} rows={rows} columns={cols} />;
  const view = render(grid(columns.slice(0, 1)));
  const onChange = vi.fn();
  apiRef.current.subscribeEvent('columnsChange', onChange);
  view.rerender(grid(columns.slice(0, 2)));
  expect(onChange.mock.lastCall![0]).toEqual(['name', 'age']);
  view.unmount();
});

claim('Event handlers passed as props can be inline functions: the grid always calls the latest one.', () => {
  const first = vi.fn();
  const second = vi.fn();
  const grid = (handler: () => void) => <DataGrid rows={rows} columns={columns.slice(0, 1)} onCellClick={handler} />;
  const view = render(grid(first));
  view.rerender(grid(second));
  fireEvent.click(view.container.querySelector('[data-id="1"] [data-field="name"]')!);
  expect([first.mock.calls.length, second.mock.calls.length]).toEqual([0, 1]);
  view.unmount();
});

claim('A row enters or leaves edit mode', () => {
  const apiRef = newGridApiRef();
  const seen: string[] = [];
  const view = render(<DataGrid apiRef={apiRef} editMode="row" rows={rows} columns={columns.slice(0, 2)} />);
  for (const name of ['rowEditStart', 'rowEditStop', 'rowModesModelChange'] as const) {
    apiRef.current.subscribeEvent(name, () => {
      seen.push(name);
    });
  }
  const cell = view.container.querySelector('[data-id="1"] [data-field="name"]')!;
  fireEvent.doubleClick(cell);
  fireEvent.keyDown(cell.querySelector('input')!, { key: 'Escape' });
  expect(seen.filter((name) => name !== 'rowModesModelChange')).toEqual(['rowEditStart', 'rowEditStop']);
  expect(seen).toContain('rowModesModelChange');
  view.unmount();
});

describe('Pro and Premium events', () => {
  const apiRef = { current: null } as unknown as ReturnType<typeof useGridApiRef>;
  const calls: Record<string, unknown[]> = {};
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls[name] = args;
    };
  beforeAll(() => {
    render(
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns.slice(0, 2)}
        cellSelection
        getDetailPanelContent={() => <div>Detail</div>}
        onPinnedColumnsChange={record('pinned')}
        onDetailPanelExpandedRowIdsChange={record('detail')}
        onRowGroupingModelChange={record('grouping')}
        onAggregationModelChange={record('aggregation')}
        onCellSelectionModelChange={record('cells')}
        onColumnOrderChange={record('order')}
      />,
    );
  });

  claim('Pro: columns are pinned or unpinned', () => {
    act(() => apiRef.current.pinColumn('age', GridPinnedColumnPosition.LEFT));
    expect(calls.pinned![0]).toEqual({ left: ['age'], right: [] });
  });

  claim('Pro: detail panels open or close', () => {
    act(() => apiRef.current.toggleDetailPanel(2));
    expect(calls.detail![0]).toEqual([2]);
  });

  claim('Premium: the grouping criteria change', () => {
    act(() => apiRef.current.setRowGroupingModel(['name']));
    expect(calls.grouping![0]).toEqual(['name']);
    act(() => apiRef.current.setRowGroupingModel([]));
  });

  claim('Premium: the aggregation model changes', () => {
    act(() => apiRef.current.setAggregationModel({ age: 'sum' }));
    expect(calls.aggregation![0]).toEqual({ age: 'sum' });
  });

  claim('Premium: the selected cells change', () => {
    act(() => apiRef.current.selectCellRange({ id: 1, field: 'name' }, { id: 2, field: 'name' }));
    expect(calls.cells![0]).toEqual({ 1: { name: true }, 2: { name: true } });
  });

  claim('A group or tree row is expanded or collapsed', () => {
    act(() => apiRef.current.setRowGroupingModel(['name']));
    const onExpand = vi.fn();
    const stop = apiRef.current.subscribeEvent('rowExpansionChange', onExpand);
    const groupId = apiRef.current.getRowIdFromRowIndex(0);
    act(() => apiRef.current.setRowChildrenExpansion(groupId, true));
    expect(onExpand.mock.calls[0]![0]).toMatchObject({ id: groupId, childrenExpanded: true });
    stop();
    act(() => apiRef.current.setRowGroupingModel([]));
  });
});

claim('Interact with the grid below and watch the events appear in the log.', () => {
  const { container } = render(<EventLog />);
  fireEvent.click(container.querySelector('[role="columnheader"][data-field="year"]')!);
  const log = container.textContent!;
  expect(log).toContain('columnHeaderClick');
  expect(log).toContain('sortModelChange');
});

claim('Subscribe in `useEffect`, not during render', () => {
  const { container } = render(<SubscribeEvent />);
  const row = container.querySelector('[role="row"][data-id]')!;
  const name = row.querySelector('[data-field="fullName"]')!.textContent!;
  fireEvent.mouseEnter(row);
  expect(container.querySelectorAll('h6, .MuiTypography-subtitle1')[0]!.textContent).toBe(name);
  // Calling subscribeEvent during the first render fails: the API object has no methods yet.
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  function Early() {
    const apiRef = useGridApiRef();
    apiRef.current.subscribeEvent('cellClick', () => {});
    return <DataGrid apiRef={apiRef} rows={rows} columns={columns.slice(0, 1)} />;
  }
  expect(() => render(<Early />)).toThrow();
  errors.mockRestore();
});

claim('subscribes for the lifetime of the component, keeps the latest handler without resubscribing', () => {
  const { container } = render(<EventHandlerInSlot />);
  const cell = container.querySelector('[role="row"][data-id] [role="gridcell"]')!;
  fireEvent.click(cell);
  expect(container.textContent).toContain(`: ${cell.textContent}`);
});

describe('cancelling', () => {
  claim(
    "Listeners passed as props run before the grid's own handlers, and they can skip those handlers by setting `event.defaultMuiPrevented = true`.",
    () => {
      const { container } = render(<PreventDefault />);
      const header = container.querySelector('[role="columnheader"][data-field="age"]')!;
      fireEvent.click(header);
      expect(header.getAttribute('aria-sort')).toBe('none');
      const cell = container.querySelector('[role="row"][data-rowindex="0"] [data-field="role"]') as HTMLElement;
      act(() => cell.focus());
      fireEvent.keyDown(cell, { key: 'Delete' });
      expect(cell.classList.contains('MuiDataGrid-cell--editing')).toBe(false);
      // Typing still starts editing.
      fireEvent.keyDown(cell, { key: 'x' });
      expect(cell.classList.contains('MuiDataGrid-cell--editing')).toBe(true);
    },
  );

  claim('The DOM event itself is left alone', () => {
    const { container } = render(
      <DataGrid
        rows={rows}
        columns={columns.slice(0, 1)}
        onColumnHeaderClick={(_p, event) => {
          event.defaultMuiPrevented = true;
        }}
      />,
    );
    const header = container.querySelector('[role="columnheader"][data-field="name"]')!;
    // fireEvent returns false when a handler called preventDefault.
    expect(fireEvent.click(header)).toBe(true);
    expect(header.getAttribute('aria-sort')).toBe('none');
  });

  claim(
    'a double-click on an editable cell starts editing, a click on a header sorts, a key press moves the focus',
    () => {
      const apiRef = newGridApiRef();
      const { container } = render(<DataGrid apiRef={apiRef} rows={rows} columns={columns.slice(0, 2)} />);
      const cell = container.querySelector('[data-id="1"] [data-field="name"]') as HTMLElement;
      fireEvent.doubleClick(cell);
      expect(cell.classList.contains('MuiDataGrid-cell--editing')).toBe(true);
      fireEvent.keyDown(cell.querySelector('input')!, { key: 'Escape' });
      fireEvent.click(container.querySelector('[role="columnheader"][data-field="age"]')!);
      expect(apiRef.current.getSortModel()).toEqual([{ field: 'age', sort: 'asc' }]);
      act(() => apiRef.current.setCellFocus(1, 'name'));
      fireEvent.keyDown(container.querySelector('[data-id="1"] [data-field="name"]')!, { key: 'ArrowRight' });
      expect(document.activeElement!.getAttribute('data-field')).toBe('age');
    },
  );
});

describe('MenuEventsLog demo', () => {
  let demo: HTMLElement;
  // Each actions cell keeps its (closed) overflow menu list mounted: count menus against that baseline.
  let baseline = 0;
  const menus = () => document.querySelectorAll('[role="menu"]');
  beforeAll(() => {
    demo = render(<MenuEventsLog />).container;
    baseline = menus().length;
  });
  const log = () => demo.querySelector('pre')!.textContent!;

  claim("`menuClose` also fires when such a menu mounts closed, on the grid's first render", () => {
    expect(log()).toContain('menuClose');
    expect(log()).not.toContain('menuOpen');
  });

  claim(
    'Then open a column menu, the Density and Export menus of the toolbar, and the "more" menu of a row\'s actions',
    async () => {
      const openers = [
        demo.querySelector('[role="columnheader"][data-field="fullName"] .MuiDataGrid-menuIcon button')!,
        within(demo).getByText('Density').closest('button')!,
        within(demo).getByText('Export').closest('button')!,
        demo.querySelector('[role="row"][data-id] [data-field="actions"] button')!,
      ];
      const opened: string[] = [];
      for (const opener of openers) {
        act(() => {
          fireEvent.click(opener);
        });
        await waitFor(() => expect(log().split('\n')[0]).toMatch(/^menuOpen/));
        opened.push(log().split('\n')[0]!);
        act(() => {
          fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
        });
        await waitFor(() => expect(log().split('\n')[0]).toMatch(/^menuClose/));
      }
      expect(opened).toHaveLength(4);
      expect(menus()).toHaveLength(baseline);
    },
  );

  claim('`menuOpen` and `menuClose` come from every menu the grid renders, not only the column menu', () => {
    expect(log()).toMatch(/menuOpen +more/);
  });
});

claim('Events exist in every plan; Pro and Premium add events for their own features.', () => {
  const onPinned = vi.fn();
  const apiRef = newGridApiRef();
  const view = render(
    <DataGrid
      apiRef={apiRef}
      rows={rows}
      columns={columns.slice(0, 1)}
      {...({ onPinnedColumnsChange: onPinned } as object)}
    />,
  );
  expect((apiRef.current as unknown as Record<string, unknown>).pinColumn).toBeUndefined();
  expect(apiRef.current.subscribeEvent).toBeTypeOf('function');
  view.unmount();
});

untestable(
  'Keep their handlers light and avoid setting React state on every call unless the value changed.',
  'Advice on performance; nothing in the grid enforces or reports it.',
);
