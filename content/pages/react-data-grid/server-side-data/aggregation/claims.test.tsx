import * as React from 'react';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import {
  DataGridPremium,
  type GridApi,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-premium';
import { describe, expect, vi } from 'vitest';
import { generateEmployees } from '@content/demoData';
import { claim } from '@/claims/claim';
import ServerTotalsRow from './demos/ServerTotalsRow';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const ALL = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, amount: 1 }));
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const footerAmount = (root: Element) =>
  root.querySelector('.MuiDataGrid-pinnedRows--bottom [data-field="amount"]')?.textContent;

describe('a data source with an aggregation model', () => {
  const getRows = vi.fn(
    async (params: GridGetRowsParams) =>
      // A field the response type does not have: the grid must ignore it.
      ({
        rows: ALL.slice(Number(params.start), Number(params.end) + 1),
        rowCount: 30,
        aggregateRow: { amount: 30 },
      }) as GridGetRowsResponse,
  );
  let root: HTMLElement;

  claim(
    "The data source doesn't send the aggregation model to `getRows`, and `GridGetRowsResponse` has no field for aggregated values.",
    async () => {
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
      root = render(
        <DataGridPremium
          apiRef={apiRef}
          columns={[{ field: 'amount', type: 'number' }]}
          unstable_dataSource={{ getRows }}
          pagination
          pageSizeOptions={[10]}
          initialState={{
            pagination: { paginationModel: { pageSize: 10 } },
            aggregation: { model: { amount: 'sum' } },
          }}
        />,
      ).container;
      await settle();
      const sent = getRows.mock.calls[0]![0];
      expect(Object.keys(sent).sort()).toEqual(
        ['end', 'filterModel', 'groupFields', 'groupKeys', 'paginationModel', 'sortModel', 'start'].sort(),
      );
      expect(JSON.stringify(sent)).not.toContain('sum');
      // The response's extra field changes nothing: the footer is the page's own sum.
      expect(footerAmount(root)).not.toMatch(/30$/);
      // @ts-expect-error GridGetRowsResponse has only rows, rowCount and pageInfo.
      const typed: GridGetRowsResponse = { rows: [], aggregateRow: {} };
      void typed;
    },
  );

  claim(
    'With `DataGridPremium` and a data source, an `aggregationModel` is still computed in the browser over the rows the grid holds, which is the current page only.',
    async () => {
      expect(footerAmount(root)).toMatch(/(^|\D)10$/);
      // "The footer would show the total of one page and label it as if it covered everything": the header says "sum".
      expect(root.querySelector('[role="columnheader"][data-field="amount"]')?.textContent).toMatch(/sum/);
      expect(root.querySelector('[role="columnheader"][data-field="amount"]')?.textContent).not.toMatch(/page/i);
    },
  );
});

claim(
  'Aggregation in the browser is fully available in `DataGridPremium` when every row is loaded, including per-group values with row grouping',
  () => {
    const rows = [
      { id: 1, team: 'A', amount: 2 },
      { id: 2, team: 'A', amount: 3 },
      { id: 3, team: 'B', amount: 7 },
    ];
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    const { container } = render(
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={[{ field: 'team' }, { field: 'amount', type: 'number' }]}
        initialState={{ rowGrouping: { model: ['team'] }, aggregation: { model: { amount: 'sum' } } }}
        disableVirtualization
      />,
    );
    const groupAmount = (team: string) =>
      container.querySelector(`[role="row"][data-id="auto-generated-row-team/${team}"] [data-field="amount"]`)
        ?.textContent;
    expect(groupAmount('A')).toBe('5');
    expect(groupAmount('B')).toBe('7');
    expect(footerAmount(container)).toMatch(/(^|\D)12$/);
  },
);

describe('the ServerTotalsRow demo', () => {
  const employees = generateEmployees(200, 87);
  const totalRow = (root: Element) =>
    root.querySelector('.MuiDataGrid-pinnedRows--bottom [role="row"]') as HTMLElement | null;
  const dataRows = (root: Element) =>
    root.querySelectorAll('.MuiDataGrid-virtualScrollerRenderZone [role="row"][data-id]').length;
  const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;
  let root: HTMLElement;

  claim(
    'Have the server return the totals with each page, computed over every row matching the filters, not just the page.',
    async () => {
      root = render(<ServerTotalsRow />).container;
      await waitFor(() => expect(totalRow(root)?.textContent).toContain('Total of 200 rows'), { timeout: 5000 });
      const all = employees.reduce((sum, row) => sum + row.salary, 0);
      expect(totalRow(root)?.querySelector('[data-field="salary"]')?.textContent).toBe(dollars(all));
      expect(dataRows(root)).toBe(10);
    },
  );

  claim(
    'Search in the demo: the total row follows the filter across all 200 rows, while the grid shows one page at a time.',
    async () => {
      const matching = employees.filter((row) => row.department === 'Sales');
      expect(matching.length).toBeGreaterThan(10);
      fireEvent.change(root.querySelector('input[type="search"]')!, { target: { value: 'sales' } });
      await waitFor(() => expect(totalRow(root)?.textContent).toContain(`Total of ${matching.length} rows`), {
        timeout: 5000,
      });
      const sum = matching.reduce((total, row) => total + row.salary, 0);
      expect(totalRow(root)?.querySelector('[data-field="salary"]')?.textContent).toBe(dollars(sum));
      expect(dataRows(root)).toBe(10);
      for (const cell of root.querySelectorAll('.MuiDataGrid-virtualScrollerRenderZone [data-field="department"]')) {
        expect(cell.textContent).toBe('Sales');
      }
    },
  );

  claim("it stays visible while the page scrolls, and it isn't sorted, filtered or paged with the data.", async () => {
    const before = totalRow(root)?.textContent;
    fireEvent.click(root.querySelector('button[aria-label="Go to next page"]')!);
    await waitFor(() => expect(root.querySelector('.MuiTablePagination-displayedRows')?.textContent).toMatch(/^11/), {
      timeout: 5000,
    });
    expect(totalRow(root)?.textContent).toBe(before);
    fireEvent.click(
      root.querySelector('[role="columnheader"][data-field="salary"] .MuiDataGrid-columnHeaderTitleContainer')!,
    );
    await waitFor(() =>
      expect(root.querySelector('[role="columnheader"][data-field="salary"]')?.getAttribute('aria-sort')).toBe(
        'ascending',
      ),
    );
    await waitFor(() => expect(dataRows(root)).toBe(10), { timeout: 5000 });
    expect(totalRow(root)?.textContent).toBe(before);
    // The pinned row is outside the scrolling rows.
    expect(root.querySelector('.MuiDataGrid-virtualScrollerRenderZone [data-id="totals"]')).toBeNull();
  });

  claim("format their cells through the columns' `valueFormatter` as for any row.", () => {
    const salary = totalRow(root)?.querySelector('[data-field="salary"]')?.textContent ?? '';
    // The demo's formatter: a dollar sign and thousands separators.
    expect(salary).toMatch(/^\$\d{1,3}(,\d{3})+$/);
    // The age column has no formatter and the total row no age: its cell stays empty.
    expect(totalRow(root)?.querySelector('[data-field="age"]')?.textContent).toBe('');
  });
});
