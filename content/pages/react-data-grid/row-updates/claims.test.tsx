import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DataGrid, type GridApi } from '@mui/x-data-grid';
import { DataGridPro, type GridApiPro, type GridFetchRowsParams } from '@mui/x-data-grid-pro';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import StreamingUpdates from './demos/StreamingUpdates';
import UpdateRowsBatch from './demos/UpdateRowsBatch';

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

describe('the StreamingUpdates demo', () => {
  // The demo's feed runs on setInterval: fake timers step it 100 ms at a time.
  let root: HTMLElement;
  const prices = () =>
    Object.fromEntries(
      [...root.querySelectorAll('[role="row"][data-id]')].map((row) => [
        row.getAttribute('data-id'),
        row.querySelector('[data-field="unitPrice"]')?.textContent,
      ]),
    );
  const changed = (before: Record<string, string | null | undefined>) =>
    Object.keys(before).filter((id) => prices()[id] !== before[id]).length;
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  claim(
    'Every 100 ms, the demo updates the prices of six rows drawn at random, in one `updateRows` call (a row can be drawn twice, so sometimes fewer than six prices change).',
    () => {
      vi.useFakeTimers();
      root = render(<StreamingUpdates />).container;
      expect(Object.keys(prices())).toHaveLength(40);
      const perTick: number[] = [];
      for (let tick = 0; tick < 8; tick += 1) {
        const before = prices();
        advance(99);
        expect(changed(before)).toBe(0);
        advance(1);
        perTick.push(changed(before));
      }
      expect(Math.max(...perTick)).toBe(6);
      expect(Math.min(...perTick)).toBeGreaterThan(0);
      expect(Math.min(...perTick)).toBeLessThan(6);
    },
  );

  claim('A live feed can change dozens of rows every second.', () => {
    const before = prices();
    advance(1000);
    expect(changed(before)).toBeGreaterThanOrEqual(24);
  });

  claim(
    'Switch `throttleRowsMs` to see the grid refresh in steps instead of continuously; pause the feed to inspect the values.',
    () => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'throttleRowsMs' }));
      fireEvent.click(screen.getByRole('option', { name: '1000' }));
      advance(1000);
      const before = prices();
      advance(500);
      expect(changed(before)).toBe(0);
      advance(600);
      expect(changed(before)).toBeGreaterThan(6);
      fireEvent.click(screen.getByRole('button', { name: 'Pause the feed' }));
      advance(1100);
      const paused = prices();
      advance(1000);
      expect(changed(paused)).toBe(0);
      vi.useRealTimers();
    },
  );
});

claim('To fetch rows on demand at any scroll position, rather than only at the end, see lazy loading', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
  const onFetchRows = vi.fn<(params: GridFetchRowsParams) => void>();
  render(
    <DataGridPro
      apiRef={apiRef}
      rows={Array.from({ length: 10 }, (_, id) => ({ id }))}
      columns={[{ field: 'id' }]}
      rowsLoadingMode="server"
      rowCount={60}
      onFetchRows={onFetchRows}
    />,
  );
  onFetchRows.mockClear();
  // A range in the middle of the list, far from its end.
  act(() =>
    apiRef.current.publishEvent('renderedRowsIntervalChange', {
      firstRowIndex: 30,
      lastRowIndex: 40,
      firstColumnIndex: 0,
      lastColumnIndex: 1,
    }),
  );
  expect(onFetchRows.mock.calls[0]![0]).toMatchObject({ firstRowToRender: 30, lastRowToRender: 40 });
});

claim('it fills the first trade, deletes the second and inserts a new one', () => {
  const { container } = render(<UpdateRowsBatch />);
  const ids = () => [...container.querySelectorAll('[role="row"][data-id]')].map((row) => row.getAttribute('data-id'));
  const [first, second] = ids();
  fireEvent.click(screen.getByRole('button', { name: 'Fill the first trade, delete the second, add one' }));
  expect(ids()).not.toContain(second);
  expect(ids()).toHaveLength(6);
  const status = (id: string) =>
    container.querySelector(`[role="row"][data-id="${id}"] [data-field="status"]`)?.textContent;
  expect(status(first!)).toBe('Filled');
  expect(container.querySelector('[role="row"][data-id="7"] [data-field="commodity"]')?.textContent).toBe('Cocoa');
});
