import * as React from 'react';
import { act, render } from '@testing-library/react';
import {
  DATA_GRID_PRO_PROPS_DEFAULT_VALUES,
  DataGridPro,
  type GridApiPro,
  type GridGetRowsParams,
} from '@mui/x-data-grid-pro';
import { expect, vi } from 'vitest';
import { claim } from '@/claims/claim';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

claim(
  'In 7.21.0 these are **declared but not read**: the grid ignores them, never sends a cursor back, and never requests a next batch by itself.',
  async () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
    const getRows = vi.fn(async (_params: GridGetRowsParams) => ({
      rows: Array.from({ length: 5 }, (_, id) => ({ id })),
      pageInfo: { hasNextPage: true, nextCursor: 'next-token' },
    }));
    render(<DataGridPro apiRef={apiRef} columns={[{ field: 'id' }]} unstable_dataSource={{ getRows }} />);
    await settle();
    await settle();
    expect(getRows).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(getRows.mock.calls[0]![0])).not.toContain('next-token');
    await act(async () => {
      await apiRef.current.unstable_dataSource.fetchRows();
    });
    await settle();
    expect(JSON.stringify(getRows.mock.calls.at(-1)![0])).not.toContain('next-token');
  },
);

claim(
  '`onRowsScrollEnd` is called when the scroll position comes within `scrollEndThreshold` pixels (80 by default) of the last row.',
  () => {
    expect(DATA_GRID_PRO_PROPS_DEFAULT_VALUES.scrollEndThreshold).toBe(80);
  },
);

claim('Keep pagination off (the default of `DataGridPro`)', () => {
  expect(DATA_GRID_PRO_PROPS_DEFAULT_VALUES.pagination).toBe(false);
});
