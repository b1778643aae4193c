import { act, fireEvent, render, screen, within } from '@testing-library/react';
import * as premium from '@mui/x-data-grid-premium';
import { DataGrid, type GridApi } from '@mui/x-data-grid';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { generateCommodities } from '@content/demoData';
import ManualPivot from './demos/ManualPivot';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

claim('no package of MUI X 7.21.0 has a pivot mode, prop or API method', async () => {
  const packages = [premium, await import('@mui/x-data-grid-pro'), await import('@mui/x-data-grid')];
  expect(packages.flatMap((module) => Object.keys(module)).filter((name) => /pivot/i.test(name))).toEqual([]);
  const apiRef = { current: null } as unknown as React.MutableRefObject<premium.GridApi>;
  const { unmount } = render(<premium.DataGridPremium apiRef={apiRef} rows={[]} columns={[]} />);
  const methods = Object.keys(apiRef.current).filter((name) => /pivot/i.test(name));
  unmount();
  expect(methods).toEqual([]);
});

describe('the ManualPivot demo', () => {
  const trades = generateCommodities(500, 42);
  let root: HTMLElement;
  beforeAll(() => {
    root = render(<ManualPivot />).container;
  });
  const headers = () =>
    [...root.querySelectorAll('[role="columnheader"]')].map((header) => header.getAttribute('data-field'));
  const cell = (rowId: string, field: string) =>
    root.querySelector(`[role="row"][data-id="${rowId}"] [data-field="${field}"]`) as HTMLElement;

  claim(
    "Pivoting by commodity as well gives one **column** per commodity, and every cell holds an aggregate, such as the total price of that desk's trades in that commodity.",
    () => {
      const commodities = [...new Set(trades.map((trade) => trade.commodity))].sort();
      expect(headers()).toEqual(['label', ...commodities.map((name) => `value:${name}`), 'total']);
      const desk = trades[0]!.desk;
      const commodity = trades[0]!.commodity;
      const sum = trades
        .filter((trade) => trade.desk === desk && trade.commodity === commodity)
        .reduce((total, trade) => total + trade.totalPrice, 0);
      expect(cell(desk, `value:${commodity}`).textContent).toBe(Math.round(sum).toLocaleString('en-US'));
    },
  );

  claim('The demo below does exactly this over 500 seeded trades.', () => {
    const total = [...root.querySelectorAll('[role="row"][data-id]')]
      .map((row) => row.getAttribute('data-id')!)
      .reduce((sum, id) => sum + trades.filter((trade) => trade.desk === id).length, 0);
    expect(total).toBe(500);
  });

  claim('It works with every plan, including the free `DataGrid`', () => {
    // The demo renders the MIT grid: no licence watermark.
    expect(root.textContent).not.toMatch(/MUI X (Missing|Invalid|Expired) license/i);
  });

  claim(
    'Prefix the generated field names (the demo uses `value:Cocoa`, `value:Corn`…), so a column value can never collide with a fixed field',
    () => {
      expect(headers()).toContain('value:Cocoa');
      expect(headers()).toContain('value:Corn');
    },
  );

  claim(
    'Type the value columns as `number`: sorting, filtering and right alignment then work as for any numeric column. A `valueFormatter` shows the sums rounded, while sorting still uses the exact values.',
    () => {
      expect(cell(trades[0]!.desk, 'value:Cocoa').className).toContain('MuiDataGrid-cell--textRight');
      const header = root.querySelector('[role="columnheader"][data-field="total"]')!;
      fireEvent.click(header.querySelector('.MuiDataGrid-columnHeaderTitleContainer')!);
      const order = [...root.querySelectorAll('[role="row"][data-id]')].map((row) => row.getAttribute('data-id')!);
      const exact = order.map((desk) =>
        trades.filter((trade) => trade.desk === desk).reduce((sum, trade) => sum + trade.totalPrice, 0),
      );
      expect(exact).toEqual([...exact].sort((a, b) => a - b));
      expect(cell(order[0]!, 'total').textContent).toBe(Math.round(exact[0]!).toLocaleString('en-US'));
    },
  );

  claim('Fill every cell with the aggregate of the records that match its row and its column.', () => {
    const commodities = [...new Set(trades.map((trade) => trade.commodity))];
    const desks = [...root.querySelectorAll('[role="row"][data-id]')].map((row) => row.getAttribute('data-id')!);
    expect(desks.length).toBeGreaterThan(1);
    for (const desk of desks) {
      for (const commodity of commodities) {
        const matching = trades.filter((trade) => trade.desk === desk && trade.commodity === commodity);
        const sum = matching.reduce((total, trade) => total + trade.totalPrice, 0);
        const expected = matching.length ? Math.round(sum).toLocaleString('en-US') : '–';
        expect(cell(desk, `value:${commodity}`).textContent).toBe(expected);
      }
    }
  });

  claim(
    'Pick the field for the rows, the field for the columns and the measure to sum; the table and its columns are rebuilt from the same data.',
    async () => {
      fireEvent.mouseDown(within(root).getByRole('combobox', { name: 'Columns' }));
      await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Status' })));
      const statuses = [...new Set(trades.map((trade) => trade.status))].sort();
      expect(headers()).toEqual(['label', ...statuses.map((name) => `value:${name}`), 'total']);
    },
  );
});

claim('the grid keeps the selection across recomputations only for ids that still exist', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const grid = (ids: string[]) => (
    <DataGrid apiRef={apiRef} rows={ids.map((id) => ({ id }))} columns={[{ field: 'id' }]} checkboxSelection />
  );
  const { rerender } = render(grid(['A', 'B']));
  act(() => apiRef.current.setRowSelectionModel(['A', 'B']));
  rerender(grid(['A', 'C']));
  expect(apiRef.current.getSelectedRows().size).toBe(1);
  expect(apiRef.current.isRowSelected('A')).toBe(true);
  rerender(grid(['B', 'C']));
  expect(apiRef.current.isRowSelected('B')).toBe(false);
});

describe('recomputing', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const rows = [{ id: 'A', price: 1, qty: 2 }];
  const totalGetter = vi.fn((_value: never, row: (typeof rows)[number]) => row.price * row.qty);
  const columns = [{ field: 'id' }, { field: 'total', type: 'number' as const, valueGetter: totalGetter }];
  const grid = (r: typeof rows, c: typeof columns, tick: number) => (
    <DataGrid apiRef={apiRef} rows={r} columns={c} data-tick={tick} />
  );

  claim(
    'Memoise both with `React.useMemo`, keyed on the chosen fields, so the grid only recomputes when the reader changes them.',
    () => {
      const { rerender } = render(grid(rows, columns, 0));
      const rowsSet = vi.fn();
      const columnsChange = vi.fn();
      apiRef.current.subscribeEvent('rowsSet', rowsSet);
      apiRef.current.subscribeEvent('columnsChange', columnsChange);
      // The same arrays (what a memo returns while the fields are unchanged): nothing is processed again.
      rerender(grid(rows, columns, 1));
      expect(rowsSet).not.toHaveBeenCalled();
      expect(columnsChange).not.toHaveBeenCalled();
      // Equal content in new arrays (what an unmemoised render produces): rows and columns are processed again.
      rerender(grid([...rows], [...columns], 2));
      expect(rowsSet).toHaveBeenCalledTimes(1);
      expect(columnsChange).toHaveBeenCalledTimes(1);
    },
  );

  claim(
    'Compute the totals in the transformation rather than in a `valueGetter`: the row holds them once, instead of the grid recomputing them on every render.',
    () => {
      totalGetter.mockClear();
      // A render of the row (here, selecting it) calls the getter again; a value held by the row is just read.
      act(() => apiRef.current.selectRow('A'));
      expect(totalGetter).toHaveBeenCalled();
      expect(apiRef.current.getCellValue('A', 'total')).toBe(2);
    },
  );
});

describe('row grouping and aggregation instead', () => {
  const trades = generateCommodities(60, 7);
  let root: HTMLElement;
  const apiRef = { current: null } as unknown as React.MutableRefObject<premium.GridApi>;

  claim(
    'Often a reader only needs one dimension broken down: "revenue per desk, and per commodity within each desk".',
    () => {
      root = render(
        <premium.DataGridPremium
          apiRef={apiRef}
          rows={trades}
          columns={[{ field: 'desk' }, { field: 'commodity' }, { field: 'totalPrice', type: 'number' }]}
          initialState={{
            rowGrouping: { model: ['desk', 'commodity'] },
            aggregation: { model: { totalPrice: 'sum' } },
          }}
          defaultGroupingExpansionDepth={-1}
          disableVirtualization
        />,
      ).container;
      const { desk, commodity } = trades[0]!;
      const sumOf = (list: typeof trades) => list.reduce((total, trade) => total + trade.totalPrice, 0);
      const deskId = `auto-generated-row-desk/${desk}`;
      const commodityId = `${deskId}-commodity/${commodity}`;
      expect(apiRef.current.getCellValue(deskId, 'totalPrice')).toBeCloseTo(
        sumOf(trades.filter((t) => t.desk === desk)),
      );
      expect(apiRef.current.getCellValue(commodityId, 'totalPrice')).toBeCloseTo(
        sumOf(trades.filter((t) => t.desk === desk && t.commodity === commodity)),
      );
    },
  );

  claim(
    'The grouping is nested rows instead of extra columns, and the reader can regroup and re-aggregate from the column menus.',
    async () => {
      const { desk, commodity } = trades[0]!;
      expect(apiRef.current.getRowNode(`auto-generated-row-desk/${desk}-commodity/${commodity}`)?.depth).toBe(1);
      expect(
        [...root.querySelectorAll('[role="columnheader"]')].map((header) => header.getAttribute('data-field')),
      ).toEqual(['__row_group_by_columns_group__', 'desk', 'commodity', 'totalPrice']);
      const header = root.querySelector('[role="columnheader"][data-field="totalPrice"]') as HTMLElement;
      fireEvent.click(header.querySelector('button[aria-label="Menu"]')!);
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByText('Group by totalPrice')).toBeTruthy();
      expect(within(menu).getAllByText('Aggregation').length).toBeGreaterThan(0);
    },
  );
});
