import * as React from 'react';
import { act, render } from '@testing-library/react';
import {
  DATA_GRID_PRO_PROPS_DEFAULT_VALUES,
  DataGridPro,
  type GridApiPro,
  type GridFetchRowsParams,
} from '@mui/x-data-grid-pro';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const makeRows = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => ({ id: from + i, n: from + i }));
const columns = [{ field: 'n', type: 'number' as const }];
const newApiRef = () => ({ current: null }) as unknown as React.MutableRefObject<GridApiPro>;
const skeletons = (apiRef: React.MutableRefObject<GridApiPro>) =>
  Object.values(apiRef.current.state.rows.tree).filter((node) => node.type === 'skeletonRow').length;

describe('lazy loading', () => {
  const apiRef = newApiRef();
  const onFetchRows = vi.fn<(params: GridFetchRowsParams) => void>();
  const interval = (firstRowIndex: number, lastRowIndex: number) =>
    act(() =>
      apiRef.current.publishEvent('renderedRowsIntervalChange', {
        firstRowIndex,
        lastRowIndex,
        firstColumnIndex: 0,
        lastColumnIndex: 1,
      }),
    );

  claim('The grid fills the gap between `rows.length` and `rowCount` with skeleton rows.', () => {
    render(
      <DataGridPro
        apiRef={apiRef}
        rows={makeRows(0, 20)}
        columns={columns}
        rowCount={100}
        rowsLoadingMode="server"
        sortingMode="server"
        filterMode="server"
        onFetchRows={onFetchRows}
      />,
    );
    expect(skeletons(apiRef)).toBe(80);
  });

  claim('Turns on lazy loading (the default, `"client"`, expects every row up front).', () => {
    expect(DATA_GRID_PRO_PROPS_DEFAULT_VALUES.rowsLoadingMode).toBe('client');
    const other = newApiRef();
    const { unmount } = render(<DataGridPro apiRef={other} rows={makeRows(0, 20)} columns={columns} rowCount={100} />);
    expect(skeletons(other)).toBe(0);
    unmount();
  });

  claim('Called when skeleton rows become visible, and again whenever the sort or filter model changes.', () => {
    onFetchRows.mockClear();
    interval(0, 10);
    // Only loaded rows in view: nothing to fetch.
    expect(onFetchRows).not.toHaveBeenCalled();
    interval(15, 30);
    expect(onFetchRows).toHaveBeenCalledTimes(1);
    expect(onFetchRows.mock.calls[0]![0]).toMatchObject({
      firstRowToRender: 20,
      lastRowToRender: 30,
      sortModel: [],
      filterModel: { items: [] },
    });
  });

  claim(
    'Ranges that were skipped are requested again if they come back into view, because they still contain skeleton rows.',
    () => {
      onFetchRows.mockClear();
      interval(40, 50);
      interval(15, 30);
      expect(onFetchRows.mock.calls.map(([params]) => [params.firstRowToRender, params.lastRowToRender])).toEqual([
        [40, 50],
        [20, 30],
      ]);
    },
  );

  claim('The rows passed in take the place of the rows (or skeletons) starting at that index.', () => {
    act(() => apiRef.current.unstable_replaceRows(20, makeRows(20, 30)));
    expect(skeletons(apiRef)).toBe(70);
    expect(apiRef.current.getRowIdFromRowIndex(25)).toBe(25);
    onFetchRows.mockClear();
    interval(15, 29);
    expect(onFetchRows).not.toHaveBeenCalled();
  });

  claim(
    'When the sort or filter model changes, the grid calls `onFetchRows` right away for the range currently on screen, with the new `sortModel` and `filterModel`.',
    () => {
      onFetchRows.mockClear();
      act(() => apiRef.current.sortColumn('n', 'desc'));
      expect(onFetchRows).toHaveBeenCalledTimes(1);
      expect(onFetchRows.mock.calls[0]![0].sortModel).toEqual([{ field: 'n', sort: 'desc' }]);
      onFetchRows.mockClear();
      act(() => apiRef.current.setFilterModel({ items: [{ field: 'n', operator: '>', value: 3 }] }));
      expect(onFetchRows.mock.calls[0]![0].filterModel.items).toHaveLength(1);
    },
  );

  claim(
    'While a sort or filter is active, the grid asks for the rendered range every time it changes, not only for skeleton rows',
    () => {
      onFetchRows.mockClear();
      interval(0, 10);
      expect(onFetchRows).toHaveBeenCalledTimes(1);
      expect(onFetchRows.mock.calls[0]![0]).toMatchObject({ firstRowToRender: 0, lastRowToRender: 10 });
    },
  );
});

describe('infinite loading', () => {
  claim('`scrollEndThreshold`: how close to the bottom (in pixels, default `80`) the callback fires.', () => {
    expect(DATA_GRID_PRO_PROPS_DEFAULT_VALUES.scrollEndThreshold).toBe(80);
  });

  claim('Keep pagination off (the default in `DataGridPro`).', () => {
    expect(DATA_GRID_PRO_PROPS_DEFAULT_VALUES.pagination).toBe(false);
  });
});
