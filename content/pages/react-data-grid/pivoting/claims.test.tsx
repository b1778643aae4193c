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
