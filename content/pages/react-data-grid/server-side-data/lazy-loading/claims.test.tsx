import * as React from 'react';
import { act, render } from '@testing-library/react';
import { DataGridPro, type GridApiPro, type GridGetRowsParams } from '@mui/x-data-grid-pro';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

claim(
  "the data source does not answer the lazy loader's `fetchRows` event, so with `unstable_dataSource` keep the default `rowsLoadingMode` and use pagination.",
  async () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
    const getRows = vi.fn(async (params: GridGetRowsParams) => ({
      rows: Array.from({ length: 10 }, (_, i) => ({ id: Number(params.start) + i })),
      rowCount: 100,
    }));
    render(
      <DataGridPro
        apiRef={apiRef}
        columns={[{ field: 'id' }]}
        unstable_dataSource={{ getRows }}
        rowsLoadingMode="server"
      />,
    );
    await settle();
    const calls = getRows.mock.calls.length;
    act(() =>
      apiRef.current.publishEvent('fetchRows', {
        firstRowToRender: 50,
        lastRowToRender: 60,
        sortModel: [],
        filterModel: { items: [] },
      }),
    );
    await settle();
    expect(getRows.mock.calls.length).toBe(calls);
    expect(apiRef.current.getRow(55)).toBeNull();
  },
);

claim('This is **planned**: the 7.21.0 data source only loads whole pages', async () => {
  const getRows = vi.fn(async (params: GridGetRowsParams) => ({
    rows: Array.from({ length: 10 }, (_, i) => ({ id: Number(params.start) + i })),
    rowCount: 100,
  }));
  render(
    <DataGridPro
      columns={[{ field: 'id' }]}
      unstable_dataSource={{ getRows }}
      pagination
      pageSizeOptions={[10]}
      initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
    />,
  );
  await settle();
  expect(getRows).toHaveBeenCalledTimes(1);
  expect(getRows.mock.calls[0]![0]).toMatchObject({ start: 0, end: 9, paginationModel: { page: 0, pageSize: 10 } });
});

describe('choosing today', () => {
  // jsdom has no IntersectionObserver: this one reports every element it watches as fully in view, as a browser does
  // once the user has scrolled to the end of the rows.
  class EverythingInView {
    constructor(private readonly report: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.report(
        [{ isIntersecting: true, intersectionRatio: 1, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
    unobserve() {}
    disconnect() {}
  }
  beforeAll(() => {
    vi.stubGlobal('IntersectionObserver', EverythingInView);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  claim('Next batch only (cursor), no total', async () => {
    const rows = Array.from({ length: 5 }, (_, id) => ({ id }));
    // Lazy loading needs the total: without `rowCount` there are no skeleton rows, so the end of the rows in view asks
    // for nothing.
    const lazyApiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
    const onFetchRows = vi.fn();
    const lazy = render(
      <DataGridPro
        apiRef={lazyApiRef}
        rows={rows}
        columns={[{ field: 'id' }]}
        rowsLoadingMode="server"
        onFetchRows={onFetchRows}
      />,
    );
    await settle();
    act(() =>
      lazyApiRef.current.publishEvent('renderedRowsIntervalChange', {
        firstRowIndex: 0,
        lastRowIndex: 5,
        firstColumnIndex: 0,
        lastColumnIndex: 1,
      }),
    );
    expect(lazyApiRef.current.getRowsCount()).toBe(5);
    expect(onFetchRows).not.toHaveBeenCalled();
    lazy.unmount();
    // Infinite loading asks for more at the end of whatever rows there are, with no count at all.
    const onRowsScrollEnd = vi.fn();
    render(<DataGridPro rows={rows} columns={[{ field: 'id' }]} onRowsScrollEnd={onRowsScrollEnd} />);
    await settle();
    expect(onRowsScrollEnd).toHaveBeenCalledTimes(1);
    expect(onRowsScrollEnd.mock.calls[0]![0].visibleRowsCount).toBe(5);
  });

  claim(
    'load the requested ranges from `onFetchRows`, which receives the `firstRowToRender` and `lastRowToRender` indexes along with the current sort and filter models. Add each answer with `apiRef.current.unstable_replaceRows(firstRowToRender, rows)`.',
    async () => {
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
      const onFetchRows = vi.fn();
      render(
        <DataGridPro
          apiRef={apiRef}
          rows={[{ id: 0 }, { id: 1 }]}
          columns={[{ field: 'id' }]}
          rowsLoadingMode="server"
          rowCount={10}
          onFetchRows={onFetchRows}
        />,
      );
      await settle();
      onFetchRows.mockClear();
      act(() =>
        apiRef.current.publishEvent('renderedRowsIntervalChange', {
          firstRowIndex: 0,
          lastRowIndex: 6,
          firstColumnIndex: 0,
          lastColumnIndex: 1,
        }),
      );
      expect(onFetchRows.mock.calls[0]![0]).toEqual({
        firstRowToRender: 2,
        lastRowToRender: 6,
        sortModel: [],
        filterModel: expect.objectContaining({ items: [] }),
      });
      act(() => apiRef.current.unstable_replaceRows(2, [{ id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }]));
      expect(apiRef.current.getRowIdFromRowIndex(5)).toBe(5);
      expect(apiRef.current.getRowNode(apiRef.current.getRowIdFromRowIndex(6))?.type).toBe('skeletonRow');
    },
  );
});
