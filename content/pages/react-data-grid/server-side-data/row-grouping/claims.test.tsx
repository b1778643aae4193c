import * as React from 'react';
import { act, render } from '@testing-library/react';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridRowTreeSelector,
  type GridApi,
  type GridGetRowsParams,
} from '@mui/x-data-grid-premium';
import { expect, vi } from 'vitest';
import { claim } from '@/claims/claim';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
// 30 people; the first page of 10 holds Engineering only, the dataset also has Sales.
const ALL = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, dept: i < 15 ? 'Engineering' : 'Sales' }));

claim(
  'With `DataGridPremium`, a `rowGroupingModel` next to `unstable_dataSource` is still computed in the browser, from the rows the grid holds: with a data source that is the current page only, so groups and their counts describe one page, not your dataset.',
  async () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    const getRows = vi.fn(async (params: GridGetRowsParams) => ({
      rows: ALL.slice(Number(params.start), Number(params.end) + 1),
      rowCount: 30,
    }));
    render(
      <DataGridPremium
        apiRef={apiRef}
        columns={[{ field: 'dept' }]}
        unstable_dataSource={{ getRows }}
        rowGroupingModel={['dept']}
        pagination
        pageSizeOptions={[10]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
      />,
    );
    await settle();
    const groups = Object.values(gridRowTreeSelector(apiRef)).filter(
      (node) => node.type === 'group' && node.id !== GRID_ROOT_GROUP_ID,
    );
    expect(
      groups.map((node) => [node.type === 'group' && node.groupingKey, node.type === 'group' && node.children.length]),
    ).toEqual([['Engineering', 10]]);
    // "`GridGetRowsParams` has a `groupFields` field ... In 7.21.0 it is always empty."
    expect(getRows.mock.calls[0]![0].groupFields).toEqual([]);
  },
);

claim('In 7.21.0 it is always empty.', async () => {
  const getRows = vi.fn(async (_params: GridGetRowsParams) => ({ rows: ALL.slice(0, 5), rowCount: 5 }));
  render(
    <DataGridPremium
      columns={[{ field: 'dept' }]}
      unstable_dataSource={{ getRows }}
      initialState={{ rowGrouping: { model: ['dept'] } }}
    />,
  );
  await settle();
  expect(getRows.mock.calls.map(([params]) => params.groupFields)).toEqual(getRows.mock.calls.map(() => []));
});
