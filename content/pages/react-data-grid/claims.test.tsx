import * as React from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as premium from '@mui/x-data-grid-premium';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import { newGridApiRef } from '@/claims/newGridApiRef';
import OverviewGrid from './demos/OverviewGrid';
import OverviewProGrid from './demos/OverviewProGrid';

const rows = Array.from({ length: 60 }, (_, index) => ({ id: index + 1, name: `R${index + 1}`, team: index % 3 }));
const columns: GridColDef[] = [{ field: 'name' }, { field: 'team', type: 'number' }];
const rowCount = (grid: Element) => grid.querySelectorAll('[role="row"][data-id]').length;

claim('It has 200 generated employees, checkbox selection, a toolbar with a quick filter', () => {
  const { container, unmount } = render(<OverviewGrid />);
  expect(container.querySelector('.MuiTablePagination-displayedRows')!.textContent).toBe('1–25 of 200');
  expect(container.querySelector('[role="columnheader"] input[type="checkbox"]')).not.toBeNull();
  expect(container.querySelector('.MuiDataGrid-toolbarContainer input[type="search"]')).not.toBeNull();
  const headers = [...container.querySelectorAll('[role="columnheader"][data-field]')].filter(
    (header) => header.getAttribute('data-field') !== '__check__',
  );
  expect(headers.every((header) => header.querySelector('.MuiDataGrid-menuIcon button'))).toBe(true);
  const editable = [...container.querySelectorAll('[role="row"][data-id]:first-child .MuiDataGrid-cell--editable')].map(
    (cell) => cell.getAttribute('data-field'),
  );
  expect(editable).toEqual(['fullName', 'department', 'role', 'salary']);
  unmount();
});

claim(
  'its exports have the same names (`GridColDef`, `GridToolbar`, `useGridApiRef` and so on), so you import everything from the single package you use',
  () => {
    const exported = premium as unknown as Record<string, unknown>;
    for (const name of [
      'GridToolbar',
      'useGridApiRef',
      'DataGrid',
      'DataGridPro',
      'DataGridPremium',
      'GridColumnMenu',
    ]) {
      expect(exported[name]).toBeDefined();
    }
  },
);

claim(
  'the Pro and Premium grids default to `pagination={false}` and show every row in one scrolling list, ignoring `paginationModel` and `pageSizeOptions`.',
  () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const props = {
      rows,
      columns,
      pageSizeOptions: [10],
      initialState: { pagination: { paginationModel: { pageSize: 10 } } },
    };
    const community = render(<DataGrid {...props} />);
    expect(rowCount(community.container)).toBe(10);
    community.unmount();
    const pro = render(<DataGridPro {...props} />);
    expect(rowCount(pro.container)).toBe(60);
    pro.rerender(<DataGridPro {...props} pagination />);
    expect(rowCount(pro.container)).toBe(10);
    pro.unmount();
    errors.mockRestore();
  },
);

claim(
  'Multi-column sorting, multi-filters, column reordering and selecting several rows by Ctrl/Cmd-click without checkboxes become available to users.',
  () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const grid = (props: object) => {
      const apiRef = { current: null } as unknown as ReturnType<typeof premium.useGridApiRef>;
      const view = render(<DataGridPro apiRef={apiRef} rows={rows.slice(0, 3)} columns={columns} {...props} />);
      const header = (field: string) => view.container.querySelector(`[role="columnheader"][data-field="${field}"]`)!;
      const cell = (id: number) => view.container.querySelector(`[role="row"][data-id="${id}"] [data-field="name"]`)!;
      fireEvent.click(header('name'));
      fireEvent.click(header('team'), { shiftKey: true });
      fireEvent.click(cell(1));
      fireEvent.click(cell(3), { ctrlKey: true });
      const result = {
        sorted: apiRef.current.getSortModel().length,
        selected: apiRef.current.getSelectedRows().size,
        draggable: header('name').querySelector('[draggable]')!.getAttribute('draggable'),
      };
      view.unmount();
      return result;
    };
    expect(grid({})).toEqual({ sorted: 2, selected: 2, draggable: 'true' });
    expect(
      grid({ disableMultipleColumnsSorting: true, disableColumnReorder: true, disableMultipleRowSelection: true }),
    ).toEqual({ sorted: 1, selected: 1, draggable: 'false' });
    errors.mockRestore();
  },
);

claim('Multiple row selection without checkboxes (Ctrl/Cmd-click or Shift-click on rows)', () => {
  const apiRef = newGridApiRef();
  const { container, unmount } = render(<DataGrid apiRef={apiRef} rows={rows.slice(0, 3)} columns={columns} />);
  const cell = (id: number) => container.querySelector(`[role="row"][data-id="${id}"] [data-field="name"]`)!;
  fireEvent.click(cell(1));
  fireEvent.click(cell(3), { ctrlKey: true });
  // Community: the Ctrl-click replaces the selection.
  expect([...apiRef.current.getSelectedRows().keys()]).toEqual([3]);
  unmount();
});

claim('Pagination is on by default only in the MIT grid.', () => {
  const { container, unmount } = render(<OverviewProGrid />);
  expect(container.querySelector('.MuiTablePagination-displayedRows')!.textContent).toBe('1–25 of 200');
  expect(container.querySelector('[role="columnheader"][data-field="fullName"]')!.className).toContain(
    'MuiDataGrid-columnHeader--pinnedLeft',
  );
  expect(container.querySelector('.MuiDataGrid-headerFilterRow')).not.toBeNull();
  expect(
    ['department', 'salary'].map((field) =>
      container.querySelector(`[role="columnheader"][data-field="${field}"]`)!.getAttribute('aria-sort'),
    ),
  ).toEqual(['ascending', 'descending']);
  unmount();
});

claim(
  'Every piece of state (sorting, filtering, pagination, selection, column visibility and more) can be left to the grid',
  () => {
    const onSortModelChange = vi.fn();
    const apiRef = newGridApiRef();
    const grid = (sortModel?: premium.GridSortModel) => (
      <DataGrid
        apiRef={apiRef}
        rows={rows.slice(0, 3)}
        columns={columns}
        initialState={{ columns: { columnVisibilityModel: { team: false } } }}
        {...(sortModel ? { sortModel, onSortModelChange } : {})}
      />
    );
    const view = render(grid());
    expect(view.container.querySelector('[role="columnheader"][data-field="team"]')).toBeNull();
    view.rerender(grid([{ field: 'name', sort: 'desc' }]));
    act(() => apiRef.current.setSortModel([{ field: 'name', sort: 'asc' }]));
    expect(onSortModelChange.mock.lastCall![0]).toEqual([{ field: 'name', sort: 'asc' }]);
    // Controlled: the prop still wins until the parent passes the new model.
    expect(apiRef.current.getSortModel()).toEqual([{ field: 'name', sort: 'desc' }]);
    view.unmount();
  },
);

claim('without one they render a "MUI X Missing license key" watermark', () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const pro = render(<DataGridPro rows={rows.slice(0, 1)} columns={columns} />);
  expect(pro.container.textContent).toContain('MUI X Missing license key');
  pro.unmount();
  const community = render(<DataGrid rows={rows.slice(0, 1)} columns={columns} />);
  expect(community.container.textContent).not.toContain('MUI X Missing license key');
  community.unmount();
  errors.mockRestore();
});

claim('Each one is a separate package and includes everything in the lower plans', () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  // The Premium package renders a Pro feature (pinning) and a Community one (checkbox selection).
  const { container, unmount } = render(
    <premium.DataGridPremium
      rows={rows.slice(0, 2)}
      columns={columns}
      checkboxSelection
      initialState={{ pinnedColumns: { left: ['team'] } }}
    />,
  );
  expect(container.querySelector('[role="columnheader"][data-field="team"]')!.className).toContain(
    'MuiDataGrid-columnHeader--pinnedLeft',
  );
  expect(container.querySelector('[role="columnheader"] input[type="checkbox"]')).not.toBeNull();
  unmount();
  errors.mockRestore();
});

untestable('Install only one of the three packages.', 'Advice about installation; nothing in the grid checks it.');
