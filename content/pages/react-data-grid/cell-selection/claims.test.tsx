import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { act, fireEvent, render } from '@testing-library/react';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import { gridCell } from '@/claims/gridCell';
import CellRangeBorderGrid from './demos/CellRangeBorderGrid';

/** The premium API type; 7.21.0 does not export `GridApiPremium` from the package root. */
type GridApiPremium = ReturnType<typeof useGridApiRef>['current'];

const rows = [1, 2, 3, 4].map((id) => ({ id, a: id, b: id * 10, c: id * 100 }));
const columns = [
  { field: 'a', type: 'number' as const },
  { field: 'b', type: 'number' as const },
  { field: 'c', type: 'number' as const },
];

describe('cellSelection', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPremium>;
  const onCellSelectionModelChange = vi.fn();
  const onEvent = vi.fn();
  const writeText = vi.fn(() => Promise.resolve());
  let grid: Element;
  beforeAll(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    grid = render(
      <DataGridPremium
        apiRef={apiRef}
        autoHeight
        cellSelection
        checkboxSelection
        disableRowSelectionOnClick
        rows={rows}
        columns={columns}
        onCellSelectionModelChange={onCellSelectionModelChange}
      />,
    ).container;
    apiRef.current.subscribeEvent('cellSelectionChange', onEvent);
  });
  const cell = (id: number, field: string) => gridCell(grid, id, field);
  const selected = () =>
    apiRef.current.getSelectedCellsAsArray().map(({ id, field }: { id: unknown; field: string }) => `${id}${field}`);
  const click = (id: number, field: string, init: MouseEventInit = {}) =>
    act(() => {
      fireEvent.mouseDown(cell(id, field), init);
      fireEvent.mouseUp(cell(id, field), init);
      fireEvent.click(cell(id, field), init);
    });

  claim('Extends the rectangle one cell at a time', () => {
    click(1, 'a');
    act(() => {
      fireEvent.focus(cell(1, 'a'));
    });
    act(() => {
      fireEvent.keyDown(cell(1, 'a'), { key: 'ArrowDown', shiftKey: true });
    });
    expect(selected()).toEqual(['1a', '2a']);
    act(() => {
      // The keyboard focus stays on the first cell; the grid tracks the range's other end itself.
      fireEvent.keyDown(cell(1, 'a'), { key: 'ArrowRight', shiftKey: true });
    });
    expect(selected()).toEqual(['1a', '1b', '2a', '2b']);
  });

  claim('Selects only that cell', () => {
    click(1, 'a');
    click(2, 'b');
    expect(selected()).toEqual(['2b']);
  });

  claim('Shift + click', () => {
    click(1, 'a');
    click(2, 'b', { shiftKey: true });
    expect(selected()).toEqual(['1a', '1b', '2a', '2b']);
  });

  claim('Ctrl + click (Cmd + click on macOS)', () => {
    click(1, 'a');
    click(3, 'c', { ctrlKey: true });
    expect(selected()).toEqual(['1a', '3c']);
    click(1, 'a', { ctrlKey: true });
    expect(selected()).toEqual(['3c']);
  });

  claim('Press and drag the mouse', () => {
    act(() => {
      fireEvent.mouseDown(cell(1, 'b'));
      fireEvent.mouseOver(cell(3, 'c'));
      fireEvent.mouseUp(cell(3, 'c'));
    });
    expect(selected()).toEqual(['1b', '1c', '2b', '2c', '3b', '3c']);
  });

  claim('Adds another rectangle to the selection', () => {
    act(() => {
      fireEvent.mouseDown(cell(4, 'a'), { ctrlKey: true });
      fireEvent.mouseOver(cell(4, 'b'), { ctrlKey: true });
      fireEvent.mouseUp(cell(4, 'b'), { ctrlKey: true });
    });
    expect(selected()).toEqual(['1b', '1c', '2b', '2c', '3b', '3c', '4a', '4b']);
  });

  untestable(
    'the grid scrolls when the pointer reaches an edge',
    'Needs layout and pointer positions, which jsdom has not.',
  );

  claim('Click a cell', () => {
    // A plain click replaces a selection of several ranges with the clicked cell.
    click(2, 'c');
    expect(selected()).toEqual(['2c']);
  });

  claim('rows can still be selected with `checkboxSelection`', () => {
    act(() => apiRef.current.setRowSelectionModel([]));
    act(() => {
      fireEvent.click(cell(2, '__check__').querySelector('input')!);
    });
    expect(apiRef.current.getSelectedRows().has(2)).toBe(true);
  });

  claim('Cells set to `false`, and rows or fields that are missing, are not selected.', () => {
    act(() => apiRef.current.setCellSelectionModel({ 1: { a: true, b: false }, 2: { c: true } }));
    expect(selected()).toEqual(['1a', '2c']);
    expect([apiRef.current.isCellSelected(1, 'b'), apiRef.current.isCellSelected(3, 'a')]).toEqual([false, false]);
    expect(apiRef.current.getCellSelectionModel()).toEqual({ 1: { a: true, b: false }, 2: { c: true } });
  });

  claim('With `keepOtherSelected`, the previous selection is kept', () => {
    act(() => apiRef.current.selectCellRange({ id: 3, field: 'a' }, { id: 3, field: 'b' }));
    expect(selected()).toEqual(['3a', '3b']);
    act(() => apiRef.current.selectCellRange({ id: 4, field: 'c' }, { id: 4, field: 'c' }, true));
    expect(selected()).toEqual(['3a', '3b', '4c']);
  });

  claim('The rectangle of `selectCellRange` follows what is on screen', () => {
    act(() => {
      apiRef.current.setSortModel([{ field: 'a', sort: 'desc' }]);
      apiRef.current.setColumnIndex('c', 1);
    });
    // Sorted 4, 3, 2, 1 and columns a, c, b: the rectangle from (4, a) to (3, c) holds rows 4, 3 and columns a, c.
    act(() => apiRef.current.selectCellRange({ id: 4, field: 'a' }, { id: 3, field: 'c' }));
    expect(selected().sort()).toEqual(['3a', '3c', '4a', '4c']);
    act(() => {
      apiRef.current.setSortModel([]);
      apiRef.current.setColumnIndex('c', apiRef.current.getAllColumns().length - 1);
    });
  });

  claim('The `cellSelectionChange` event is published whenever the selection changes', () => {
    onEvent.mockClear();
    onCellSelectionModelChange.mockClear();
    click(4, 'c');
    expect(onEvent).toHaveBeenCalled();
    expect(onCellSelectionModelChange).toHaveBeenLastCalledWith({ 4: { c: true } }, expect.anything());
  });

  claim('one line per row and a tab between cells', () => {
    act(() => apiRef.current.setRowSelectionModel([]));
    act(() => apiRef.current.selectCellRange({ id: 1, field: 'a' }, { id: 2, field: 'b' }));
    act(() => {
      fireEvent.keyDown(cell(1, 'a'), { key: 'c', keyCode: 67, ctrlKey: true });
    });
    expect(writeText).toHaveBeenLastCalledWith('1\t10\r\n2\t20');
  });

  claim('Selected cells get the `Mui-selected` class.', () => {
    act(() => apiRef.current.selectCellRange({ id: 1, field: 'a' }, { id: 2, field: 'b' }));
    const classes = (id: number, field: string) =>
      [...cell(id, field).classList].filter((name) => /Mui-selected|range/.test(name)).sort();
    expect(classes(1, 'a')).toEqual(['Mui-selected', 'MuiDataGrid-cell--rangeLeft', 'MuiDataGrid-cell--rangeTop']);
    expect(classes(2, 'b')).toEqual(['Mui-selected', 'MuiDataGrid-cell--rangeBottom', 'MuiDataGrid-cell--rangeRight']);
    expect(classes(3, 'a')).toEqual([]);
  });
});

describe('CellRangeBorderGrid demo', () => {
  let demo: Element;
  let cache: ReturnType<typeof createCache>;
  beforeAll(() => {
    // A style cache of this file's own: workers are shared between files, and MUI's default cache may still write
    // into an earlier file's document, where getComputedStyle cannot see the styles.
    cache = createCache({ key: 'range', container: document.head });
    demo = render(
      <CacheProvider value={cache}>
        <CellRangeBorderGrid />
      </CacheProvider>,
    ).container;
  });

  claim('It opens with a two-by-two range selected', () => {
    expect(demo.querySelectorAll('[role="gridcell"].Mui-selected')).toHaveLength(4);
    expect(demo.querySelectorAll('.MuiDataGrid-cell--rangeTop')).toHaveLength(2);
  });

  claim('The demo draws the four edges in the primary colour', () => {
    const corner = getComputedStyle(demo.querySelector('.MuiDataGrid-cell--rangeTop.MuiDataGrid-cell--rangeLeft')!);
    expect([corner.borderTopColor, corner.borderLeftColor, corner.borderTopWidth]).toEqual([
      'rgb(25, 118, 210)',
      'rgb(25, 118, 210)',
      '2px',
    ]);
    expect(corner.backgroundColor).toBe('rgba(0, 0, 0, 0)');
    // Without the demo's styles, a selected cell has a background.
    const plain = render(
      <CacheProvider value={cache}>
        <DataGridPremium
          autoHeight
          cellSelection
          rows={rows}
          columns={columns}
          initialState={{ cellSelection: { 1: { a: true } } }}
        />
      </CacheProvider>,
    ).container;
    expect(getComputedStyle(plain.querySelector('[role="gridcell"].Mui-selected')!).backgroundColor).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
  });
});

describe('the tables, cell by cell', () => {
  const renderGrid = (props: object = {}) => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPremium>;
    const view = render(
      <DataGridPremium
        apiRef={apiRef}
        autoHeight
        cellSelection
        disableRowSelectionOnClick
        rows={rows}
        columns={columns}
        {...props}
      />,
    );
    return { apiRef, container: view.container, unmount: view.unmount };
  };
  const ids = (apiRef: React.MutableRefObject<GridApiPremium>) =>
    apiRef.current.getSelectedCellsAsArray().map(({ id, field }: { id: unknown; field: string }) => `${id}${field}`);

  claim('Selects the rectangle between the focused cell and the clicked cell', () => {
    const { apiRef, container, unmount } = renderGrid();
    const cell = (id: number, field: string) => gridCell(container, id, field);
    act(() => {
      fireEvent.mouseDown(cell(1, 'a'));
      fireEvent.mouseUp(cell(1, 'a'));
      fireEvent.click(cell(1, 'a'));
      fireEvent.focus(cell(1, 'a'));
    });
    // Arrow Down without Shift moves the focus to 2a (and empties the selection).
    act(() => {
      fireEvent.keyDown(cell(1, 'a'), { key: 'ArrowDown' });
    });
    expect([ids(apiRef), apiRef.current.state.focus.cell]).toEqual([[], { id: 2, field: 'a' }]);
    act(() => {
      fireEvent.mouseDown(cell(3, 'b'), { shiftKey: true });
      fireEvent.mouseUp(cell(3, 'b'), { shiftKey: true });
      fireEvent.click(cell(3, 'b'), { shiftKey: true });
    });
    // The rectangle starts at the focused 2a, not at 1a, the cell clicked last.
    expect(ids(apiRef)).toEqual(['2a', '2b', '3a', '3b']);
    unmount();
  });

  claim(
    'Returns the selected cells as an array of `{ id, field }`, in the order of the rows on screen; cells of rows that are filtered out or on another page are left out',
    () => {
      const { apiRef, unmount } = renderGrid({
        pagination: true,
        pageSizeOptions: [2],
        initialState: { pagination: { paginationModel: { pageSize: 2 } } },
      });
      act(() =>
        apiRef.current.setCellSelectionModel({ 1: { a: true }, 2: { b: true }, 3: { c: true }, 4: { a: true } }),
      );
      // Sorted 4, 3, 2, 1 and two rows a page: page one holds 4 and 3.
      act(() => apiRef.current.setSortModel([{ field: 'a', sort: 'desc' }]));
      expect(ids(apiRef)).toEqual(['4a', '3c']);
      act(() => apiRef.current.setPage(1));
      expect(ids(apiRef)).toEqual(['2b', '1a']);
      act(() => apiRef.current.setFilterModel({ items: [{ field: 'a', operator: '!=', value: 2 }] }));
      expect(ids(apiRef)).toEqual(['1a']);
      // The model itself still holds every cell.
      expect(Object.keys(apiRef.current.getCellSelectionModel())).toEqual(['1', '2', '3', '4']);
      unmount();
    },
  );
});
