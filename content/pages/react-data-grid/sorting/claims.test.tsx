import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DataGrid, type GridApi, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { DataGridPro, type GridApiPro } from '@mui/x-data-grid-pro';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { gridColumnHeader } from '@/claims/gridColumnHeader';
import { STATUSES } from '@content/demoData';
import CustomComparatorGrid from './demos/CustomComparatorGrid';
import InitialSortGrid from './demos/InitialSortGrid';
import SortingOrderGrid from './demos/SortingOrderGrid';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const rows = [
  { id: 1, name: 'b', n: 2 },
  { id: 2, name: 'c', n: 10 },
  { id: 3, name: 'a', n: 1 },
];
const columns: GridColDef[] = [{ field: 'name' }, { field: 'n', type: 'number' }];
const order = (root: Element) =>
  [...root.querySelectorAll('[role="row"][data-id]')].map((row) => Number(row.getAttribute('data-id')));
const clickHeader = (root: Element, field: string, init: object = {}) =>
  fireEvent.click(gridColumnHeader(root, field).querySelector('.MuiDataGrid-columnHeaderTitleContainer')!, init);

describe('sorting basics', () => {
  claim(
    'click a header to sort ascending, click again for descending, and a third time to go back to the original order.',
    () => {
      const onSortModelChange = vi.fn();
      const { container } = render(<DataGrid rows={rows} columns={columns} onSortModelChange={onSortModelChange} />);
      clickHeader(container, 'n');
      expect(order(container)).toEqual([3, 1, 2]);
      clickHeader(container, 'n');
      expect(order(container)).toEqual([2, 1, 3]);
      clickHeader(container, 'n');
      expect(order(container)).toEqual([1, 2, 3]);
      // "Note the third click on a header, which sends an empty array."
      expect(onSortModelChange.mock.calls.map(([model]) => model)).toEqual([
        [{ field: 'n', sort: 'asc' }],
        [{ field: 'n', sort: 'desc' }],
        [],
      ]);
    },
  );

  claim('Note the third click on a header, which sends an empty array.', () => {
    const onSortModelChange = vi.fn();
    const { container } = render(<DataGrid rows={rows} columns={columns} onSortModelChange={onSortModelChange} />);
    clickHeader(container, 'name');
    clickHeader(container, 'name');
    clickHeader(container, 'name');
    expect(onSortModelChange.mock.calls.at(-1)![0]).toEqual([]);
  });

  claim('With the keyboard, focus a header and press :kbd[Enter].', () => {
    const { container } = render(<DataGrid rows={rows} columns={columns} />);
    act(() => gridColumnHeader(container, 'n').focus());
    fireEvent.keyDown(gridColumnHeader(container, 'n'), { key: 'Enter' });
    expect(order(container)).toEqual([3, 1, 2]);
  });

  claim(
    'With `disableColumnSorting`, the headers show no arrow, their menu has no sort entries, and clicking them does nothing, but a model passed in `sortModel` still orders the rows.',
    async () => {
      const { container } = render(
        <DataGrid rows={rows} columns={columns} disableColumnSorting sortModel={[{ field: 'name', sort: 'asc' }]} />,
      );
      expect(order(container)).toEqual([3, 1, 2]);
      clickHeader(container, 'n');
      expect(order(container)).toEqual([3, 1, 2]);
      expect(
        gridColumnHeader(container, 'n').querySelector(
          '.MuiDataGrid-sortIcon, .MuiDataGrid-iconButtonContainer button',
        ),
      ).toBeNull();
      fireEvent.click(gridColumnHeader(container, 'n').querySelector('.MuiDataGrid-menuIcon button')!);
      await screen.findByRole('menu');
      expect(screen.queryByRole('menuitem', { name: /Sort by/i })).toBeNull();
      fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    },
  );

  claim('`sortingOrder` can be set at both levels, and the column wins.', () => {
    const { container } = render(
      <DataGrid
        rows={rows}
        columns={[
          { field: 'name', sortingOrder: ['asc', 'desc', null] },
          { field: 'n', type: 'number' },
        ]}
        sortingOrder={['desc', 'asc']}
      />,
    );
    clickHeader(container, 'n');
    expect(order(container)).toEqual([2, 1, 3]);
    clickHeader(container, 'n');
    clickHeader(container, 'n');
    // "starts with descending and never goes back to unsorted"
    expect(order(container)).toEqual([2, 1, 3]);
    clickHeader(container, 'name');
    expect(order(container)).toEqual([3, 1, 2]);
  });

  claim('`sortable: false` only stops users from sorting by a column; the model may still name it.', () => {
    const { container } = render(
      <DataGrid
        rows={rows}
        columns={[
          { field: 'name', sortable: false },
          { field: 'n', type: 'number' },
        ]}
        initialState={{ sorting: { sortModel: [{ field: 'name', sort: 'desc' }] } }}
      />,
    );
    expect(order(container)).toEqual([2, 1, 3]);
    clickHeader(container, 'name');
    expect(order(container)).toEqual([2, 1, 3]);
  });

  claim(
    'Rows are compared on the cell value, which is the output of `valueGetter` when the column has one, not on the formatted text produced by `valueFormatter`.',
    () => {
      const { container } = render(
        <DataGrid
          rows={rows}
          columns={[
            {
              field: 'n',
              type: 'number',
              valueGetter: (value: number) => -value,
              valueFormatter: (value: number) => `#${String.fromCharCode(100 - value)}`,
            },
          ]}
          initialState={{ sorting: { sortModel: [{ field: 'n', sort: 'asc' }] } }}
        />,
      );
      expect(order(container)).toEqual([2, 1, 3]);
    },
  );

  claim('With `DataGrid` the model holds at most one item', () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        sortModel={[
          { field: 'name', sort: 'asc' },
          { field: 'n', sort: 'asc' },
        ]}
      />,
    );
    // The extra items are dropped, with an error in the console.
    expect(apiRef.current.getSortModel()).toEqual([{ field: 'name', sort: 'asc' }]);
    expect(error.mock.calls.flat().join(' ')).toMatch(/can only contain a single item/);
    error.mockRestore();
  });
});

describe('events and comparators', () => {
  claim('`onSortModelChange` is called before the rows are sorted, with the new model and a details object.', () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    const seen: unknown[] = [];
    function Grid() {
      const [model, setModel] = React.useState<GridSortModel>([]);
      return (
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          sortModel={model}
          onSortModelChange={(next, details) => {
            seen.push([apiRef.current.getSortedRowIds(), typeof details]);
            setModel(next);
          }}
        />
      );
    }
    const { container } = render(<Grid />);
    clickHeader(container, 'n');
    expect(seen[0]).toEqual([[1, 2, 3], 'object']);
    expect(order(container)).toEqual([3, 1, 2]);
  });

  claim('The grid reverses the result for descending order, so write the comparator for ascending order.', () => {
    const sortComparator = vi.fn((a: string, b: string) => a.localeCompare(b));
    const { container } = render(
      <DataGrid
        rows={rows}
        columns={[{ field: 'name', sortComparator }]}
        initialState={{ sorting: { sortModel: [{ field: 'name', sort: 'desc' }] } }}
      />,
    );
    expect(order(container)).toEqual([2, 1, 3]);
  });

  claim(
    'Use `getSortComparator` instead: it receives the direction and returns the comparator to use, and it takes precedence over `sortComparator`.',
    () => {
      const getSortComparator = vi.fn(() => (a: number, b: number) => a - b);
      const { container } = render(
        <DataGrid
          rows={rows}
          columns={[{ field: 'n', type: 'number', sortComparator: () => 0, getSortComparator }]}
          initialState={{ sorting: { sortModel: [{ field: 'n', sort: 'desc' }] } }}
        />,
      );
      expect(getSortComparator).toHaveBeenCalledWith('desc');
      // The returned comparator is used as is: ascending, even for a descending sort.
      expect(order(container)).toEqual([3, 1, 2]);
    },
  );
});

describe('multi-column sorting', () => {
  claim(
    'Hold :kbd[Ctrl] (:kbd[Cmd] on macOS) or :kbd[Shift] while clicking a header to add that column to the current sort instead of replacing it.',
    () => {
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
      const { container } = render(<DataGridPro apiRef={apiRef} rows={rows} columns={columns} />);
      clickHeader(container, 'name');
      clickHeader(container, 'n', { ctrlKey: true });
      expect(apiRef.current.getSortModel().map((item) => item.field)).toEqual(['name', 'n']);
      clickHeader(container, 'n', { shiftKey: true });
      expect(apiRef.current.getSortModel()).toEqual([
        { field: 'name', sort: 'asc' },
        { field: 'n', sort: 'desc' },
      ]);
    },
  );

  claim(
    'Once two or more columns are sorted, each of their headers shows its rank next to the arrow; a single sorted column shows no rank.',
    () => {
      const { container } = render(<DataGridPro rows={rows} columns={columns} />);
      const rank = (field: string) => gridColumnHeader(container, field).querySelector('.MuiBadge-badge')?.textContent;
      clickHeader(container, 'name');
      expect(rank('name')).toBeUndefined();
      clickHeader(container, 'n', { ctrlKey: true });
      expect([rank('name'), rank('n')]).toEqual(['1', '2']);
    },
  );

  claim('With the keyboard, :kbd[Shift] + :kbd[Enter] on a focused header does the same.', () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
    const { container } = render(
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'name', sort: 'asc' }] } }}
      />,
    );
    act(() => gridColumnHeader(container, 'n').focus());
    fireEvent.keyDown(gridColumnHeader(container, 'n'), { key: 'Enter', shiftKey: true });
    expect(apiRef.current.getSortModel().map((item) => item.field)).toEqual(['name', 'n']);
  });

  claim('Set `disableMultipleColumnsSorting` to limit users to one column at a time.', () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
    const { container } = render(
      <DataGridPro apiRef={apiRef} rows={rows} columns={columns} disableMultipleColumnsSorting />,
    );
    clickHeader(container, 'name');
    clickHeader(container, 'n', { ctrlKey: true });
    expect(apiRef.current.getSortModel().map((item) => item.field)).toEqual(['n']);
  });
});

describe('server side and the API', () => {
  claim('set `sortingMode="server"` so the grid stops sorting the rows itself', () => {
    const { container } = render(
      <DataGrid rows={rows} columns={columns} sortingMode="server" sortModel={[{ field: 'n', sort: 'asc' }]} />,
    );
    expect(order(container)).toEqual([1, 2, 3]);
  });

  claim('Returns every row model, in sorted order', () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    render(
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'n', sort: 'asc' }] },
          filter: { filterModel: { items: [{ field: 'n', operator: '>', value: 1 }] } },
        }}
      />,
    );
    expect(apiRef.current.getSortedRows().map((row) => row.id)).toEqual([3, 1, 2]);
    // "Returns every row id, in sorted order"
    expect(apiRef.current.getSortedRowIds()).toEqual([3, 1, 2]);
  });

  claim('Returns every row id, in sorted order', () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    render(
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        pageSizeOptions={[1]}
        initialState={{
          pagination: { paginationModel: { pageSize: 1 } },
          sorting: { sortModel: [{ field: 'name', sort: 'asc' }] },
        }}
      />,
    );
    expect(apiRef.current.getSortedRowIds()).toEqual([3, 1, 2]);
  });
});

describe('the sorting order', () => {
  const ariaSort = (root: Element, field: string) => gridColumnHeader(root, field).getAttribute('aria-sort');
  const cycle = (root: Element, field: string, clicks: number) =>
    Array.from({ length: clicks }, () => {
      clickHeader(root, field);
      return ariaSort(root, field);
    });

  claim(
    "A header click cycles through the directions listed in `sortingOrder` (by default `['asc', 'desc', null]`, where `null` means unsorted).",
    () => {
      const { container } = render(<DataGrid rows={rows} columns={columns} />);
      expect(ariaSort(container, 'n')).toBe('none');
      expect(cycle(container, 'n', 4)).toEqual(['ascending', 'descending', 'none', 'ascending']);
    },
  );

  claim("For example `sortingOrder={['desc', 'asc']}` starts with descending and never goes back to unsorted.", () => {
    const { container } = render(<DataGrid rows={rows} columns={columns} sortingOrder={['desc', 'asc']} />);
    expect(cycle(container, 'n', 4)).toEqual(['descending', 'ascending', 'descending', 'ascending']);
    expect(order(container)).toEqual([3, 1, 2]);
  });

  claim(
    'Set `disableColumnSorting` on the grid to turn sorting off for every column (the sort model can still be set from code).',
    () => {
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
      const { container } = render(<DataGrid apiRef={apiRef} rows={rows} columns={columns} disableColumnSorting />);
      clickHeader(container, 'n');
      clickHeader(container, 'name');
      expect(order(container)).toEqual([1, 2, 3]);
      act(() => apiRef.current.setSortModel([{ field: 'n', sort: 'desc' }]));
      expect(order(container)).toEqual([2, 1, 3]);
    },
  );

  claim(
    "In the next demo the grid cycles through `['desc', 'asc']`, so most headers start with the largest values and never return to unsorted.",
    () => {
      const { container } = render(<SortingOrderGrid />);
      expect(cycle(container, 'director', 3)).toEqual(['descending', 'ascending', 'descending']);
      expect(cycle(container, 'gross', 3)).toEqual(['descending', 'ascending', 'descending']);
      // The columns with their own `sortingOrder`.
      expect(cycle(container, 'title', 3)).toEqual(['ascending', 'descending', 'none']);
      expect(cycle(container, 'imdbRating', 2)).toEqual(['descending', 'descending']);
    },
  );

  claim(
    'Sort by another column, or click **Gross** until it is unsorted: the initial model was only the starting point.',
    () => {
      const { container } = render(<InitialSortGrid />);
      expect(ariaSort(container, 'gross')).toBe('descending');
      expect(cycle(container, 'gross', 1)).toEqual(['none']);
      clickHeader(container, 'year');
      expect(ariaSort(container, 'year')).toBe('ascending');
      expect(ariaSort(container, 'gross')).toBe('none');
    },
  );

  claim(
    'In the demo, statuses follow the business order rather than the alphabet, and trades without a settlement price always stay at the bottom.',
    () => {
      const { container } = render(<CustomComparatorGrid />);
      const texts = (field: string) =>
        [...container.querySelectorAll(`[role="row"][data-id] [data-field="${field}"]`)].map(
          (cell) => cell.textContent!,
        );
      const statuses = texts('status');
      const ranks = statuses.map((status) => STATUSES.indexOf(status as (typeof STATUSES)[number]));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(new Set(statuses).size).toBeGreaterThan(2);
      // Not the alphabet: 'Open' comes before 'Filled'.
      expect(statuses.indexOf('Open')).toBeLessThan(statuses.indexOf('Filled'));
      for (let clicks = 0; clicks < 2; clicks += 1) {
        clickHeader(container, 'settlementPrice');
        const prices = texts('settlementPrice');
        const firstEmpty = prices.indexOf('—');
        expect(firstEmpty).toBeGreaterThan(0);
        expect(prices.slice(firstEmpty).every((price) => price === '—')).toBe(true);
      }
    },
  );
});
