import * as React from 'react';
import { act, render } from '@testing-library/react';
import { DataGridPro, type GridApiPro, type GridGetRowsParams } from '@mui/x-data-grid-pro';
import { expect, vi } from 'vitest';
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
