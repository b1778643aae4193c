import { act, fireEvent, render } from '@testing-library/react';
import { DataGrid, type GridApi, type GridColDef } from '@mui/x-data-grid';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { beforeAll, describe, expect, vi } from 'vitest';
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
