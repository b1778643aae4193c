import * as React from 'react';
import { act, render } from '@testing-library/react';
import { DataGrid, type GridApi, type GridColDef } from '@mui/x-data-grid';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const cellText = (root: Element, id: number | string, field: string) =>
  root.querySelector(`[role="row"][data-id="${id}"] [data-field="${field}"]`)?.textContent;

describe('the rows prop', () => {
  claim(
    'A property without a column is simply not shown, and a column whose field is missing from a row shows an empty cell.',
    () => {
      const { container } = render(
        <DataGrid rows={[{ id: 1, name: 'Ann', secret: 'hidden' }]} columns={[{ field: 'name' }, { field: 'city' }]} />,
      );
      expect(container.textContent).not.toContain('hidden');
      expect(cellText(container, 1, 'city')).toBe('');
      expect(cellText(container, 1, 'name')).toBe('Ann');
    },
  );

  claim("By default the ID is the row's `id` property, a `string` or a `number` (the `GridRowId` type).", () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    render(
      <DataGrid
        apiRef={apiRef}
        rows={[
          { id: 7, a: 1 },
          { id: 'x', a: 2 },
        ]}
        columns={[{ field: 'a' }]}
      />,
    );
    expect(apiRef.current.getAllRowIds()).toEqual([7, 'x']);
  });

  claim(
    "If a row has no `id`, the grid throws an error when it receives the rows. The grid doesn't report duplicated IDs (in development, only React warns about two children with the same key)",
    () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(() => render(<DataGrid rows={[{ name: 'no id' }]} columns={[{ field: 'name' }]} />)).toThrow(
        /unique `id`/,
      );
      error.mockClear();
      warn.mockClear();
      render(
        <DataGrid
          rows={[
            { id: 1, name: 'first' },
            { id: 1, name: 'second' },
          ]}
          columns={[{ field: 'name' }]}
        />,
      );
      const messages = [...error.mock.calls, ...warn.mock.calls].map((call) => String(call[0]));
      expect(messages.filter((message) => message.includes('MUI X'))).toEqual([]);
      expect(messages.some((message) => message.includes('Encountered two children with the same key'))).toBe(true);
      error.mockRestore();
      warn.mockRestore();
    },
  );

  claim('pass `getRowId`. It receives a row and returns its ID.', () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    render(
      <DataGrid
        apiRef={apiRef}
        rows={[{ code: 'A1' }, { code: 'B2' }]}
        columns={[{ field: 'code' }]}
        getRowId={(row) => row.code}
      />,
    );
    expect(apiRef.current.getAllRowIds()).toEqual(['A1', 'B2']);
    expect(apiRef.current.getRowId({ code: 'Z9' })).toBe('Z9');
  });
});

describe('nested data', () => {
  claim("the grid does not follow dotted paths such as `'carrier.name'`", () => {
    const { container } = render(
      <DataGrid rows={[{ id: 1, carrier: { name: 'DHL' } }]} columns={[{ field: 'carrier.name' }]} />,
    );
    expect(cellText(container, 1, 'carrier.name')).toBe('');
  });

  claim(
    'read the value with `valueGetter`, which receives the raw value and the whole row. Sorting, filtering and export then use the computed value.',
    () => {
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
      const valueGetter = vi.fn((_value: unknown, row: { carrier: { name: string } }) => row.carrier.name);
      const rows = [
        { id: 1, carrier: { name: 'UPS' } },
        { id: 2, carrier: { name: 'DHL' } },
      ];
      const columns: GridColDef[] = [{ field: 'carrierName', valueGetter }];
      const { container } = render(
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ sorting: { sortModel: [{ field: 'carrierName', sort: 'asc' }] } }}
        />,
      );
      expect(valueGetter.mock.calls[0]![1]).toBe(rows[0]);
      expect(
        [...container.querySelectorAll('[role="row"][data-id]')].map((row) => row.getAttribute('data-id')),
      ).toEqual(['2', '1']);
      act(() => apiRef.current.setFilterModel({ items: [{ field: 'carrierName', operator: 'equals', value: 'UPS' }] }));
      expect(container.querySelectorAll('[role="row"][data-id]')).toHaveLength(1);
      expect(apiRef.current.getDataAsCsv()).toContain('UPS');
    },
  );
});

describe('stable rows', () => {
  claim(
    'The grid compares the `rows` prop by reference. When it receives a new array, it rebuilds its internal row lookup and runs sorting and filtering again.',
    () => {
      const sortComparator = vi.fn((a: number, b: number) => a - b);
      const rows = [
        { id: 1, n: 2 },
        { id: 2, n: 1 },
      ];
      const grid = (data: typeof rows) => (
        <DataGrid
          rows={data}
          columns={[{ field: 'n', sortComparator }]}
          initialState={{ sorting: { sortModel: [{ field: 'n', sort: 'asc' }] } }}
        />
      );
      const { rerender } = render(grid(rows));
      sortComparator.mockClear();
      rerender(grid(rows));
      expect(sortComparator).not.toHaveBeenCalled();
      rerender(grid([...rows]));
      expect(sortComparator).toHaveBeenCalled();
    },
  );

  claim(
    'mutating a row in place does not re-render it: the new value shows only when the cell re-renders for another reason.',
    () => {
      const rows = [{ id: 1, n: 'before' }];
      const columns = [{ field: 'n' }];
      const grid = (cols: GridColDef[]) => <DataGrid rows={rows} columns={cols} />;
      const { container, rerender } = render(grid(columns));
      rows[0]!.n = 'after';
      rerender(grid(columns));
      expect(cellText(container, 1, 'n')).toBe('before');
      // A new columns array re-renders every cell, which then reads the mutated object.
      rerender(grid([...columns]));
      expect(cellText(container, 1, 'n')).toBe('after');
    },
  );
});

describe('reading rows from the API', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const rows = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, n: i + 1 }));
  const setup = () =>
    render(
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={[{ field: 'n', type: 'number' }]}
        pageSizeOptions={[5]}
        initialState={{
          pagination: { paginationModel: { pageSize: 5, page: 1 } },
          sorting: { sortModel: [{ field: 'n', sort: 'desc' }] },
        }}
      />,
    );

  claim('The row with this ID, or `null`', () => {
    setup();
    expect(apiRef.current.getRow(3)).toEqual({ id: 3, n: 3 });
    expect(apiRef.current.getRow(99)).toBeNull();
  });

  claim('A `Map` of every row by ID', () => {
    const models = apiRef.current.getRowModels();
    expect(models).toBeInstanceOf(Map);
    expect(models.size).toBe(12);
  });

  claim('The IDs of every row', () => {
    expect(apiRef.current.getAllRowIds()).toHaveLength(12);
  });

  claim('The total number of rows: the rows held, or the `rowCount` prop if that is larger', () => {
    expect(apiRef.current.getRowsCount()).toBe(12);
    const other = { current: null } as unknown as React.MutableRefObject<GridApi>;
    render(
      <DataGrid
        apiRef={other}
        rows={rows.slice(0, 5)}
        columns={[{ field: 'n' }]}
        paginationMode="server"
        rowCount={40}
      />,
    );
    expect(other.current.getRowsCount()).toBe(40);
  });

  claim('The position of a row on the current page, after sorting and filtering', () => {
    // Sorted descending, page 2 of 5 rows holds 7, 6, 5, 4, 3.
    expect(apiRef.current.getRowIndexRelativeToVisibleRows(6)).toBe(1);
  });

  claim(
    'Except for the last one, these methods see all the rows the grid holds, not only those on the current page or inside the viewport.',
    () => {
      expect(apiRef.current.getRow(12)).not.toBeNull();
      expect(apiRef.current.getRowModels().has(1)).toBe(true);
    },
  );
});

claim(
  'The grid needs a unique, stable ID for every row: it is how selection, editing, expansion and updates find a row again after sorting or a data refresh.',
  () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    const data = () => [
      { id: 'a', n: 3 },
      { id: 'b', n: 1 },
      { id: 'c', n: 2 },
    ];
    const grid = (rows: ReturnType<typeof data>, getRowId?: (row: { id: string }) => string) => (
      <DataGrid apiRef={apiRef} rows={rows} columns={[{ field: 'n', editable: true }]} getRowId={getRowId} />
    );
    const { container, rerender, unmount } = render(grid(data()));
    act(() => apiRef.current.selectRow('b'));
    act(() => apiRef.current.sortColumn('n', 'desc'));
    // A refresh: new objects, same IDs. The selection and an update follow the row, wherever it now stands.
    rerender(grid(data()));
    expect(apiRef.current.getSortedRowIds()).toEqual(['a', 'c', 'b']);
    expect([...apiRef.current.getSelectedRows().keys()]).toEqual(['b']);
    expect(container.querySelector('[role="row"][data-id="b"]')!.classList.contains('Mui-selected')).toBe(true);
    act(() => apiRef.current.startCellEditMode({ id: 'b', field: 'n' }));
    expect(apiRef.current.getCellMode('b', 'n')).toBe('edit');
    act(() => apiRef.current.stopCellEditMode({ id: 'b', field: 'n', ignoreModifications: true }));
    act(() => apiRef.current.updateRows([{ id: 'b', n: 9 }]));
    expect(cellText(container, 'b', 'n')).toBe('9');
    expect(apiRef.current.getSortedRowIds()).toEqual(['b', 'a', 'c']);
    // IDs that change on every refresh lose the row: the selection is gone after the same refresh.
    let refresh = 0;
    rerender(grid(data(), (row) => `${row.id}-${refresh}`));
    act(() => apiRef.current.selectRow('b-0'));
    refresh = 1;
    rerender(grid(data(), (row) => `${row.id}-${refresh}`));
    expect(apiRef.current.getSelectedRows().size).toBe(0);
    unmount();
  },
);

claim(
  'Keep the same array between renders unless the data has changed: define static rows outside the component, keep fetched rows in state, and memoize derived arrays with `React.useMemo`.',
  () => {
    const sortComparator = vi.fn((a: number, b: number) => a - b);
    const STATIC = [
      { id: 1, n: 2, archived: false },
      { id: 2, n: 1, archived: true },
      { id: 3, n: 0, archived: false },
    ];
    type Source = 'static' | 'state' | 'memo' | 'inline';
    function Orders({ source, tick }: { source: Source; tick: number }) {
      const [fetched] = React.useState(STATIC);
      const memoized = React.useMemo(() => fetched.filter((row) => !row.archived), [fetched]);
      const rows = { static: STATIC, state: fetched, memo: memoized, inline: fetched.filter((row) => !row.archived) }[
        source
      ];
      return (
        <div data-tick={tick}>
          <DataGrid
            rows={rows}
            columns={[{ field: 'n', sortComparator }]}
            initialState={{ sorting: { sortModel: [{ field: 'n', sort: 'asc' }] } }}
          />
        </div>
      );
    }
    // A render for an unrelated reason: the three stable sources leave the grid alone, the inline filter makes it
    // sort again.
    const sortsAgain = (source: Source) => {
      const { rerender, unmount } = render(<Orders source={source} tick={0} />);
      sortComparator.mockClear();
      rerender(<Orders source={source} tick={1} />);
      const again = sortComparator.mock.calls.length > 0;
      unmount();
      return again;
    };
    expect((['static', 'state', 'memo', 'inline'] as const).map(sortsAgain)).toEqual([false, false, false, true]);
  },
);
