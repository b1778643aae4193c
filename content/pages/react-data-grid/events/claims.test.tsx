import * as React from 'react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import {
  DataGrid,
  GridActionsCellItem,
  GridPreferencePanelsValue,
  GridToolbar,
  type GridApi,
  type GridCellModesModel,
  type GridColDef,
  type GridEvents,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import { DataGridPro, GridPinnedColumnPosition, type GridApiPro } from '@mui/x-data-grid-pro';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import { declaredGridEvents, GRID_PLANS, type GridPlan } from '@/claims/declaredGridEvents';
import { newGridApiRef } from '@/claims/newGridApiRef';
import { sectionTableRows } from '@/claims/sectionTableRows';
import EventHandlerInSlot from './demos/EventHandlerInSlot';
import EventLog from './demos/EventLog';
import MenuEventsLog from './demos/MenuEventsLog';
import PreventDefault from './demos/PreventDefault';
import SubscribeEvent from './demos/SubscribeEvent';

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

// jsdom has no DragEvent, so Testing Library would build plain events without the pointer position the grid reads.
if (!('DragEvent' in window)) {
  Object.assign(window, { DragEvent: class DragEvent extends MouseEvent {} });
}

/** The events of these names that the action publishes, in order. */
function publishedBy(apiRef: React.MutableRefObject<GridApi>, names: string[], action: () => void): string[] {
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

/**
 * Runs `action` (a render of a paid grid) with the licence message left out of the output: no key is set here, and the
 * licence check logs it once per package and process. Other console errors still show.
 */
function withoutLicenceMessage<T>(action: () => T): T {
  const consoleError = console.error;
  const errors = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('MUI X: Missing license key')) consoleError(...args);
  });
  try {
    return action();
  } finally {
    errors.mockRestore();
  }
}

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
  const published = (names: string[], action: () => void) => publishedBy(apiRef, names, action);

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
    const view = withoutLicenceMessage(() =>
      render(<DataGridPro rows={rows} columns={columns.slice(0, 1)} onCellClick={onProClick} />),
    );
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

  claim('`mouseover` on a cell', () => {
    expect(published(['cellMouseOver'], () => fireEvent.mouseOver(cell(3, 'age')))).toEqual(['cellMouseOver']);
    fireEvent.mouseOut(cell(3, 'age'), { relatedTarget: document.body });
  });

  claim(
    'unlike `rowMouseEnter` / `rowMouseLeave`, they fire again when the pointer moves from one cell of the row to another',
    () => {
      const names = ['rowMouseEnter', 'rowMouseLeave', 'rowMouseOver', 'rowMouseOut'];
      expect(published(names, () => fireEvent.mouseOver(cell(2, 'name'), { relatedTarget: document.body }))).toEqual([
        'rowMouseOver',
        'rowMouseEnter',
      ]);
      expect(
        published(names, () => {
          fireEvent.mouseOut(cell(2, 'name'), { relatedTarget: cell(2, 'age') });
          fireEvent.mouseOver(cell(2, 'age'), { relatedTarget: cell(2, 'name') });
        }),
      ).toEqual(['rowMouseOut', 'rowMouseOver']);
      expect(published(names, () => fireEvent.mouseOut(cell(2, 'age'), { relatedTarget: document.body }))).toEqual([
        'rowMouseOut',
        'rowMouseLeave',
      ]);
    },
  );

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

  claim('A mouse button is pressed on the resize handle of a header', async () => {
    const separator = header('name').querySelector('.MuiDataGrid-columnSeparator')!;
    expect(
      published(['columnSeparatorMouseDown'], () => fireEvent.mouseDown(separator, { button: 0, clientX: 100 })),
    ).toEqual(['columnSeparatorMouseDown']);
    fireEvent.mouseUp(document, { clientX: 100 });
    // The grid swallows clicks for 100 ms after a resize.
    await wait(150);
  });

  claim(
    'The selection checkbox of a row is clicked (with `checkboxSelection`); not when a row click or the API changes the selection',
    () => {
      const onCheckbox = vi.fn();
      const stop = apiRef.current.subscribeEvent('rowSelectionCheckboxChange', onCheckbox);
      fireEvent.click(cell(1, '__check__').querySelector('input')!);
      expect(onCheckbox.mock.calls.map(([params]) => params)).toEqual([{ id: 1, value: true }]);
      fireEvent.click(cell(2, 'name'));
      act(() => apiRef.current.setRowSelectionModel([3]));
      expect(apiRef.current.getSelectedRows().size).toBe(1);
      expect(onCheckbox).toHaveBeenCalledTimes(1);
      stop();
      act(() => apiRef.current.setRowSelectionModel([]));
    },
  );

  claim('The select-all checkbox in the header is clicked, or Space is pressed on it', () => {
    const onCheckbox = vi.fn();
    const stop = apiRef.current.subscribeEvent('headerSelectionCheckboxChange', onCheckbox);
    const selectAll = header('__check__').querySelector('input')!;
    fireEvent.click(selectAll);
    fireEvent.keyDown(selectAll, { key: ' ' });
    expect(onCheckbox.mock.calls.map(([params]) => params)).toEqual([{ value: true }, { value: false }]);
    stop();
    act(() => apiRef.current.setRowSelectionModel([]));
  });

  claim('Never: no grid publishes it in 7.21.0.', () => {
    const names = ['cellModeChange', 'cellEditStart', 'cellEditStop', 'cellModesModelChange'];
    const seen = [
      ...published(names, () => fireEvent.doubleClick(cell(2, 'name'))),
      ...published(names, () => fireEvent.keyDown(cell(2, 'name').querySelector('input')!, { key: 'Escape' })),
    ];
    expect(seen).toEqual(expect.arrayContaining(['cellEditStart', 'cellEditStop', 'cellModesModelChange']));
    expect(seen).not.toContain('cellModeChange');
    // Nothing in the installed packages publishes it either (their `node` and `modern` builds are copies).
    const publishers = ['x-data-grid', 'x-data-grid-pro', 'x-data-grid-premium'].flatMap((name) => {
      const root = path.resolve('node_modules/@mui', name);
      return readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.js') && !/^(node|modern)\//.test(file))
        .map((file) => readFileSync(path.join(root, file), 'utf8'))
        .filter((source) => source.includes("'cellModeChange'"));
    });
    expect(publishers.length).toBeGreaterThan(0);
    expect(publishers.filter((source) => /publish(Event)?\(\s*'cellModeChange'/.test(source))).toEqual([]);
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

  claim('The user starts or stops editing a cell; not for `startCellEditMode`', () => {
    const opened = published(['cellEditStart', 'cellModesModelChange'], () => fireEvent.doubleClick(cell(1, 'name')));
    expect(opened.sort()).toEqual(['cellEditStart', 'cellModesModelChange']);
    const closed = published(['cellEditStop', 'cellModesModelChange'], () =>
      fireEvent.keyDown(cell(1, 'name').querySelector('input')!, { key: 'Escape' }),
    );
    expect(closed).toEqual(expect.arrayContaining(['cellEditStop', 'cellModesModelChange']));
    const byApi = [
      ...published(['cellEditStart', 'cellEditStop', 'cellModesModelChange'], () =>
        apiRef.current.startCellEditMode({ id: 1, field: 'name' }),
      ),
      ...published(['cellEditStart', 'cellEditStop', 'cellModesModelChange'], () =>
        apiRef.current.stopCellEditMode({ id: 1, field: 'name', ignoreModifications: true }),
      ),
    ];
    expect(new Set(byApi)).toEqual(new Set(['cellModesModelChange']));
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

  claim('`wheel` or `touchmove` on the scrolling area of the rows', () => {
    const scroller = grid.querySelector('.MuiDataGrid-virtualScroller')!;
    expect(
      published(['virtualScrollerWheel', 'virtualScrollerTouchMove'], () => {
        fireEvent.wheel(scroller);
        fireEvent.touchMove(scroller);
      }),
    ).toEqual(['virtualScrollerWheel', 'virtualScrollerTouchMove']);
  });

  claim('The grid unmounts', () => {
    const onUnmount = vi.fn();
    apiRef.current.subscribeEvent('unmount', onUnmount);
    unmount();
    expect(onUnmount).toHaveBeenCalledTimes(1);
  });
});

claim('Published when', () => {
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

claim('The user starts or stops editing a row; not for `startRowEditMode`', () => {
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
  seen.length = 0;
  act(() => apiRef.current.startRowEditMode({ id: 1 }));
  act(() => apiRef.current.stopRowEditMode({ id: 1, ignoreModifications: true }));
  expect(new Set(seen)).toEqual(new Set(['rowModesModelChange']));
  view.unmount();
});

/** A controlled grid: a double-click asks for a new modes model; applying it is what the grid publishes. */
function modesModelCalls(kind: 'cell' | 'row') {
  const apiRef = newGridApiRef();
  const onChange = vi.fn();
  const published: unknown[] = [];
  const props = (model: object) =>
    kind === 'cell'
      ? { cellModesModel: model as GridCellModesModel, onCellModesModelChange: onChange }
      : { editMode: 'row' as const, rowModesModel: model as GridRowModesModel, onRowModesModelChange: onChange };
  const grid = (model: object) => (
    <DataGrid apiRef={apiRef} rows={rows} columns={columns.slice(0, 2)} {...props(model)} />
  );
  const view = render(grid({}));
  apiRef.current.subscribeEvent(kind === 'cell' ? 'cellModesModelChange' : 'rowModesModelChange', (model) => {
    published.push(model);
  });
  fireEvent.doubleClick(view.container.querySelector('[data-id="1"] [data-field="name"]')!);
  const asked = { calls: onChange.mock.calls.length, published: published.length };
  const requested = onChange.mock.calls[0]![0] as object;
  onChange.mockClear();
  view.rerender(grid(requested));
  const applied = { calls: onChange.mock.calls.length, published: published.length };
  view.unmount();
  return { asked, applied };
}

claim(
  'The event: the cell modes model the grid holds changes, a new `cellModesModel` prop included. The prop: the grid asks for a new model (in a controlled grid, before you apply it)',
  () => {
    expect(modesModelCalls('cell')).toEqual({ asked: { calls: 1, published: 0 }, applied: { calls: 0, published: 1 } });
  },
);

claim(
  'The event: the row modes model the grid holds changes, a new `rowModesModel` prop included. The prop: the grid asks for a new model (in a controlled grid, before you apply it)',
  () => {
    expect(modesModelCalls('row')).toEqual({ asked: { calls: 1, published: 0 }, applied: { calls: 0, published: 1 } });
  },
);

describe('Pro and Premium events', () => {
  const apiRef = { current: null } as unknown as ReturnType<typeof useGridApiRef>;
  const calls: Record<string, unknown[]> = {};
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls[name] = args;
    };
  beforeAll(() => {
    withoutLicenceMessage(() =>
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
      ),
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

describe('column group headers', () => {
  const apiRef = newGridApiRef();
  let groupHeader: HTMLElement;
  let unmount: () => void;
  beforeAll(() => {
    const view = render(
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns.slice(0, 2)}
        columnGroupingModel={[{ groupId: 'person', children: [{ field: 'name' }, { field: 'age' }] }]}
      />,
    );
    groupHeader = view.container.querySelector('.MuiDataGrid-columnHeader--filledGroup')!;
    unmount = view.unmount;
  });
  afterAll(() => unmount());

  claim('A key is pressed in a column group header (the header rows that `columnGroupingModel` adds)', () => {
    const onKeyDown = vi.fn();
    const stop = apiRef.current.subscribeEvent('columnGroupHeaderKeyDown', onKeyDown);
    fireEvent.keyDown(groupHeader, { key: 'Shift' });
    stop();
    expect(onKeyDown.mock.calls.map(([params]) => params.groupId)).toEqual(['person']);
  });

  claim('A column group header gains or loses focus', () => {
    const names = ['columnGroupHeaderFocus', 'columnGroupHeaderBlur'];
    // The grid focuses the header again once it has recorded the focus, so the focus event may come twice.
    expect(publishedBy(apiRef, names, () => fireEvent.focus(groupHeader))).toContain('columnGroupHeaderFocus');
    expect(publishedBy(apiRef, names, () => fireEvent.blur(groupHeader))).toEqual(['columnGroupHeaderBlur']);
  });
});

describe('sizes', () => {
  // jsdom has no layout: the grid reads its size from the computed style of its main area, so report one.
  const size = { width: 400, height: 300 };
  const apiRef = newGridApiRef();
  const onResize = vi.fn();
  let unmount: () => void;
  beforeAll(() => {
    const computedStyle = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      const style = computedStyle(element, pseudo);
      if (!element.classList.contains('MuiDataGrid-main')) return style;
      const fake: Record<string, string> = { width: `${size.width}px`, height: `${size.height}px` };
      return new Proxy(style, { get: (target, key) => (key in fake ? fake[key as string] : Reflect.get(target, key)) });
    });
    unmount = render(
      <DataGrid apiRef={apiRef} rows={rows} columns={columns.slice(0, 2)} onResize={onResize} />,
    ).unmount;
  });
  afterAll(() => {
    unmount();
    vi.mocked(window.getComputedStyle).mockRestore();
  });
  /** The params of each event of these names that the action publishes, the throttle's wait included. */
  async function publishedParams(names: string[], action: () => void) {
    const seen: [string, unknown][] = [];
    const stops = names.map((name) =>
      apiRef.current.subscribeEvent(name as GridEvents, (params) => {
        seen.push([name, params]);
      }),
    );
    act(action);
    await wait(100);
    stops.forEach((stop) => stop());
    return seen;
  }

  claim('also on the first render', () => {
    expect(onResize.mock.calls[0]![0]).toEqual({ width: 400, height: 300 });
  });

  claim('After `resize`, at most once per `resizeThrottleMs` (60 ms by default), with the latest size', async () => {
    onResize.mockClear();
    const seen = await publishedParams(['resize', 'debouncedResize'], () => {
      size.width = 500;
      apiRef.current.resize();
      expect(onResize).not.toHaveBeenCalled();
      size.width = 600;
      apiRef.current.resize();
    });
    expect(seen).toEqual([
      ['resize', { width: 500, height: 300 }],
      ['resize', { width: 600, height: 300 }],
      ['debouncedResize', { width: 600, height: 300 }],
    ]);
    expect(onResize.mock.calls.map(([params]) => params)).toEqual([{ width: 600, height: 300 }]);
  });

  claim('with an unchanged size when the grid recomputes its layout (rows added, density changed)', async () => {
    onResize.mockClear();
    const added = await publishedParams(['resize'], () => apiRef.current.updateRows([{ id: 4, name: 'Dan', age: 60 }]));
    const compact = await publishedParams(['resize'], () => apiRef.current.setDensity('compact'));
    expect([...added, ...compact]).toEqual([]);
    expect(onResize.mock.calls.length).toBeGreaterThanOrEqual(2);
    for (const [params] of onResize.mock.calls) expect(params).toEqual({ width: 600, height: 300 });
    act(() => apiRef.current.setDensity('standard'));
  });

  claim("The size left for the rows changes: the grid's size minus the headers", async () => {
    const seen = await publishedParams(['viewportInnerSizeChange'], () => {
      size.height = 400;
      apiRef.current.resize();
    });
    const { headersTotalHeight } = apiRef.current.state.dimensions;
    expect(seen).toEqual([['viewportInnerSizeChange', { width: 600, height: 400 - headersTotalHeight }]]);
  });

  claim('The size of the scrollable content changes, for example when rows are added', async () => {
    const seen = await publishedParams(['virtualScrollerContentSizeChange'], () =>
      apiRef.current.updateRows([{ id: 5, name: 'Eve', age: 70 }]),
    );
    expect(seen.length).toBeGreaterThan(0);
  });
});

describe('dragging, reordering and header filters in DataGridPro', () => {
  const apiRef = newGridApiRef<GridApiPro>();
  const onRowOrderChange = vi.fn();
  const onColumnOrderChange = vi.fn();
  let grid: HTMLElement;
  let unmount: () => void;
  beforeAll(() => {
    const view = withoutLicenceMessage(() =>
      render(
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={[...columns.slice(0, 2), { field: 'fixed', disableReorder: true }]}
          rowReordering
          headerFilters
          onRowOrderChange={onRowOrderChange}
          onColumnOrderChange={onColumnOrderChange}
        />,
      ),
    );
    grid = view.container;
    unmount = view.unmount;
  });
  afterAll(() => unmount());
  const published = (names: string[], action: () => void) => publishedBy(apiRef, names, action);
  const handle = (id: number) => grid.querySelector(`[data-id="${id}"] .MuiDataGrid-rowReorderCell`)!;
  const cell = (id: number, field: string) => grid.querySelector(`[data-id="${id}"] [data-field="${field}"]`)!;
  const draggableHeader = (field: string) =>
    grid.querySelector(`[role="columnheader"][data-field="${field}"] .MuiDataGrid-columnHeaderDraggableContainer`)!;
  const headerFilter = (field: string) =>
    grid.querySelector(`.MuiDataGrid-headerFilterRow [data-field="${field}"]`) as HTMLElement;
  const rowDrag = ['rowDragStart', 'rowDragOver', 'rowDragEnd'];
  const headerDrag = ['columnHeaderDragStart', 'columnHeaderDragEnter', 'columnHeaderDragOver', 'columnHeaderDragEnd'];

  claim('Pro, with `rowReordering`: the user starts or stops dragging a row by its handle', () => {
    expect(
      published(rowDrag, () => {
        fireEvent.dragStart(handle(1), { dataTransfer: { effectAllowed: '' } });
        fireEvent.dragOver(handle(2), { clientX: 10, clientY: 60 });
        fireEvent.dragEnd(handle(1), { dataTransfer: { dropEffect: 'move' } });
      }),
    ).toEqual(['rowDragStart', 'rowDragOver', 'rowDragEnd']);
  });

  claim("Pro: something is dragged over the handle of a row; not over the row's other cells", () => {
    act(() => {
      fireEvent.dragStart(handle(1), { dataTransfer: { effectAllowed: '' } });
    });
    expect(published(['rowDragOver'], () => fireEvent.dragOver(cell(3, 'name'), { clientX: 10, clientY: 90 }))).toEqual(
      [],
    );
    expect(published(['rowDragOver'], () => fireEvent.dragOver(handle(3), { clientX: 10, clientY: 95 }))).toEqual([
      'rowDragOver',
    ]);
    act(() => {
      fireEvent.dragEnd(handle(1), { dataTransfer: { dropEffect: 'move' } });
    });
  });

  claim('Pro: the user drops a dragged row on the grid, even at its old position', () => {
    const id = apiRef.current.getRowIdFromRowIndex(0) as number;
    onRowOrderChange.mockClear();
    act(() => {
      fireEvent.dragStart(handle(id), { dataTransfer: { effectAllowed: '' } });
      fireEvent.dragEnd(handle(id), { dataTransfer: { dropEffect: 'move' } });
    });
    const [params] = onRowOrderChange.mock.calls[0]!;
    expect([params.row.id, params.oldIndex, params.targetIndex]).toEqual([id, 0, 0]);
    // Dropped outside the grid, where the browser reports no drop effect: no event.
    act(() => {
      fireEvent.dragStart(handle(id), { dataTransfer: { effectAllowed: '' } });
      fireEvent.dragEnd(handle(id), { dataTransfer: { dropEffect: 'none' } });
    });
    expect(onRowOrderChange).toHaveBeenCalledTimes(1);
  });

  claim(
    'While the rows are sorted or a cell is being edited, the handle cannot be dragged and neither event fires',
    () => {
      const dragRow = () => {
        expect(handle(1).getAttribute('draggable')).toBe('false');
        fireEvent.dragStart(handle(1), { dataTransfer: { effectAllowed: '' } });
        fireEvent.dragOver(handle(2), { clientX: 10, clientY: 60 });
        fireEvent.dragEnd(handle(1), { dataTransfer: { dropEffect: 'move' } });
      };
      act(() => apiRef.current.setSortModel([{ field: 'age', sort: 'desc' }]));
      expect(published(rowDrag, dragRow)).toEqual([]);
      act(() => apiRef.current.setSortModel([]));
      act(() => apiRef.current.startCellEditMode({ id: 2, field: 'name' }));
      expect(published(rowDrag, dragRow)).toEqual([]);
      act(() => apiRef.current.stopCellEditMode({ id: 2, field: 'name', ignoreModifications: true }));
      expect(handle(1).getAttribute('draggable')).toBe('true');
    },
  );

  claim('Pro: the user starts or stops dragging a column header', () => {
    expect(
      published(headerDrag, () => {
        fireEvent.dragStart(draggableHeader('name'), { dataTransfer: { effectAllowed: '' } });
        fireEvent.dragEnd(draggableHeader('name'), { dataTransfer: { dropEffect: 'none' } });
      }),
    ).toEqual(['columnHeaderDragStart', 'columnHeaderDragEnd']);
  });

  claim('Not published by `DataGrid`, nor for a column with `disableReorder`', () => {
    const dragHeader = (root: Element, field: string) => () => {
      const container = root.querySelector(
        `[role="columnheader"][data-field="${field}"] .MuiDataGrid-columnHeaderDraggableContainer`,
      )!;
      fireEvent.dragStart(container, { dataTransfer: { effectAllowed: '' } });
      fireEvent.dragEnd(container, { dataTransfer: { dropEffect: 'move' } });
    };
    expect(published(headerDrag, dragHeader(grid, 'fixed'))).toEqual([]);
    const communityApiRef = newGridApiRef();
    const community = render(<DataGrid apiRef={communityApiRef} rows={rows} columns={columns.slice(0, 2)} />);
    expect(publishedBy(communityApiRef, headerDrag, dragHeader(community.container, 'name'))).toEqual([]);
    community.unmount();
  });

  claim('Pro: something dragged enters or moves over a column header that can be dragged itself', () => {
    expect(
      published(headerDrag, () => {
        fireEvent.dragStart(draggableHeader('name'), { dataTransfer: { effectAllowed: '' } });
        fireEvent.dragEnter(draggableHeader('fixed'));
        fireEvent.dragOver(draggableHeader('fixed'), { clientX: 250, clientY: 10 });
        fireEvent.dragEnter(draggableHeader('age'));
        fireEvent.dragOver(draggableHeader('age'), { clientX: 150, clientY: 10 });
        fireEvent.dragEnd(draggableHeader('name'), { dataTransfer: { dropEffect: 'none' } });
      }),
    ).toEqual(['columnHeaderDragStart', 'columnHeaderDragEnter', 'columnHeaderDragOver', 'columnHeaderDragEnd']);
  });

  claim(
    'Pro: something dragged enters or moves over a cell of a column that can be reordered; `DataGrid` never publishes them',
    () => {
      const names = ['cellDragEnter', 'cellDragOver'];
      const dragOverCell = (target: Element) => () => {
        fireEvent.dragEnter(target);
        fireEvent.dragOver(target, { clientX: 150, clientY: 70 });
      };
      expect(published(names, dragOverCell(cell(1, 'age')))).toEqual(['cellDragEnter', 'cellDragOver']);
      const communityApiRef = newGridApiRef();
      const community = render(<DataGrid apiRef={communityApiRef} rows={rows} columns={columns.slice(0, 2)} />);
      const communityCell = community.container.querySelector('[data-id="1"] [data-field="age"]')!;
      expect(publishedBy(communityApiRef, names, dragOverCell(communityCell))).toEqual([]);
      community.unmount();
    },
  );

  claim(
    'Pro: a column moves to another index, during a header drag or through `apiRef.current.setColumnIndex`; not when the index stays the same',
    () => {
      const names = ['columnIndexChange', 'columnOrderChange'];
      expect(
        published(names, () => {
          fireEvent.dragStart(draggableHeader('name'), { dataTransfer: { effectAllowed: '' } });
          fireEvent.dragOver(draggableHeader('age'), { clientX: 300, clientY: 10 });
        }),
      ).toEqual(['columnIndexChange']);
      expect(
        published(names, () => fireEvent.dragEnd(draggableHeader('name'), { dataTransfer: { dropEffect: 'move' } })),
      ).toEqual(['columnOrderChange']);
      const index = apiRef.current.getColumnIndex('name', false);
      expect(published(names, () => apiRef.current.setColumnIndex('name', index))).toEqual([]);
      expect(published(names, () => apiRef.current.setColumnIndex('name', index - 1))).toEqual(['columnIndexChange']);
    },
  );

  claim('The user drops a dragged column, even at its old position', () => {
    onColumnOrderChange.mockClear();
    act(() => {
      fireEvent.dragStart(draggableHeader('age'), { dataTransfer: { effectAllowed: '' } });
      fireEvent.dragEnd(draggableHeader('age'), { dataTransfer: { dropEffect: 'move' } });
    });
    const [params] = onColumnOrderChange.mock.calls[0]!;
    expect([params.column.field, params.oldIndex === params.targetIndex]).toEqual(['age', true]);
  });

  claim('Pro, with `headerFilters`: a header filter cell is clicked', () => {
    expect(published(['headerFilterClick'], () => fireEvent.click(headerFilter('name')))).toEqual([
      'headerFilterClick',
    ]);
  });

  claim('Pro: a mouse button is pressed in a header filter cell', () => {
    expect(published(['headerFilterMouseDown'], () => fireEvent.mouseDown(headerFilter('age')))).toEqual([
      'headerFilterMouseDown',
    ]);
  });

  claim('Pro: a key is pressed in a header filter cell or its input', () => {
    expect(
      published(['headerFilterKeyDown'], () => {
        fireEvent.keyDown(headerFilter('name'), { key: 'Shift' });
        fireEvent.keyDown(headerFilter('name').querySelector('input')!, { key: 'Shift' });
      }),
    ).toEqual(['headerFilterKeyDown', 'headerFilterKeyDown']);
  });

  claim('Pro: the focus leaves a header filter cell or its input', () => {
    const onBlur = vi.fn();
    const stop = apiRef.current.subscribeEvent('headerFilterBlur', onBlur);
    fireEvent.blur(headerFilter('name').querySelector('input')!);
    stop();
    expect(onBlur.mock.calls.map(([params]) => params.field)).toEqual(['name']);
  });
});

describe('the catalog', () => {
  const declared = declaredGridEvents();
  /** The catalog's rows: the events of each row, its props, and what the row says. */
  const catalog = (file: string, heading: string) =>
    sectionTableRows(readFileSync(path.join(__dirname, file), 'utf8'), heading).map(([events, props, says]) => ({
      events: events!.code,
      props: props!.code,
      says: says!.text,
    }));
  const english = catalog('index.md', 'Catalog of events');
  const chinese = catalog('index.zh.md', '事件目录');
  const listed = english.flatMap((row) => row.events);
  // The grids are memos: their prop types sit on the inner component.
  const propNames = (grid: unknown) => Object.keys((grid as { type: { propTypes: object } }).type.propTypes);
  const propsOf: Record<GridPlan, string[]> = {
    community: propNames(DataGrid),
    pro: propNames(DataGridPro),
    premium: propNames(DataGridPremium),
  };
  const rank = (plan: GridPlan) => GRID_PLANS.indexOf(plan);
  /** The plan a row states ("Pro: …", "Premium, with …"), or community when it states none. */
  const statedPlan = (says: string): GridPlan =>
    /^Premium\b/.test(says) ? 'premium' : /^Pro\b/.test(says) ? 'pro' : 'community';

  claim('These tables are the full list of events for version 7.21.0', () => {
    expect([...declared.keys()].filter((event) => !listed.includes(event))).toEqual([]);
    expect(listed.filter((event) => !declared.has(event))).toEqual([]);
    expect(listed.filter((event, index) => listed.indexOf(event) !== index)).toEqual([]);
    // A row's props belong to the grid of its plan: the plan it states, or the one of the package declaring its events.
    const misplacedProps = english.flatMap(({ events, props, says }) => {
      const plan = [statedPlan(says), ...events.map((event) => declared.get(event)!)].reduce((a, b) =>
        rank(a) > rank(b) ? a : b,
      );
      return props.filter((prop) => !propsOf[plan].includes(prop)).map((prop) => `${events.join(' / ')}: ${prop}`);
    });
    expect(misplacedProps).toEqual([]);
    // Events that only the Pro or Premium package declares say so.
    const unmarked = english.flatMap(({ events, says }) =>
      events.filter((event) => rank(statedPlan(says)) < rank(declared.get(event)!)),
    );
    expect(unmarked).toEqual([]);
    // The Chinese twin lists the same events and props, row for row.
    expect(chinese.map(({ events, props }) => ({ events, props }))).toEqual(
      english.map(({ events, props }) => ({ events, props })),
    );
  });
});
