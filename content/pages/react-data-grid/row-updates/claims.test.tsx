import * as React from 'react';
import { act, render } from '@testing-library/react';
import { DataGrid, type GridApi } from '@mui/x-data-grid';
import { DataGridPro, type GridApiPro } from '@mui/x-data-grid-pro';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const rows = [
  { id: 1, name: 'a', price: 10, qty: 1 },
  { id: 2, name: 'b', price: 20, qty: 2 },
];
const columns = [{ field: 'name' }, { field: 'price', type: 'number' as const }];

describe('the rows prop', () => {
  claim(
    'Create new objects for the rows that changed; the grid notices the new array, keeps sorting, filtering and selection, and re-renders.',
    () => {
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
      const grid = (data: typeof rows) => (
        <DataGrid
          apiRef={apiRef}
          rows={data}
          columns={columns}
          checkboxSelection
          initialState={{ sorting: { sortModel: [{ field: 'price', sort: 'desc' }] } }}
        />
      );
      const { container, rerender } = render(grid(rows));
      act(() => apiRef.current.selectRow(1));
      rerender(grid([{ ...rows[0]!, price: 99 }, rows[1]!]));
      expect(container.querySelector('[role="row"][data-rowindex="0"]')?.getAttribute('data-id')).toBe('1');
      expect(apiRef.current.isRowSelected(1)).toBe(true);
      expect(apiRef.current.state.sorting.sortModel).toEqual([{ field: 'price', sort: 'desc' }]);
    },
  );

  claim('Every new array makes the grid process all rows again.', () => {
    const valueGetter = vi.fn((value: number) => value);
    const grid = (data: typeof rows) => (
      <DataGrid
        rows={data}
        columns={[{ field: 'price', type: 'number', valueGetter }]}
        initialState={{ sorting: { sortModel: [{ field: 'price', sort: 'asc' }] } }}
        disableVirtualization
      />
    );
    const { rerender } = render(grid(rows));
    valueGetter.mockClear();
    rerender(grid([...rows]));
    const seen = new Set(valueGetter.mock.calls.map((call) => (call as unknown as [number, { id: number }])[1].id));
    expect(seen).toEqual(new Set([1, 2]));
  });
});

describe('updateRows', () => {
  claim('If a row with that ID exists, the given properties are merged into it; the other properties are kept.', () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
    render(<DataGridPro apiRef={apiRef} rows={rows} columns={columns} />);
    act(() =>
      apiRef.current.updateRows([
        { id: 1, price: 11 },
        { id: 3, name: 'c' },
        { id: 2, _action: 'delete' },
      ]),
    );
    expect(apiRef.current.getRow(1)).toEqual({ id: 1, name: 'a', price: 11, qty: 1 });
    // "If no row has that ID, the object is inserted as a new row." and "_action: 'delete'"
    expect(apiRef.current.getRow(3)).toEqual({ id: 3, name: 'c' });
    expect(apiRef.current.getRow(2)).toBeNull();
  });

  claim('If you use `getRowId`, the update objects must contain the properties it reads.', () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
    render(
      <DataGridPro apiRef={apiRef} rows={[{ code: 'x', price: 1 }]} columns={columns} getRowId={(row) => row.code} />,
    );
    act(() => apiRef.current.updateRows([{ code: 'x', price: 5 }]));
    expect(apiRef.current.getRow('x')).toEqual({ code: 'x', price: 5 });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => apiRef.current.updateRows([{ price: 6 }])).toThrow(/id/);
    error.mockRestore();
  });

  claim(
    'In the Community `DataGrid`, each `updateRows` call may contain only one row: an array of two or more throws "You cannot update several rows at once".',
    () => {
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
      render(<DataGrid apiRef={apiRef} rows={rows} columns={columns} />);
      expect(() =>
        apiRef.current.updateRows([
          { id: 1, price: 1 },
          { id: 2, price: 2 },
        ]),
      ).toThrow('You cannot update several rows at once');
    },
  );

  claim('`apiRef.current.setRows(rows)` replaces the whole set of rows', () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    render(<DataGrid apiRef={apiRef} rows={rows} columns={columns} />);
    act(() => apiRef.current.setRows([{ id: 9, name: 'z', price: 0 }]));
    expect(apiRef.current.getAllRowIds()).toEqual([9]);
  });

  claim(
    'If the `rows` prop later receives a new array, the grid starts again from that array and the API changes are dropped.',
    () => {
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
      const { rerender } = render(<DataGridPro apiRef={apiRef} rows={rows} columns={columns} />);
      act(() => apiRef.current.updateRows([{ id: 3, name: 'c' }]));
      rerender(<DataGridPro apiRef={apiRef} rows={[...rows]} columns={columns} />);
      expect(apiRef.current.getAllRowIds()).toEqual([1, 2]);
    },
  );
});

describe('streaming', () => {
  claim(
    'The grid then applies incoming updates from `updateRows` and `setRows` at most once per interval, merging everything that arrived in between. The default, `0`, applies each call immediately.',
    () => {
      vi.useFakeTimers();
      try {
        const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
        const { rerender } = render(<DataGridPro apiRef={apiRef} rows={rows} columns={columns} />);
        apiRef.current.updateRows([{ id: 1, price: 12 }]);
        expect(apiRef.current.getRow(1).price).toBe(12);
        rerender(<DataGridPro apiRef={apiRef} rows={rows} columns={columns} throttleRowsMs={500} />);
        act(() => vi.advanceTimersByTime(600));
        act(() => apiRef.current.updateRows([{ id: 1, price: 13 }]));
        act(() => apiRef.current.updateRows([{ id: 2, price: 21 }]));
        act(() => apiRef.current.setRows([...rows, { id: 5, name: 'e', price: 1, qty: 1 }]));
        act(() => vi.advanceTimersByTime(100));
        expect(apiRef.current.getAllRowIds()).not.toContain(5);
        act(() => vi.advanceTimersByTime(500));
        expect(apiRef.current.getAllRowIds()).toContain(5);
      } finally {
        vi.useRealTimers();
      }
    },
  );

  claim(
    'Sorting and filtering are applied again after each update, so a row may move or disappear while the user looks at it.',
    () => {
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
      render(
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{
            sorting: { sortModel: [{ field: 'price', sort: 'asc' }] },
            filter: { filterModel: { items: [{ field: 'price', operator: '<', value: 50 }] } },
          }}
        />,
      );
      act(() => apiRef.current.updateRows([{ id: 1, price: 30 }]));
      expect(apiRef.current.getSortedRowIds()).toEqual([2, 1]);
      act(() => apiRef.current.updateRows([{ id: 2, price: 60 }]));
      expect(apiRef.current.state.filter.filteredRowsLookup[2]).toBe(false);
    },
  );

  claim(
    '`onRowsScrollEnd` (event `rowsScrollEnd`) fires when the user scrolls into the last `scrollEndThreshold` pixels of the rows (80 by default).',
    async () => {
      const { DATA_GRID_PRO_PROPS_DEFAULT_VALUES } = await import('@mui/x-data-grid-pro');
      expect(DATA_GRID_PRO_PROPS_DEFAULT_VALUES.scrollEndThreshold).toBe(80);
    },
  );
});
