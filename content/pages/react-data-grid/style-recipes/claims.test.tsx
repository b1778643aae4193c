import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { act, render } from '@testing-library/react';
import { DataGrid, type GridApi, type GridRowClassNameParams } from '@mui/x-data-grid';
import { expect, vi } from 'vitest';
import { claim } from '@/claims/claim';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const rows = [
  { id: 1, status: 'open', change: 2 },
  { id: 2, status: 'rejected', change: -1 },
  { id: 3, status: 'open', change: 0 },
];
const rowClass = (root: Element, id: number) => root.querySelector(`[role="row"][data-id="${id}"]`)!.className;

claim(
  '`getRowClassName(params)` is called for every rendered row and returns a class for it; `params.row` gives access to the data.',
  () => {
    const getRowClassName = vi.fn((params: GridRowClassNameParams) => `status-${params.row.status}`);
    const { container } = render(
      <DataGrid rows={rows} columns={[{ field: 'status' }]} getRowClassName={getRowClassName} />,
    );
    expect(new Set(getRowClassName.mock.calls.map(([params]) => params.id))).toEqual(new Set([1, 2, 3]));
    expect(rowClass(container, 2)).toContain('status-rejected');
  },
);

claim(
  '`params.indexRelativeToCurrentPage` is the position of the row among the displayed rows of the page, after sorting and filtering',
  () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    const stripe = (params: GridRowClassNameParams) =>
      [
        params.indexRelativeToCurrentPage % 2 ? 'odd' : 'even',
        params.isFirstVisible && 'first',
        params.isLastVisible && 'last',
      ]
        .filter(Boolean)
        .join(' ');
    const { container } = render(
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={[{ field: 'change', type: 'number' }]}
        getRowClassName={stripe}
        initialState={{ sorting: { sortModel: [{ field: 'change', sort: 'asc' }] } }}
      />,
    );
    // Sorted: 2, 3, 1.
    expect(
      [rowClass(container, 2), rowClass(container, 3), rowClass(container, 1)].map(
        (name) => name.match(/\b(even|odd)\b/)![1],
      ),
    ).toEqual(['even', 'odd', 'even']);
    expect(rowClass(container, 2)).toMatch(/\bfirst\b/);
    expect(rowClass(container, 1)).toMatch(/\blast\b/);
    act(() => apiRef.current.setFilterModel({ items: [{ field: 'change', operator: '>=', value: 0 }] }));
    expect(rowClass(container, 3)).toMatch(/\beven\b.*\bfirst\b/);
    expect(rowClass(container, 1)).toMatch(/\bodd\b/);
  },
);

claim(
  'For rules that span several columns, the grid-level `getCellClassName(params)` receives the `field` as well.',
  () => {
    const getCellClassName = vi.fn((params: { field: string }) => `cell-${params.field}`);
    const { container } = render(
      <DataGrid
        rows={rows}
        columns={[
          { field: 'status' },
          { field: 'change', cellClassName: ({ value }) => (Number(value) < 0 ? 'down' : 'up') },
        ]}
        getCellClassName={getCellClassName}
      />,
    );
    expect(new Set(getCellClassName.mock.calls.map(([params]) => params.field))).toEqual(new Set(['status', 'change']));
    const cell = container.querySelector('[role="row"][data-id="2"] [data-field="change"]')!;
    expect(cell.className).toMatch(/\bdown\b/);
    expect(cell.className).toMatch(/\bcell-change\b/);
  },
);

// Test files share a worker, and Emotion's default cache outlives the document of the file that first inserted a
// style: a fresh cache writes the grid's styles into this file's document, so computed styles can be read.
const withStyles = (ui: React.ReactElement) => (
  <CacheProvider value={createCache({ key: 'claims' })}>{ui}</CacheProvider>
);

claim("The grid's own hover and selected backgrounds are also set on the row", () => {
  const { container } = render(
    withStyles(<DataGrid rows={rows} columns={[{ field: 'status' }]} rowSelectionModel={[1]} />),
  );
  const row = container.querySelector('[role="row"][data-id="1"]')!;
  expect(row.classList.contains('Mui-selected')).toBe(true);
  const other = container.querySelector('[role="row"][data-id="2"]')!;
  // The selection background is the row's own: it differs from an unselected row's.
  expect(getComputedStyle(row).backgroundColor).not.toBe(getComputedStyle(other).backgroundColor);
});
