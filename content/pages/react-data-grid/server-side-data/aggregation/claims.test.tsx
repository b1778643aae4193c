import * as React from 'react';
import { act, render } from '@testing-library/react';
import { DataGridPremium, type GridApi, type GridGetRowsParams } from '@mui/x-data-grid-premium';
import { expect, vi } from 'vitest';
import { claim } from '@/claims/claim';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const ALL = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, amount: 1 }));
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

claim(
  "The data source doesn't send the aggregation model to `getRows`, and `GridGetRowsResponse` has no field for aggregated values.",
  async () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    const getRows = vi.fn(async (params: GridGetRowsParams) => ({
      rows: ALL.slice(Number(params.start), Number(params.end) + 1),
      rowCount: 30,
    }));
    render(
      <DataGridPremium
        apiRef={apiRef}
        columns={[{ field: 'amount', type: 'number' }]}
        unstable_dataSource={{ getRows }}
        pagination
        pageSizeOptions={[10]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } }, aggregation: { model: { amount: 'sum' } } }}
      />,
    );
    await settle();
    expect(Object.keys(getRows.mock.calls[0]![0])).not.toContain('aggregationModel');
  },
);

claim(
  'With `DataGridPremium` and a data source, an `aggregationModel` is still computed in the browser over the rows the grid holds, which is the current page only.',
  async () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    const getRows = vi.fn(async (params: GridGetRowsParams) => ({
      rows: ALL.slice(Number(params.start), Number(params.end) + 1),
      rowCount: 30,
    }));
    const { container } = render(
      <DataGridPremium
        apiRef={apiRef}
        columns={[{ field: 'amount', type: 'number' }]}
        unstable_dataSource={{ getRows }}
        pagination
        pageSizeOptions={[10]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } }, aggregation: { model: { amount: 'sum' } } }}
      />,
    );
    await settle();
    const footer = container.querySelector('.MuiDataGrid-pinnedRows--bottom [data-field="amount"]');
    expect(footer?.textContent).toMatch(/(^|\D)10$/);
  },
);
