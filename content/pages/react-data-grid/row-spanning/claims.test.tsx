import * as React from 'react';
import { act, render } from '@testing-library/react';
import { DataGrid, type GridApi, type GridColDef } from '@mui/x-data-grid';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const rows = [
  { id: 1, dept: 'Sales', role: 'Rep', age: 30, day: new Date(2024, 0, 1) },
  { id: 2, dept: 'Sales', role: 'Rep', age: 30, day: new Date(2024, 0, 1) },
  { id: 3, dept: 'Ops', role: 'Rep', age: null, day: new Date(2024, 0, 1) },
  { id: 4, dept: 'Sales', role: null, age: null, day: new Date(2024, 0, 2) },
];
const columns: GridColDef[] = [
  { field: 'dept' },
  { field: 'role' },
  { field: 'age', type: 'number' },
  { field: 'day', type: 'date' },
];
const newApiRef = () => ({ current: null }) as unknown as React.MutableRefObject<GridApi>;
const spans = (apiRef: React.MutableRefObject<GridApi>) => apiRef.current.state.rowSpanning.spannedCells;

describe('spanning', () => {
  const apiRef = newApiRef();
  let root: HTMLElement;

  claim('For every column, the grid looks for consecutive rows with equal cell values and merges them.', () => {
    root = render(
      <DataGrid apiRef={apiRef} rows={rows} columns={columns} unstable_rowSpanning checkboxSelection />,
    ).container;
    expect(spans(apiRef)).toEqual({ 1: { dept: 2, role: 3, age: 2 } });
    // "A merged cell belongs to the first row of its span; the covered cells are not rendered."
    expect(root.querySelector('[role="row"][data-id="2"] [data-field="dept"]')?.textContent ?? '').toBe('');
  });

  claim('Only neighbours are merged, in the order the rows are displayed.', () => {
    // Row 4 is Sales too, but not next to the other Sales rows.
    expect(spans(apiRef)[4]).toBeUndefined();
    act(() => apiRef.current.sortColumn('dept', 'desc'));
    expect(spans(apiRef)[1]?.dept ?? spans(apiRef)[2]?.dept ?? spans(apiRef)[4]?.dept).toBe(3);
    act(() => apiRef.current.sortColumn('dept', null));
  });

  claim('Cells whose compared value is `null` or `undefined` are never merged.', () => {
    // Rows 3 and 4 both have no age.
    expect(spans(apiRef)[3]).toBeUndefined();
  });

  claim('The checkbox selection, row reorder and detail panel toggle columns never span.', () => {
    expect(Object.values(spans(apiRef)).some((fields) => '__check__' in fields)).toBe(false);
  });

  claim('Objects are compared by reference, so two `Date` objects for the same day are not equal.', () => {
    expect(Object.values(spans(apiRef)).some((fields) => 'day' in fields)).toBe(false);
  });

  claim('CSV export and the clipboard use the values of every row, not the merged display.', () => {
    const csv = apiRef.current.getDataAsCsv({ fields: ['dept'] }).split('\r\n');
    expect(csv).toEqual(['dept', 'Sales', 'Sales', 'Ops', 'Sales']);
  });
});

claim(
  "By default the value compared is the cell value: the row's property, or the result of the column's `valueGetter`.",
  () => {
    const apiRef = newApiRef();
    render(
      <DataGrid
        apiRef={apiRef}
        rows={[
          { id: 1, a: 1 },
          { id: 2, a: 3 },
        ]}
        columns={[{ field: 'odd', valueGetter: (_value, row) => row.a % 2 }]}
        unstable_rowSpanning
      />,
    );
    expect(spans(apiRef)).toEqual({ 1: { odd: 2 } });
  },
);

claim(
  'It has the same signature as `valueGetter` (value, row, column, API ref) and only affects spanning: the cell still displays, sorts and filters by its usual value.',
  () => {
    const apiRef = newApiRef();
    const received: unknown[][] = [];
    const { container } = render(
      <DataGrid
        apiRef={apiRef}
        rows={[
          { id: 1, name: 'Ann' },
          { id: 2, name: 'Anna' },
        ]}
        columns={[
          {
            field: 'name',
            rowSpanValueGetter: (...args: unknown[]) => {
              received.push(args);
              return 'same';
            },
          },
        ]}
        unstable_rowSpanning
      />,
    );
    expect(received[0]!.slice(0, 2)).toEqual(['Ann', { id: 1, name: 'Ann' }]);
    expect((received[0]![2] as { field: string }).field).toBe('name');
    expect(received[0]![3]).toHaveProperty('current');
    expect(spans(apiRef)).toEqual({ 1: { name: 2 } });
    expect(container.querySelector('[role="row"][data-id="1"] [data-field="name"]')?.textContent).toBe('Ann');
    act(() => apiRef.current.setFilterModel({ items: [{ field: 'name', operator: 'equals', value: 'Anna' }] }));
    expect(apiRef.current.state.filter.filteredRowsLookup).toEqual({ 1: false, 2: true });
  },
);

claim('With pagination, a span never crosses a page boundary.', () => {
  const apiRef = newApiRef();
  render(
    <DataGrid
      apiRef={apiRef}
      rows={[1, 2, 3, 4].map((id) => ({ id, g: 'x' }))}
      columns={[{ field: 'g' }]}
      unstable_rowSpanning
      pageSizeOptions={[3]}
      initialState={{ pagination: { paginationModel: { pageSize: 3 } } }}
    />,
  );
  expect(spans(apiRef)).toEqual({ 1: { g: 3 } });
  act(() => apiRef.current.setPage(1));
  expect(spans(apiRef)[4]).toBeUndefined();
});

claim('It works in all plans, without changing the rows themselves.', () => {
  const plans = { DataGrid, DataGridPro, DataGridPremium };
  for (const [name, Grid] of Object.entries(plans)) {
    const apiRef = newApiRef();
    const data = [1, 2, 3].map((id) => ({ id, g: 'x' }));
    const { unmount } = render(
      <Grid apiRef={apiRef as never} rows={data} columns={[{ field: 'g' }]} unstable_rowSpanning />,
    );
    expect(spans(apiRef), name).toEqual({ 1: { g: 3 } });
    // The row objects are the grid's rows as given: nothing added, nothing removed.
    expect(data).toEqual([1, 2, 3].map((id) => ({ id, g: 'x' })));
    expect(apiRef.current.getRow(2)).toBe(data[1]);
    unmount();
  }
});

claim(
  '**One height for every row.** A merged cell is as tall as the row height multiplied by the number of rows it covers.',
  () => {
    const data = [1, 2, 3].map((id) => ({ id, g: 'x' }));
    const merged = (root: Element) => root.querySelector('[role="row"][data-id="1"] [data-field="g"]') as HTMLElement;
    const rowHeight = (root: Element, id: number) =>
      (root.querySelector(`[role="row"][data-id="${id}"]`) as HTMLElement).style.getPropertyValue('--height');
    const even = render(<DataGrid rows={data} columns={[{ field: 'g' }]} rowHeight={40} unstable_rowSpanning />);
    expect(merged(even.container).style.height).toBe('calc(var(--height) * 3)');
    expect(merged(even.container).getAttribute('aria-rowspan')).toBe('3');
    expect(rowHeight(even.container, 1)).toBe('40px');
    even.unmount();
    // With rows of different heights, the merged cell still takes the first row's height times three: 3 × 30 px
    // where the rows add up to 30 + 60 + 90 px.
    const uneven = render(
      <DataGrid
        rows={data}
        columns={[{ field: 'g' }]}
        getRowHeight={({ id }) => Number(id) * 30}
        unstable_rowSpanning
      />,
    );
    expect(merged(uneven.container).style.height).toBe('calc(var(--height) * 3)');
    expect([1, 2, 3].map((id) => rowHeight(uneven.container, id))).toEqual(['30px', '60px', '90px']);
    uneven.unmount();
  },
);

claim('Spans are computed again after sorting, filtering, pagination and row updates.', () => {
  const apiRef = newApiRef();
  render(
    <DataGrid
      apiRef={apiRef}
      rows={[
        { id: 1, g: 'x' },
        { id: 2, g: 'y' },
        { id: 3, g: 'x' },
      ]}
      columns={[{ field: 'g' }]}
      unstable_rowSpanning
    />,
  );
  expect(spans(apiRef)).toEqual({});
  // Filtering out the middle row makes the two `x` rows neighbours.
  act(() => apiRef.current.setFilterModel({ items: [{ field: 'g', operator: 'equals', value: 'x' }] }));
  expect(spans(apiRef)).toEqual({ 1: { g: 2 } });
  act(() => apiRef.current.setFilterModel({ items: [] }));
  expect(spans(apiRef)).toEqual({});
  // A row update that makes the middle row equal joins all three.
  act(() => apiRef.current.updateRows([{ id: 2, g: 'x' }]));
  expect(spans(apiRef)).toEqual({ 1: { g: 3 } });
});

claim('row reorder and detail panel toggle columns never span', () => {
  // Rendered with the Pro grid's reorder and detail panel columns, whose cells hold the same (empty) value on
  // every row. The installed hook also lists their fields (`__reorder__`, `__detail_panel_toggle__`) as skipped.
  const apiRef = newApiRef();
  render(
    <DataGridPro
      apiRef={apiRef as never}
      rows={[1, 2, 3].map((id) => ({ id, g: 'x' }))}
      columns={[{ field: 'g' }]}
      rowReordering
      checkboxSelection
      getDetailPanelContent={() => <div>detail</div>}
      unstable_rowSpanning
    />,
  );
  expect(spans(apiRef)).toEqual({ 1: { g: 3 } });
});
