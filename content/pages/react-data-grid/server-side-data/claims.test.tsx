import * as React from 'react';
import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import {
  DataGridPro,
  GridDataSourceCacheDefault,
  type GridApiPro,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import DataSourceCustomCache from './demos/DataSourceCustomCache';

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

describe('the data source object', () => {
  claim('The only required method is `getRows(params)`', async () => {
    const getRows = server();
    const { container } = render(<DataGridPro columns={columns} unstable_dataSource={{ getRows }} {...pageProps} />);
    await settle();
    expect(container.querySelectorAll('[role="row"][data-id]')).toHaveLength(10);
  });

  claim(
    '`new GridDataSourceCacheDefault({ ttl })` keeps the default cache with another lifetime, in milliseconds.',
    () => {
      vi.useFakeTimers();
      try {
        const cache = new GridDataSourceCacheDefault({ ttl: 1_000 });
        const key = { paginationModel: { page: 0, pageSize: 10 } } as GridGetRowsParams;
        cache.set(key, { rows: [] });
        vi.advanceTimersByTime(900);
        expect(cache.get(key)).toEqual({ rows: [] });
        vi.advanceTimersByTime(200);
        expect(cache.get(key)).toBeUndefined();
      } finally {
        vi.useRealTimers();
      }
    },
  );

  claim(
    "The demo's cache keeps entries until they are cleared and counts its hits and misses; page back and forth and only the pages you have not seen yet reach the server.",
    async () => {
      const { container } = render(<DataSourceCustomCache />);
      const view = within(container);
      const chips = () => [...container.querySelectorAll('.MuiChip-label')].map((chip) => chip.textContent);
      const firstId = () => container.querySelector('[role="row"][data-id]')?.getAttribute('data-id');
      await waitFor(() => expect(firstId()).toBe('1'), { timeout: 3000 });
      fireEvent.click(view.getByLabelText('Go to next page'));
      await waitFor(() => expect(firstId()).toBe('6'), { timeout: 3000 });
      fireEvent.click(view.getByLabelText('Go to previous page'));
      await waitFor(() => expect(firstId()).toBe('1'), { timeout: 3000 });
      fireEvent.click(view.getByLabelText('Go to next page'));
      await waitFor(() => expect(firstId()).toBe('6'), { timeout: 3000 });
      expect(chips()).toEqual(['2 cache hits', '2 misses (server calls)']);
    },
  );

  claim(
    'With `treeData`, the data source can load a hierarchy one level at a time: the top level first, and the children of a row only when the user expands it.',
    async () => {
      const getRows = vi.fn(
        async (params: GridGetRowsParams): Promise<GridGetRowsResponse> =>
          params.groupKeys?.length
            ? { rows: [{ id: 'a1', name: 'a1', kids: 0 }], rowCount: 1 }
            : { rows: [{ id: 'a', name: 'a', kids: 1 }], rowCount: 1 },
      );
      const { container } = render(
        <DataGridPro
          columns={[{ field: 'name' }]}
          treeData
          unstable_dataSource={{
            getRows,
            getGroupKey: (row) => row.name,
            getChildrenCount: (row) => row.kids,
          }}
        />,
      );
      await settle();
      expect(getRows.mock.calls.map(([params]) => params.groupKeys)).toEqual([[]]);
      fireEvent.click(container.querySelector('[role="row"][data-id="a"] button')!);
      await settle();
      expect(getRows.mock.calls.map(([params]) => params.groupKeys)).toEqual([[], ['a']]);
      await waitFor(() => expect(container.querySelector('[role="row"][data-id="a1"]')).not.toBeNull());
    },
  );
});

claim(
  '**Selection propagation** in tree data (`rowSelectionPropagation`) only reaches the children that are loaded',
  async () => {
    const apiRef = newApiRef();
    const getRows = vi.fn(
      async (params: GridGetRowsParams): Promise<GridGetRowsResponse> =>
        params.groupKeys?.length
          ? {
              rows: [
                { id: 'a1', name: 'a1', kids: 0 },
                { id: 'a2', name: 'a2', kids: 0 },
              ],
              rowCount: 2,
            }
          : { rows: [{ id: 'a', name: 'a', kids: 2 }], rowCount: 1 },
    );
    const { container } = render(
      <DataGridPro
        apiRef={apiRef}
        columns={[{ field: 'name' }]}
        treeData
        checkboxSelection
        rowSelectionPropagation={{ descendants: true, parents: true }}
        unstable_dataSource={{ getRows, getGroupKey: (row) => row.name, getChildrenCount: (row) => row.kids }}
      />,
    );
    await settle();
    const checkbox = (id: string) => container.querySelector(`[role="row"][data-id="${id}"] input[type="checkbox"]`)!;
    const selected = () => [...apiRef.current.getSelectedRows().keys()].sort();
    // Children not fetched yet: the parent is selected alone.
    fireEvent.click(checkbox('a'));
    expect(selected()).toEqual(['a']);
    // "that selection is lost when the children arrive"
    fireEvent.click(container.querySelector('[role="row"][data-id="a"] button')!);
    await waitFor(() => expect(container.querySelector('[role="row"][data-id="a2"]')).not.toBeNull());
    expect(selected()).toEqual([]);
    // Loaded children: both directions propagate.
    fireEvent.click(checkbox('a'));
    expect(selected()).toEqual(['a', 'a1', 'a2']);
    fireEvent.click(checkbox('a1'));
    expect(selected()).toEqual(['a2']);
  },
);

describe('the tables of parameters and answers', () => {
  claim(
    'The current `GridFilterModel`: `items`, `logicOperator`, `quickFilterValues`, `quickFilterLogicOperator`',
    async () => {
      const apiRef = newApiRef();
      const getRows = server();
      render(<DataGridPro apiRef={apiRef} columns={columns} unstable_dataSource={{ getRows }} {...pageProps} />);
      await settle();
      act(() => apiRef.current.setQuickFilterValues(['1', '2']));
      await settle();
      const { filterModel } = getRows.mock.calls.at(-1)![0];
      expect(Object.keys(filterModel).sort()).toEqual([
        'items',
        'logicOperator',
        'quickFilterLogicOperator',
        'quickFilterValues',
      ]);
      expect(filterModel).toMatchObject({ quickFilterValues: ['1', '2'], quickFilterLogicOperator: 'and' });
    },
  );

  claim('With tree data, the keys of the ancestors of the rows to load; empty for the top level', async () => {
    const children: Record<string, { id: string; name: string; kids: number }[]> = {
      '': [{ id: 'a', name: 'a', kids: 1 }],
      a: [{ id: 'a/b', name: 'b', kids: 1 }],
      'a/b': [{ id: 'a/b/c', name: 'c', kids: 0 }],
    };
    const getRows = vi.fn(async (params: GridGetRowsParams): Promise<GridGetRowsResponse> => {
      const rows = children[params.groupKeys!.join('/')]!;
      return { rows, rowCount: rows.length };
    });
    const { container } = render(
      <DataGridPro
        columns={[{ field: 'name' }]}
        treeData
        unstable_dataSource={{ getRows, getGroupKey: (row) => row.name, getChildrenCount: (row) => row.kids }}
      />,
    );
    await settle();
    const expand = async (id: string) => {
      fireEvent.click(container.querySelector(`[role="row"][data-id="${id}"] button`)!);
      await waitFor(() => expect(getRows.mock.calls.length).toBeGreaterThan(0));
      await settle();
    };
    await expand('a');
    await expand('a/b');
    await waitFor(() => expect(container.querySelector('[role="row"][data-id="a/b/c"]')).not.toBeNull());
    expect(getRows.mock.calls.map(([params]) => params.groupKeys)).toEqual([[], ['a'], ['a', 'b']]);
  });

  /** Pages 1 and 2 of a 30-row server; page 2 answers `page2`. Returns the footer's text and the next-page button. */
  async function secondPage(page2: GridGetRowsResponse) {
    const apiRef = newApiRef();
    const getRows = server((params) =>
      params.paginationModel!.page === 0 ? { rows: ALL.slice(0, 10), rowCount: 30 } : page2,
    );
    const { container, unmount } = render(
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
    const footer = container.querySelector('.MuiTablePagination-displayedRows')?.textContent;
    const nextDisabled = within(container).getByLabelText('Go to next page').hasAttribute('disabled');
    unmount();
    return { footer, nextDisabled };
  }

  claim("Optional when it doesn't change.", async () => {
    expect(await secondPage({ rows: ALL.slice(10, 20) })).toEqual({ footer: '11–20 of 30', nextDisabled: false });
  });

  claim('Returning them has no effect; send a `rowCount` instead', async () => {
    // A last page by `pageInfo` and no total: the grid still shows the earlier total and offers a next page.
    const page2 = { rows: ALL.slice(10, 20), pageInfo: { hasNextPage: false, nextCursor: 'x' } };
    expect(await secondPage(page2)).toEqual({ footer: '11–20 of 30', nextDisabled: false });
  });
});

describe('the data source API', () => {
  const apiRef = newApiRef();
  const getRows = vi.fn(
    async (params: GridGetRowsParams): Promise<GridGetRowsResponse> =>
      params.groupKeys?.length
        ? { rows: [{ id: 'a1', name: 'a1', kids: 0 }], rowCount: 1 }
        : { rows: [{ id: 'a', name: 'a', kids: 1 }], rowCount: 1 },
  );
  let grid: HTMLElement;
  const groupingCell = () => grid.querySelector('[role="row"][data-id="a"] [data-field="__tree_data_group__"]')!;

  claim(
    'When the cache already holds an answer for the current parameters, the grid shows it without calling `getRows`',
    async () => {
      grid = render(
        <DataGridPro
          apiRef={apiRef}
          columns={[{ field: 'name' }]}
          treeData
          unstable_dataSource={{ getRows, getGroupKey: (row) => row.name, getChildrenCount: (row) => row.kids }}
        />,
      ).container;
      await settle();
      fireEvent.click(groupingCell().querySelector('button')!);
      await waitFor(() => expect(grid.querySelector('[role="row"][data-id="a1"]')).not.toBeNull());
      expect(getRows).toHaveBeenCalledTimes(2);
      // Children and top level again: both answers are cached.
      await act(async () => {
        await apiRef.current.unstable_dataSource.fetchRows('a');
        await apiRef.current.unstable_dataSource.fetchRows();
      });
      await settle();
      expect(getRows).toHaveBeenCalledTimes(2);
      act(() => apiRef.current.unstable_dataSource.cache.clear());
      await act(async () => {
        await apiRef.current.unstable_dataSource.fetchRows();
      });
      await settle();
      expect(getRows.mock.calls.map(([params]) => params.groupKeys)).toEqual([[], ['a'], []]);
    },
  );

  claim("Mark a row's children as loading", () => {
    act(() => apiRef.current.unstable_dataSource.setChildrenLoading('a', true));
    expect(groupingCell().querySelector('[role="progressbar"]')).not.toBeNull();
    act(() => apiRef.current.unstable_dataSource.setChildrenLoading('a', false));
    expect(groupingCell().querySelector('[role="progressbar"]')).toBeNull();
  });

  claim("Record or clear an error for a row's children", () => {
    const dot = () => groupingCell().querySelector('.MuiBadge-badge')!;
    expect(dot().classList.contains('MuiBadge-invisible')).toBe(true);
    act(() => apiRef.current.unstable_dataSource.setChildrenFetchError('a', new Error('down')));
    expect(dot().classList.contains('MuiBadge-invisible')).toBe(false);
    expect(apiRef.current.state.dataSource.errors).toEqual({ a: new Error('down') });
    act(() => apiRef.current.unstable_dataSource.setChildrenFetchError('a', null));
    expect(dot().classList.contains('MuiBadge-invisible')).toBe(true);
    expect(apiRef.current.state.dataSource.errors).toEqual({});
  });
});
