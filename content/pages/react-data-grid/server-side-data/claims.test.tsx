import * as React from 'react';
import { act, render } from '@testing-library/react';
import {
  DataGridPro,
  GridDataSourceCacheDefault,
  type GridApiPro,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const ALL = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, n: i + 1 }));
const columns = [{ field: 'n', type: 'number' as const }];
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const newApiRef = () => ({ current: null }) as unknown as React.MutableRefObject<GridApiPro>;
const server = (answer?: (params: GridGetRowsParams) => GridGetRowsResponse) =>
  vi.fn(
    async (params: GridGetRowsParams): Promise<GridGetRowsResponse> =>
      answer ? answer(params) : { rows: ALL.slice(Number(params.start), Number(params.end) + 1), rowCount: ALL.length },
  );
const pageProps = {
  pagination: true,
  pageSizeOptions: [10],
  initialState: { pagination: { paginationModel: { pageSize: 10, page: 0 } } },
};

describe('requests', () => {
  const apiRef = newApiRef();
  const getRows = server();
  const cache = { get: vi.fn(), set: vi.fn(), clear: vi.fn() };

  claim(
    "When `unstable_dataSource` is set, the grid switches `paginationMode`, `sortingMode` and `filterMode` to `'server'` by itself, so sorting, filtering and paging all go through `getRows`.",
    async () => {
      render(
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          unstable_dataSource={{ getRows }}
          unstable_dataSourceCache={cache}
          {...pageProps}
        />,
      );
      await settle();
      expect(getRows).toHaveBeenCalledTimes(1);
      act(() => apiRef.current.sortColumn('n', 'desc'));
      await settle();
      expect(getRows.mock.calls.at(-1)![0].sortModel).toEqual([{ field: 'n', sort: 'desc' }]);
      // The grid did not sort the page itself: the server ignored the sort, so the rows are in the server's order.
      expect(apiRef.current.getSortedRowIds().slice(0, 2)).toEqual([1, 2]);
      act(() => apiRef.current.setPage(1));
      await settle();
      expect(getRows.mock.calls.at(-1)![0].paginationModel).toEqual({ page: 1, pageSize: 10 });
    },
  );

  claim('The same page as row indexes; `end` is inclusive', () => {
    expect(getRows.mock.calls.at(-1)![0]).toMatchObject({ start: 10, end: 19 });
  });

  claim('Reserved for server-side row grouping, not implemented in 7.21.0 (always empty)', () => {
    expect(getRows.mock.calls.map(([params]) => params.groupFields)).toEqual(getRows.mock.calls.map(() => []));
  });

  claim(
    'The grid only calls three methods of the cache: `get(params)` before each request, `set(params, response)` after a successful one, and `clear()` when the data source changes or you ask for it.',
    async () => {
      expect(cache.get).toHaveBeenCalledTimes(getRows.mock.calls.length);
      expect(cache.get.mock.calls.at(-1)![0]).toEqual(getRows.mock.calls.at(-1)![0]);
      expect(cache.set.mock.calls.at(-1)![0]).toEqual(getRows.mock.calls.at(-1)![0]);
      expect(cache.set.mock.calls.at(-1)![1]).toMatchObject({ rowCount: 30 });
      cache.clear.mockClear();
      act(() => apiRef.current.unstable_dataSource.cache.clear());
      expect(cache.clear).toHaveBeenCalledTimes(1);
    },
  );
});

claim(
  'The grid only applies `rowCount` when it is truthy. A response with `rowCount: 0` (a filter that matches nothing) leaves the previous total in the footer.',
  async () => {
    const apiRef = newApiRef();
    const getRows = server((params) =>
      params.filterModel.items.length ? { rows: [], rowCount: 0 } : { rows: ALL.slice(0, 10), rowCount: 30 },
    );
    const { container } = render(
      <DataGridPro
        apiRef={apiRef}
        columns={columns}
        unstable_dataSource={{ getRows }}
        unstable_dataSourceCache={null}
        {...pageProps}
      />,
    );
    await settle();
    expect(container.querySelector('.MuiTablePagination-displayedRows')?.textContent).toBe('1–10 of 30');
    act(() => apiRef.current.setFilterModel({ items: [{ field: 'n', operator: '>', value: 100 }] }));
    await settle();
    expect(apiRef.current.getAllRowIds()).toEqual([]);
    expect(apiRef.current.state.pagination.rowCount).toBe(30);
    expect(container.querySelector('.MuiTablePagination-displayedRows')?.textContent).toMatch(/of 30$/);
  },
);

describe('the cache', () => {
  claim('By default, entries expire after five minutes.', () => {
    vi.useFakeTimers();
    try {
      const cache = new GridDataSourceCacheDefault({});
      const key = { paginationModel: { page: 0, pageSize: 10 } } as GridGetRowsParams;
      cache.set(key, { rows: [] });
      vi.advanceTimersByTime(299_000);
      expect(cache.get(key)).toEqual({ rows: [] });
      vi.advanceTimersByTime(2_000);
      expect(cache.get(key)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  claim(
    'Going back to a page, or to a sort you already used, is answered from the cache without calling `getRows`.',
    async () => {
      const apiRef = newApiRef();
      const getRows = server();
      render(<DataGridPro apiRef={apiRef} columns={columns} unstable_dataSource={{ getRows }} {...pageProps} />);
      await settle();
      act(() => apiRef.current.setPage(1));
      await settle();
      act(() => apiRef.current.setPage(0));
      await settle();
      expect(getRows).toHaveBeenCalledTimes(2);
    },
  );

  claim('`null` turns caching off, so every change calls the server.', async () => {
    const apiRef = newApiRef();
    const getRows = server();
    render(
      <DataGridPro
        apiRef={apiRef}
        columns={columns}
        unstable_dataSource={{ getRows }}
        unstable_dataSourceCache={null}
        {...pageProps}
      />,
    );
    await settle();
    act(() => apiRef.current.setPage(1));
    await settle();
    act(() => apiRef.current.setPage(0));
    await settle();
    expect(getRows).toHaveBeenCalledTimes(3);
  });

  claim('Failed responses are not cached, so a retry always reaches the server.', async () => {
    const apiRef = newApiRef();
    let fail = true;
    const getRows = vi.fn(async (params: GridGetRowsParams) => {
      if (fail) throw new Error('down');
      return { rows: ALL.slice(Number(params.start), Number(params.end) + 1), rowCount: 30 };
    });
    const set = vi.fn();
    const cache = { get: () => undefined, set, clear: () => {} };
    render(
      <DataGridPro
        apiRef={apiRef}
        columns={columns}
        unstable_dataSource={{ getRows }}
        unstable_dataSourceCache={cache}
        unstable_onDataSourceError={() => {}}
        {...pageProps}
      />,
    );
    await settle();
    expect(set).not.toHaveBeenCalled();
    fail = false;
    await act(async () => {
      await apiRef.current.unstable_dataSource.fetchRows();
    });
    await settle();
    expect(getRows).toHaveBeenCalledTimes(2);
    expect(set).toHaveBeenCalledTimes(1);
  });
});
