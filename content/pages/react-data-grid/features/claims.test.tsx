import * as React from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import { newGridApiRef } from '@/claims/newGridApiRef';
import { renderError } from '@/claims/renderError';

const rows = Array.from({ length: 120 }, (_, index) => ({ id: index + 1, name: `R${index + 1}`, team: index % 3 }));
const columns: GridColDef[] = [{ field: 'name' }, { field: 'team', type: 'number' }];
const rowCount = (grid: Element) => grid.querySelectorAll('[role="row"][data-id]').length;

claim('`DataGrid` always paginates and throws an error if the page size is larger than 100.', () => {
  const { container, unmount } = render(
    <DataGrid rows={rows} columns={columns} {...({ pagination: false } as object)} />,
  );
  expect(rowCount(container)).toBe(100);
  expect(container.querySelector('.MuiTablePagination-root')).not.toBeNull();
  unmount();
  expect(
    renderError(
      <DataGrid
        rows={rows}
        columns={columns}
        pageSizeOptions={[101]}
        initialState={{ pagination: { paginationModel: { pageSize: 101 } } }}
      />,
    ),
  ).toMatch(/100/);
});

claim(
  '`DataGridPro` and `DataGridPremium` accept any page size and can turn pagination off with `pagination={false}` (the default there).',
  () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const off = render(<DataGridPro rows={rows} columns={columns} />);
    expect(rowCount(off.container)).toBe(120);
    expect(off.container.querySelector('.MuiTablePagination-root')).toBeNull();
    off.unmount();
    const big = render(
      <DataGridPremium
        rows={rows}
        columns={columns}
        pagination
        pageSizeOptions={[110]}
        initialState={{ pagination: { paginationModel: { pageSize: 110 } } }}
      />,
    );
    expect(rowCount(big.container)).toBe(110);
    big.unmount();
    errors.mockRestore();
  },
);

claim('Some features exist in every plan but are capped in Community:', () => {
  const apiRef = newGridApiRef();
  const { unmount } = render(<DataGrid apiRef={apiRef} rows={rows.slice(0, 3)} columns={columns} />);
  expect(() =>
    act(() =>
      apiRef.current.updateRows([
        { id: 1, name: 'x' },
        { id: 2, name: 'y' },
      ]),
    ),
  ).toThrow(/several rows at once/);
  act(() => apiRef.current.updateRows([{ id: 1, name: 'x' }]));
  expect(apiRef.current.getRow(1).name).toBe('x');
  unmount();
});

claim('Community applies one sort and one filter at a time.', () => {
  const apiRef = newGridApiRef();
  const { container, unmount } = render(
    <DataGrid
      apiRef={apiRef}
      rows={rows.slice(0, 3)}
      columns={columns}
      // Asking for more than one: the community grid forces both back (its types do not accept them either).
      {...({ disableMultipleColumnsSorting: false, disableMultipleColumnsFiltering: false } as object)}
    />,
  );
  fireEvent.click(container.querySelector('[role="columnheader"][data-field="name"]')!);
  fireEvent.click(container.querySelector('[role="columnheader"][data-field="team"]')!, { shiftKey: true });
  expect(apiRef.current.getSortModel()).toEqual([{ field: 'team', sort: 'asc' }]);
  unmount();
});

claim('Selecting several rows by clicking with :kbd[Ctrl] or :kbd[Shift] held, without checkboxes, needs Pro.', () => {
  const apiRef = newGridApiRef();
  const { container, unmount } = render(<DataGrid apiRef={apiRef} rows={rows.slice(0, 3)} columns={columns} />);
  const cell = (id: number) => container.querySelector(`[role="row"][data-id="${id}"] [data-field="name"]`)!;
  fireEvent.click(cell(1));
  fireEvent.click(cell(3), { ctrlKey: true });
  fireEvent.click(cell(2), { shiftKey: true });
  expect(apiRef.current.getSelectedRows().size).toBe(1);
  unmount();
});

claim(
  'but the methods that belong to paid features (for example `setPinnedColumns` or `exportDataAsExcel`) only exist in the paid packages',
  () => {
    const community = newGridApiRef();
    const view = render(<DataGrid apiRef={community} rows={rows.slice(0, 1)} columns={columns} />);
    const api = community.current as unknown as Record<string, unknown>;
    expect([api.setPinnedColumns, api.exportDataAsExcel, api.getSortModel === undefined]).toEqual([
      undefined,
      undefined,
      false,
    ]);
    view.unmount();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const premium = { current: null } as unknown as ReturnType<typeof useGridApiRef>;
    const paid = render(<DataGridPremium apiRef={premium} rows={rows.slice(0, 1)} columns={columns} />);
    expect([typeof premium.current.setPinnedColumns, typeof premium.current.exportDataAsExcel]).toEqual([
      'function',
      'function',
    ]);
    paid.unmount();
    errors.mockRestore();
  },
);

claim(
  "with one default that changes: `DataGridPro` and `DataGridPremium` don't paginate unless you add the `pagination` prop.",
  () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const props = { rows, columns, checkboxSelection: true };
    const community = render(<DataGrid {...props} />);
    expect(rowCount(community.container)).toBe(100);
    community.unmount();
    const pro = render(<DataGridPro {...props} />);
    expect(rowCount(pro.container)).toBe(120);
    pro.rerender(<DataGridPro {...props} pagination />);
    expect(rowCount(pro.container)).toBe(100);
    pro.unmount();
    errors.mockRestore();
  },
);

untestable('unless you already know you need a paid feature', 'Advice on choosing a plan.');

claim(
  'Setting `disableMultipleColumnsSorting` or `disableMultipleColumnsFiltering` to `false` has no effect there.',
  () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container, unmount } = render(
      <DataGrid
        rows={rows.slice(0, 3)}
        columns={columns}
        {...({ disableMultipleColumnsFiltering: false } as object)}
        filterModel={{
          items: [
            { id: 1, field: 'name', operator: 'equals', value: 'R1' },
            { id: 2, field: 'team', operator: '=', value: 2 },
          ],
        }}
      />,
    );
    // Only the first item applies: R1 (team 0) stays, though the second item would have removed it.
    expect([...container.querySelectorAll('[role="row"][data-id]')].map((row) => row.getAttribute('data-id'))).toEqual([
      '1',
    ]);
    unmount();
    warn.mockRestore();
  },
);

claim('With `checkboxSelection`, Community users can select several rows with the checkboxes.', () => {
  const apiRef = newGridApiRef();
  const { container, unmount } = render(
    <DataGrid apiRef={apiRef} rows={rows.slice(0, 3)} columns={columns} checkboxSelection />,
  );
  const boxes = container.querySelectorAll('[role="row"][data-id] input[type="checkbox"]');
  fireEvent.click(boxes[0]!);
  fireEvent.click(boxes[2]!);
  expect([...apiRef.current.getSelectedRows().keys()]).toEqual([1, 3]);
  unmount();
});
