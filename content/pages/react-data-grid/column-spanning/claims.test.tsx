import { act, fireEvent, render } from '@testing-library/react';
import { DataGrid, type GridApi, type GridColDef } from '@mui/x-data-grid';
import { DataGridPro, type GridApiPro } from '@mui/x-data-grid-pro';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { bundleDemo } from '@/claims/bundleDemo';
import { chromiumPage, launchChromium } from '@/claims/chromiumPage';
import { claim } from '@/claims/claim';
import InvoiceSpan from './demos/InvoiceSpan';

const rows = [
  { id: 1, kind: 'item', a: 'A1', b: 2, c: 'C1', d: 'D1' },
  { id: 2, kind: 'total', a: 'Total', b: 1, c: 'C2', d: 'D2' },
];
const renderedCells = (grid: Element, id: number) =>
  [...grid.querySelectorAll(`[role="row"][data-id="${id}"] [role="gridcell"]`)]
    .filter((cell) => !cell.classList.contains('MuiDataGrid-cellEmpty'))
    .map((cell) => `${cell.getAttribute('data-field')}:${cell.getAttribute('aria-colspan') ?? 1}`);

describe('a colSpan function', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const bSpan = vi.fn(() => 3);
  const writeText = vi.fn((_text: string) => Promise.resolve());
  let grid: Element;
  beforeAll(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const columns: GridColDef[] = [
      { field: 'a', colSpan: (_value, row) => (row.kind === 'total' ? 3 : undefined) },
      { field: 'b', type: 'number', colSpan: bSpan },
      { field: 'c' },
      { field: 'd' },
    ];
    grid = render(<DataGrid apiRef={apiRef} autoHeight checkboxSelection rows={rows} columns={columns} />).container;
  });

  claim('It is available in all plans.', () => {
    // The MIT grid spans: the total row's `a` covers a, b and c.
    expect(renderedCells(grid, 2)).toEqual(['__check__:1', 'a:3', 'd:1']);
  });

  claim("the covered cells' own `colSpan` result is never used", () => {
    // `b` asks for 3 on every row, but in the total row it is covered by `a`: its function is not consulted there.
    expect(renderedCells(grid, 1)).toEqual(['__check__:1', 'a:1', 'b:3']);
    expect(bSpan.mock.calls.every((call) => (call as unknown[])[1] !== rows[1])).toBe(true);
  });

  claim('moving right from it lands on the first column after the span', () => {
    act(() => apiRef.current.setCellFocus(2, 'a'));
    act(() => {
      fireEvent.keyDown(grid.querySelector('[data-id="2"] [data-field="a"]')!, { key: 'ArrowRight' });
    });
    expect(document.activeElement!.getAttribute('data-field')).toBe('d');
  });

  claim('A column covered by a span is still sorted and filtered by its values', () => {
    act(() => apiRef.current.setSortModel([{ field: 'b', sort: 'asc' }]));
    const order = [...grid.querySelectorAll('[role="row"][data-id]')].map((row) => row.getAttribute('data-id'));
    expect(order).toEqual(['2', '1']);
    act(() => apiRef.current.setSortModel([]));
  });

  claim('CSV export and copying read the values of every column, including covered ones.', () => {
    expect(apiRef.current.getDataAsCsv().split('\r\n')[2]).toBe('Total,1,C2,D2');
    act(() => apiRef.current.setRowSelectionModel([2]));
    act(() => {
      fireEvent.keyDown(grid.querySelector('[data-id="1"] [data-field="a"]')!, {
        key: 'c',
        keyCode: 67,
        ctrlKey: true,
      });
    });
    expect(writeText).toHaveBeenLastCalledWith('Total\t1\tC2\tD2');
  });

  claim('Spans count visible columns in their current order.', () => {
    act(() => apiRef.current.setColumnVisibility('b', false));
    expect(renderedCells(grid, 2)).toEqual(['__check__:1', 'a:3']);
    act(() => apiRef.current.setColumnVisibility('b', true));
  });
});

claim('A number makes every cell of the column span that many columns', () => {
  const grid = render(
    <DataGrid autoHeight rows={rows} columns={[{ field: 'a', colSpan: 2 }, { field: 'b' }, { field: 'c' }]} />,
  ).container;
  expect([renderedCells(grid, 1), renderedCells(grid, 2)]).toEqual([
    ['a:2', 'c:1'],
    ['a:2', 'c:1'],
  ]);
});

claim('a cell in a left-pinned column cannot span into the scrollable columns', () => {
  const grid = render(
    <DataGridPro
      autoHeight
      rows={rows}
      columns={[{ field: 'a', colSpan: 3 }, { field: 'b' }, { field: 'c' }, { field: 'd' }]}
      initialState={{ pinnedColumns: { left: ['a'] } }}
    />,
  ).container;
  // The pinned cell keeps its own column's width and the scrollable cells all render (its aria-colspan still says 3).
  expect((grid.querySelector('[data-id="1"] [data-field="a"]') as HTMLElement).style.getPropertyValue('--width')).toBe(
    '100px',
  );
  expect(renderedCells(grid, 1).map((cell) => cell.split(':')[0])).toEqual(['a', 'b', 'c', 'd']);
});

claim(
  'Only two things are meaningful in those rows, a label and an amount, so the label column spans the columns in between.',
  () => {
    const demo = render(<InvoiceSpan />).container;
    const summaryRows = [...demo.querySelectorAll('[role="row"][data-id]')].filter(
      (row) => row.querySelector('[aria-colspan="3"]') !== null,
    );
    expect(summaryRows.length).toBeGreaterThan(0);
    for (const row of summaryRows) {
      const cells = [...row.querySelectorAll('[role="gridcell"]')].filter(
        (cell) => !cell.classList.contains('MuiDataGrid-cellEmpty'),
      );
      expect(cells).toHaveLength(2);
      expect(cells[1]!.textContent).toMatch(/\d/);
    }
  },
);

claim('pinned rows stay in place whatever the sort order and support `colSpan` too', () => {
  const grid = render(
    <DataGridPro
      autoHeight
      rows={[rows[0]!]}
      pinnedRows={{ bottom: [rows[1]!] }}
      columns={[
        { field: 'a', colSpan: (_value, row) => (row.kind === 'total' ? 3 : undefined) },
        { field: 'b', type: 'number' },
        { field: 'c' },
        { field: 'd' },
      ]}
      initialState={{ sorting: { sortModel: [{ field: 'b', sort: 'asc' }] } }}
    />,
  ).container;
  expect(renderedCells(grid, 2)).toEqual(['a:3', 'd:1']);
  // The pinned total stays below the item although its `b` sorts first.
  const ids = [...grid.querySelectorAll('[role="row"][data-id]')].map((row) => row.getAttribute('data-id'));
  expect(ids).toEqual(['1', '2']);
});

claim('the grid recalculates spans after columns are reordered', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
  const grid = render(
    <DataGridPro
      apiRef={apiRef}
      autoHeight
      rows={rows}
      columns={[{ field: 'a', colSpan: 2 }, { field: 'b' }, { field: 'c' }, { field: 'd' }]}
    />,
  ).container;
  expect(renderedCells(grid, 1)).toEqual(['a:2', 'c:1', 'd:1']);
  // "Hiding or moving a column changes which columns a span covers": after the move, `a` covers `c`, not `b`.
  act(() => apiRef.current.setColumnIndex('b', 3));
  expect(renderedCells(grid, 1)).toEqual(['a:2', 'd:1', 'b:1']);
});

// Which cells the grid asks for a span needs real layout and virtualisation: this one runs in Chromium.
const CALLS_ENTRY = `
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { DataGrid } from '@mui/x-data-grid';

window.calls = [];
const colSpan = (_value, row, column) => {
  window.calls.push(row.id + '/' + column.field);
  return undefined;
};
const columns = Array.from({ length: 30 }, (_, i) => ({ field: 'c' + i, width: 100, colSpan }));
const rows = Array.from({ length: 200 }, (_, id) => ({ id }));
createRoot(document.getElementById('root')).render(
  React.createElement('div', { style: { width: 400, height: 300 } },
    React.createElement(DataGrid, { rows, columns, hideFooter: true })),
);
`;

describe('in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  claim(
    'The grid calls it while rendering, for every cell of the column in the rendered rows, including columns scrolled out of view',
    async () => {
      const page = await chromiumPage(browser, bundleDemo(CALLS_ENTRY, __dirname));
      await page.waitForSelector('[role="row"][data-id="0"]');
      await page.waitForTimeout(300);
      const seen = await page.evaluate(() => ({
        calls: (window as unknown as { calls: string[] }).calls,
        renderedFields: [...document.querySelectorAll('[role="row"][data-id="0"] [role="gridcell"][data-field]')].map(
          (cell) => cell.getAttribute('data-field'),
        ),
        renderedRows: document.querySelectorAll('[role="row"][data-id]').length,
      }));
      // The last column is far to the right of the 400 px viewport: it has no cell in the DOM, yet it is asked.
      expect(seen.renderedFields).not.toContain('c29');
      expect(seen.calls).toContain('0/c29');
      // Rows far below the viewport are not rendered, and their cells are not asked.
      expect(seen.renderedRows).toBeLessThan(50);
      // "and again whenever rows re-render": scrolling down renders new rows, whose cells are then asked.
      await page.evaluate(() => {
        document.querySelector('.MuiDataGrid-virtualScroller')!.scrollTop = 100_000;
      });
      await page.waitForTimeout(300);
      const later = await page.evaluate(() => ({
        calls: (window as unknown as { calls: string[] }).calls,
        ids: [...document.querySelectorAll('[role="row"][data-id]')].map((row) => row.getAttribute('data-id')),
      }));
      const newRow = later.ids[0]!;
      expect(Number(newRow)).toBeGreaterThan(60);
      expect(seen.calls.some((call) => call.startsWith(`${newRow}/`))).toBe(false);
      expect(later.calls).toContain(`${newRow}/c29`);
    },
    60_000,
  );
});
