import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  DATA_GRID_PROPS_DEFAULT_VALUES,
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
  gridPaginationModelSelector,
  type GridApi,
  type GridColDef,
} from '@mui/x-data-grid';
import { DataGridPro, type GridApiPro } from '@mui/x-data-grid-pro';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import StableProps from './demos/StableProps';

// jsdom has no ResizeObserver, and the grid picks its own stand-in when it loads: record what it observes, installed
// before the grid's modules are imported.
const resized = await vi.hoisted(async () => (await import('@/claims/recordResizeObserved')).recordResizeObserved());

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const makeRows = (count: number) => Array.from({ length: count }, (_, id) => ({ id, price: count - id }));

describe('prop references', () => {
  const renderCell = vi.fn(({ value }: { id: number; value?: number }) => String(value));
  const getRowClassName = vi.fn((params: { id: number }) => (params.id < 0 ? 'never' : ''));
  const cellClassName = vi.fn((params: { id: number }) => (params.id < 0 ? 'never' : ''));
  const valueGetter = vi.fn((value: number) => value);
  const sortComparator = vi.fn((a: number, b: number) => a - b);
  const columns: GridColDef[] = [
    {
      field: 'price',
      type: 'number',
      renderCell: renderCell as GridColDef['renderCell'],
      cellClassName: cellClassName as GridColDef['cellClassName'],
      valueGetter,
      sortComparator,
      width: 100,
    },
  ];
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const rows = makeRows(5);
  const sortModel = [{ field: 'price', sort: 'asc' as const }];
  function Parent({
    note,
    cols = columns,
    gridRows = rows,
  }: {
    note: string;
    cols?: GridColDef[];
    gridRows?: typeof rows;
  }) {
    return (
      <div style={{ height: 300 }} data-note={note}>
        <DataGrid
          apiRef={apiRef}
          rows={gridRows}
          columns={cols}
          getRowClassName={getRowClassName as (params: object) => string}
          sortModel={sortModel}
          disableVirtualization
        />
      </div>
    );
  }
  const rerender = (ui: React.ReactElement) => view.rerender(ui);
  // Each of the five rows was called for at least once since the spy was cleared.
  const everyRow = (spy: { mock: { calls: [{ id: number }][] } }) =>
    new Set(spy.mock.calls.map(([params]) => params.id)).size === 5;
  let view: ReturnType<typeof render>;

  claim(
    'are memoised components: when their parent re-renders with props that are the same objects as before, they skip rendering entirely',
    () => {
      view = render(<Parent note="a" />);
      renderCell.mockClear();
      getRowClassName.mockClear();
      cellClassName.mockClear();
      valueGetter.mockClear();
      rerender(<Parent note="b" />);
      expect([renderCell.mock.calls.length, getRowClassName.mock.calls.length, valueGetter.mock.calls.length]).toEqual([
        0, 0, 0,
      ]);
    },
  );

  claim('and only recomputes sorting, filtering and grouping when their inputs change', () => {
    sortComparator.mockClear();
    act(() => apiRef.current.setColumnWidth('price', 120));
    act(() => apiRef.current.setColumnWidth('price', 100));
    expect(sortComparator).not.toHaveBeenCalled();
    act(() => apiRef.current.updateRows([{ id: 0, price: 9 }]));
    expect(sortComparator).toHaveBeenCalled();
  });

  claim('A prop that is recreated on every render defeats this', () => {
    renderCell.mockClear();
    view.rerender(
      <div style={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          getRowClassName={() => ''}
          sortModel={sortModel}
          disableVirtualization
        />
      </div>,
    );
    expect(renderCell).toHaveBeenCalled();
  });

  claim(
    'The column state is rebuilt: every cell re-renders, and widths or order the user changed can be reset to the definitions.',
    () => {
      act(() => apiRef.current.setColumnWidth('price', 250));
      expect(apiRef.current.getColumn('price').computedWidth).toBe(250);
      renderCell.mockClear();
      rerender(<Parent note="c" cols={[...columns]} />);
      expect(everyRow(renderCell)).toBe(true);
      expect(apiRef.current.getColumn('price').computedWidth).toBe(100);
    },
  );

  claim(
    '`cellClassName`, `getCellClassName` and `getRowClassName` run on every render of a visible cell or row.',
    () => {
      getRowClassName.mockClear();
      cellClassName.mockClear();
      rerender(<Parent note="d" cols={[...columns]} />);
      expect(everyRow(getRowClassName)).toBe(true);
      expect(everyRow(cellClassName)).toBe(true);
    },
  );

  claim('The rows are processed again: ids, tree, sorting, filtering and aggregation are recomputed.', () => {
    valueGetter.mockClear();
    rerender(<Parent note="e" cols={columns} gridRows={[...rows]} />);
    // The sort reads every row's value again.
    expect(valueGetter.mock.calls.length).toBeGreaterThanOrEqual(5);
  });

  claim('`valueGetter` runs for every row when sorting, filtering, exporting and rendering.', () => {
    valueGetter.mockClear();
    act(() => apiRef.current.setFilterModel({ items: [{ field: 'price', operator: '>', value: 2 }] }));
    expect(valueGetter.mock.calls.length).toBeGreaterThanOrEqual(5);
    valueGetter.mockClear();
    apiRef.current.getDataAsCsv();
    expect(valueGetter.mock.calls.length).toBeGreaterThanOrEqual(3);
  });

  claim('`valueFormatter` and `renderCell` run for every visible cell when it renders.', () => {
    renderCell.mockClear();
    rerender(<Parent note="f" cols={[...columns]} />);
    const shown = [...view.container.querySelectorAll('[role="row"][data-id]')].map((row) =>
      Number(row.getAttribute('data-id')),
    );
    expect(new Set(renderCell.mock.calls.map(([params]) => params.id))).toEqual(new Set(shown));
  });

  claim('Changing `key` remounts the grid and loses all of its state', () => {
    act(() => apiRef.current.setColumnWidth('price', 222));
    view.rerender(
      <div key="other">
        <Parent note="g" />
      </div>,
    );
    expect(apiRef.current.getColumn('price').computedWidth).toBe(100);
  });
});

claim(
  'With memoised columns, the grid ignores these renders and the cell counter stays put; without them, every keystroke re-renders every visible salary cell.',
  () => {
    vi.useFakeTimers();
    try {
      const { container } = render(<StableProps />);
      const counter = () => Number(/Salary cells rendered: (\d+)/.exec(container.textContent!)![1]);
      const type = (value: string) => {
        fireEvent.change(screen.getByLabelText('Type to re-render the parent'), { target: { value } });
        act(() => vi.advanceTimersByTime(400));
      };
      act(() => vi.advanceTimersByTime(400));
      const start = counter();
      type('a');
      expect(counter()).toBe(start);
      fireEvent.click(screen.getByRole('checkbox', { name: 'Memoized columns' }));
      act(() => vi.advanceTimersByTime(400));
      const unstable = counter();
      const visible = container.querySelectorAll('[role="gridcell"][data-field="salary"]').length;
      type('ab');
      expect(counter() - unstable).toBeGreaterThanOrEqual(visible);
    } finally {
      vi.useRealTimers();
    }
  },
  30_000,
);

claim(
  'Custom cell components that read extra grid state should use `useGridSelector` with a selector, which re-renders them only when that piece of state changes',
  () => {
    let renders = 0;
    function PageCell() {
      const apiRef = useGridApiContext();
      const { page } = useGridSelector(apiRef, gridPaginationModelSelector);
      renders += 1;
      return <span>{page}</span>;
    }
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    render(
      <div style={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={makeRows(1)}
          columns={[{ field: 'price' }, { field: 'page', renderCell: () => <PageCell /> }]}
        />
      </div>,
    );
    const before = renders;
    act(() => apiRef.current.setColumnWidth('price', 300));
    act(() => apiRef.current.setFilterModel({ items: [{ field: 'price', operator: 'equals', value: '1' }] }));
    expect(renders).toBe(before);
  },
);

describe('updateRows', () => {
  claim(
    "`updateRows` merges each partial row into the existing one by id. A row with an id that doesn't exist yet is added, and a row with `_action: 'delete'` is removed.",
    () => {
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
      render(
        <DataGridPro
          apiRef={apiRef}
          rows={[
            { id: 1, a: 'x', b: 'y' },
            { id: 2, a: 'p', b: 'q' },
          ]}
          columns={[{ field: 'a' }, { field: 'b' }]}
        />,
      );
      act(() =>
        apiRef.current.updateRows([
          { id: 1, a: 'z' },
          { id: 3, a: 'new' },
          { id: 2, _action: 'delete' },
        ]),
      );
      expect(apiRef.current.getRow(1)).toEqual({ id: 1, a: 'z', b: 'y' });
      expect(apiRef.current.getRow(3)).toEqual({ id: 3, a: 'new' });
      expect(apiRef.current.getRow(2)).toBeNull();
    },
  );

  claim('The MIT `DataGrid` accepts only one row per `updateRows` call and throws when given several.', () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    render(<DataGrid apiRef={apiRef} rows={[{ id: 1, a: 'x' }]} columns={[{ field: 'a' }]} />);
    expect(() =>
      apiRef.current.updateRows([
        { id: 1, a: 'y' },
        { id: 2, a: 'z' },
      ]),
    ).toThrow(/Pro/);
    act(() => apiRef.current.updateRows([{ id: 1, a: 'y' }]));
    expect(apiRef.current.getRow(1)).toEqual({ id: 1, a: 'y' });
  });

  claim(
    'with the default `throttleRowsMs` of `0`, the grid merges the changed rows and then applies the sort and filter models to the whole dataset again, all before the call returns',
    () => {
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
      render(
        <DataGridPro
          apiRef={apiRef}
          rows={makeRows(3)}
          columns={[{ field: 'price', type: 'number' }]}
          initialState={{
            sorting: { sortModel: [{ field: 'price', sort: 'asc' }] },
            filter: { filterModel: { items: [{ field: 'price', operator: '<', value: 10 }] } },
          }}
        />,
      );
      expect(gridFilteredSortedRowIdsSelector(apiRef)).toEqual([2, 1, 0]);
      apiRef.current.updateRows([{ id: 2, price: 5 }]);
      apiRef.current.updateRows([{ id: 0, price: 50 }]);
      expect(gridFilteredSortedRowIdsSelector(apiRef)).toEqual([1, 2]);
    },
  );

  claim(
    '`throttleRowsMs` batches the updates sent through `updateRows` and `setRows`, and applies them at most once per interval.',
    () => {
      vi.useFakeTimers();
      try {
        const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
        render(<DataGridPro apiRef={apiRef} rows={makeRows(3)} columns={[{ field: 'price' }]} throttleRowsMs={1000} />);
        act(() => vi.advanceTimersByTime(1100));
        act(() => apiRef.current.updateRows([{ id: 0, price: 40 }]));
        // More than an interval since the last batch: applied at once.
        expect(apiRef.current.getRow(0).price).toBe(40);
        act(() => apiRef.current.updateRows([{ id: 1, price: 41 }]));
        act(() => apiRef.current.updateRows([{ id: 2, price: 42 }]));
        act(() => vi.advanceTimersByTime(500));
        expect([apiRef.current.getRow(1).price, apiRef.current.getRow(2).price]).toEqual([2, 1]);
        act(() => vi.advanceTimersByTime(600));
        expect([apiRef.current.getRow(1).price, apiRef.current.getRow(2).price]).toEqual([41, 42]);
      } finally {
        vi.useRealTimers();
      }
    },
  );
}, 30_000);

describe('other settings', () => {
  // jsdom has no layout, and the grid skips virtualization there whatever its state says: these claims read the
  // switches the grid sets in its state, which the browser build obeys.
  const virtualization = (props: Partial<React.ComponentProps<typeof DataGrid>>) => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    const { unmount } = render(
      <DataGrid apiRef={apiRef} rows={makeRows(3)} columns={[{ field: 'price' }]} {...props} />,
    );
    const { enabled, enabledForColumns, enabledForRows } = apiRef.current.state.virtualization;
    unmount();
    return { enabled, enabledForColumns, enabledForRows };
  };

  claim('The deprecated `autoHeight` prop turns off row virtualization, so every row of the page is rendered.', () => {
    expect(virtualization({})).toEqual({ enabled: true, enabledForColumns: true, enabledForRows: true });
    expect(virtualization({ autoHeight: true })).toEqual({
      enabled: true,
      enabledForColumns: true,
      enabledForRows: false,
    });
  });

  claim('`disableVirtualization` renders every cell.', () => {
    expect(virtualization({ disableVirtualization: true })).toEqual({
      enabled: false,
      enabledForColumns: false,
      enabledForRows: false,
    });
  });

  claim('`resizeThrottleMs` (default `60`)', () => {
    expect(DATA_GRID_PROPS_DEFAULT_VALUES.resizeThrottleMs).toBe(60);
    expect(DATA_GRID_PROPS_DEFAULT_VALUES.throttleRowsMs).toBe(0);
  });
});

describe('the three causes', () => {
  const valueFormatter = vi.fn((value: number) => `${value} €`);
  const columns: GridColDef[] = [
    { field: 'price', type: 'number', valueFormatter },
    { field: 'qty', type: 'number', valueFormatter },
  ];
  const rows = [
    { id: 1, price: 1, qty: 2 },
    { id: 2, price: 3, qty: 4 },
    { id: 3, price: 5, qty: 6 },
  ];
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const grid = (gridRows: typeof rows, gridColumns: GridColDef[]) => (
    <DataGrid apiRef={apiRef} rows={gridRows} columns={gridColumns} disableVirtualization />
  );
  let view: ReturnType<typeof render>;
  const cellsFormatted = () =>
    new Set(
      valueFormatter.mock.calls.map((call) => {
        const [, row, column] = call as unknown as [number, { id: number }, { field: string }];
        return `${row.id}/${column.field}`;
      }),
    );

  claim('expensive code in callbacks that run for every cell;', () => {
    view = render(grid(rows, columns));
    expect(cellsFormatted().size).toBe(6);
  });

  claim('Several column properties run once per cell, sometimes on every render of the visible rows', () => {
    valueFormatter.mockClear();
    // Selecting a row renders the visible rows again, and every cell is formatted again.
    act(() => apiRef.current.selectRow(2));
    expect(cellsFormatted().size).toBe(6);
  });

  claim('props that change reference on every render, which make the grid redo work;', () => {
    const rowsSet = vi.fn();
    const columnsChange = vi.fn();
    apiRef.current.subscribeEvent('rowsSet', rowsSet);
    apiRef.current.subscribeEvent('columnsChange', columnsChange);
    valueFormatter.mockClear();
    view.rerender(grid(rows, columns));
    expect([rowsSet.mock.calls.length, columnsChange.mock.calls.length, valueFormatter.mock.calls.length]).toEqual([
      0, 0, 0,
    ]);
    view.rerender(grid([...rows], [...columns]));
    expect([rowsSet.mock.calls.length, columnsChange.mock.calls.length]).toEqual([1, 1]);
    expect(cellsFormatted().size).toBe(6);
  });

  claim('Keep `rows` in state or in a memoised value, and produce a new array only when the data changes.', () => {
    const rowsSet = vi.fn();
    apiRef.current.subscribeEvent('rowsSet', rowsSet);
    function Holder({ tick }: { tick: number }) {
      const [held] = React.useState(rows);
      return <div data-tick={tick}>{grid(held, columns)}</div>;
    }
    view.rerender(<Holder tick={1} />);
    rowsSet.mockClear();
    view.rerender(<Holder tick={2} />);
    view.rerender(<Holder tick={3} />);
    expect(rowsSet).not.toHaveBeenCalled();
  });

  claim('The advice applies to all plans.', () => {
    // All three grids are memoised components that skip a render with the same props.
    const memo = Symbol.for('react.memo');
    for (const component of [DataGrid, DataGridPro, DataGridPremium]) {
      expect((component as unknown as { $$typeof: symbol }).$$typeof).toBe(memo);
    }
  });
});

describe('frequent updates', () => {
  // The row ids the grid reads say how many rows it processed.
  const getRowId = vi.fn((row: { key: number }) => row.key);
  const rows = Array.from({ length: 40 }, (_, key) => ({ key, price: key }));
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
  let view: ReturnType<typeof render>;
  const readsPerRow = () => {
    const counts = rows.map(() => 0);
    for (const [row] of getRowId.mock.calls) counts[row.key] = (counts[row.key] ?? 0) + 1;
    return counts;
  };
  const grid = (gridRows: typeof rows) => (
    <DataGridPro apiRef={apiRef} rows={gridRows} columns={[{ field: 'price' }]} getRowId={getRowId} />
  );

  claim(
    'replacing the whole `rows` array for every message is the slowest option: each new array reprocesses everything.',
    () => {
      view = render(grid(rows));
      getRowId.mockClear();
      view.rerender(grid(rows.map((row) => (row.key === 7 ? { ...row, price: -1 } : row))));
      // Every row's id is read to rebuild the row cache, and again by the filtering pass.
      expect(readsPerRow().every((reads) => reads >= 2)).toBe(true);
    },
  );

  claim('Send only what changed with the API object instead', () => {
    getRowId.mockClear();
    act(() => apiRef.current.updateRows([{ key: 8, price: -2 }]));
    // Only the changed row goes into the row cache; the others are read once, by the filtering pass over the dataset.
    const reads = readsPerRow();
    expect(reads[8]).toBeGreaterThanOrEqual(2);
    expect(reads.filter((count, key) => key !== 8 && count !== 1)).toEqual([]);
    expect(apiRef.current.getRow(8)).toEqual({ key: 8, price: -2 });
  });
});

claim("`getRowHeight` returning `'auto'` measures every rendered row; fixed heights are cheaper.", () => {
  const rowsObserved = () => resized.filter((element) => element.getAttribute('role') === 'row').length;
  const rows = makeRows(4);
  const auto = render(<DataGrid rows={rows} columns={[{ field: 'price' }]} getRowHeight={() => 'auto'} />);
  const rendered = auto.container.querySelectorAll('[role="row"][data-id]').length;
  expect(rendered).toBe(4);
  expect(rowsObserved()).toBe(4);
  auto.unmount();
  resized.length = 0;
  render(<DataGrid rows={rows} columns={[{ field: 'price' }]} getRowHeight={() => 60} />);
  expect(rowsObserved()).toBe(0);
});
