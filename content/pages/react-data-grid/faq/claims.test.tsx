import * as React from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import { DataGridPro, useGridApiRef } from '@mui/x-data-grid-pro';
import { describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import { newGridApiRef } from '@/claims/newGridApiRef';
import { renderError } from '@/claims/renderError';

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const rows = [
  { id: 1, name: 'Cid', age: 30 },
  { id: 2, name: 'Ann', age: 40 },
  { id: 3, name: 'Bob', age: 50 },
];
const columns: GridColDef[] = [
  { field: 'name', editable: true },
  { field: 'age', type: 'number' },
];
const names = (grid: Element) =>
  [...grid.querySelectorAll('[role="row"][data-id] [data-field="name"]')].map((cell) => cell.textContent);

// First Pro render of the file: the licence message is logged once per process.
claim('they work fully, but show a watermark and a console message', () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container, unmount } = render(<DataGridPro rows={rows} columns={columns} />);
  expect(container.textContent).toContain('MUI X Missing license key');
  expect(errors.mock.calls.flat().join('\n')).toContain('Missing license key');
  expect(names(container)).toEqual(['Cid', 'Ann', 'Bob']);
  unmount();
  errors.mockRestore();
});

describe('rows', () => {
  claim('"MUI X: The Data Grid component requires all rows to have a unique `id` property"', () => {
    expect(renderError(<DataGrid rows={[{ name: 'x' }]} columns={columns} />)).toContain(
      'MUI X: The Data Grid component requires all rows to have a unique `id` property.',
    );
  });

  claim('If your data uses another key (`uuid`, `code`), return it from `getRowId`', () => {
    const { container, unmount } = render(
      <DataGrid rows={[{ code: 'A1', name: 'Ann' }]} columns={columns} getRowId={(row) => row.code} />,
    );
    expect(container.querySelector('[role="row"][data-id="A1"]')).not.toBeNull();
    unmount();
  });

  claim('Every row needs an identifier the grid can track across renders.', () => {
    const apiRef = newGridApiRef();
    const grid = (data: typeof rows) => <DataGrid apiRef={apiRef} rows={data} columns={columns} checkboxSelection />;
    const { rerender, unmount } = render(grid(rows));
    act(() => apiRef.current.setRowSelectionModel([2]));
    // New row objects with the same ids keep the selection.
    rerender(grid(rows.map((row) => ({ ...row }))));
    expect(apiRef.current.getSelectedRows().has(2)).toBe(true);
    unmount();
  });
});

claim('A new `columns` array makes the grid process its columns again on every render.', () => {
  const apiRef = newGridApiRef();
  const grid = (cols: GridColDef[]) => <DataGrid apiRef={apiRef} rows={rows} columns={cols} />;
  const { rerender, unmount } = render(grid(columns));
  const processed = vi.fn();
  apiRef.current.subscribeEvent('columnsChange', processed);
  rerender(grid(columns));
  expect(processed).not.toHaveBeenCalled();
  rerender(grid([...columns]));
  expect(processed).toHaveBeenCalledTimes(1);
  unmount();
});

claim('Usually because `rows`, `columns` or a callback prop is a new object on every render.', () => {
  // A new columns array drops the user's column widths, since the new definitions win.
  const apiRef = newGridApiRef();
  const grid = (cols: GridColDef[]) => <DataGrid apiRef={apiRef} rows={rows} columns={cols} />;
  const { rerender, unmount } = render(grid(columns));
  act(() => apiRef.current.setColumnWidth('name', 250));
  rerender(grid(columns));
  expect(apiRef.current.getColumn('name').width).toBe(250);
  rerender(grid([...columns]));
  expect(apiRef.current.getColumn('name').width).toBe(100);
  unmount();
});

describe('pagination', () => {
  claim('`DataGrid` caps the page size at 100.', () => {
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

  claim('which have no cap and can show every row in one scrolling list thanks to virtualization', () => {
    const many = Array.from({ length: 150 }, (_, index) => ({ id: index, name: `R${index}` }));
    const { container, unmount } = render(
      <DataGridPro
        rows={many}
        columns={columns}
        pagination
        pageSizeOptions={[150]}
        initialState={{ pagination: { paginationModel: { pageSize: 150 } } }}
      />,
    );
    expect(container.querySelector('.MuiTablePagination-displayedRows')!.textContent).toBe('1–150 of 150');
    unmount();
  });

  claim('Pagination is on by default only in the MIT `DataGrid`.', () => {
    const many = Array.from({ length: 120 }, (_, index) => ({ id: index, name: `R${index}` }));
    const community = render(<DataGrid rows={many} columns={columns} />);
    expect(community.container.querySelector('.MuiTablePagination-root')).not.toBeNull();
    expect(community.container.querySelectorAll('[role="row"][data-id]')).toHaveLength(100);
    community.unmount();
    const pro = render(<DataGridPro rows={many} columns={columns} />);
    expect(pro.container.querySelector('.MuiTablePagination-root')).toBeNull();
    pro.unmount();
  });

  claim(
    '`DataGridPro` and `DataGridPremium` default to one scrolling list; add the `pagination` prop to get pages back.',
    () => {
      const many = Array.from({ length: 120 }, (_, index) => ({ id: index, name: `R${index}` }));
      const { container, unmount } = render(<DataGridPro rows={many} columns={columns} pagination />);
      expect(container.querySelector('.MuiTablePagination-displayedRows')!.textContent).toBe('1–100 of 120');
      unmount();
    },
  );
});

describe('server or browser', () => {
  claim('By default in the browser, on the rows you pass.', () => {
    const apiRef = newGridApiRef();
    const { container, unmount } = render(<DataGrid apiRef={apiRef} rows={rows} columns={columns} />);
    act(() => apiRef.current.setSortModel([{ field: 'name', sort: 'asc' }]));
    act(() => apiRef.current.setFilterModel({ items: [{ field: 'name', operator: 'contains', value: 'b' }] }));
    expect(names(container)).toEqual(['Bob']);
    unmount();
  });

  claim('switch each feature to server mode (`sortingMode`, `filterMode`, `paginationMode` set to `"server"`)', () => {
    const apiRef = newGridApiRef();
    const { container, unmount } = render(
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        sortingMode="server"
        filterMode="server"
        paginationMode="server"
        rowCount={30}
      />,
    );
    act(() => apiRef.current.setSortModel([{ field: 'name', sort: 'asc' }]));
    act(() => apiRef.current.setFilterModel({ items: [{ field: 'name', operator: 'contains', value: 'b' }] }));
    // The grid leaves the rows as passed: the server does the work.
    expect(names(container)).toEqual(['Cid', 'Ann', 'Bob']);
    expect(container.querySelector('.MuiTablePagination-displayedRows')!.textContent).toBe('1–30 of 30');
    unmount();
  });

  claim('With server-side pagination, the grid only knows the current page', () => {
    const { container, unmount } = render(
      <DataGrid rows={rows} columns={columns} checkboxSelection paginationMode="server" rowCount={30} />,
    );
    fireEvent.click(container.querySelector('[role="columnheader"] input[type="checkbox"]')!);
    expect(container.querySelector('.MuiDataGrid-selectedRowCount')!.textContent).toBe('3 rows selected');
    unmount();
  });
});

claim("Return `'auto'` from `getRowHeight` and the grid measures each row from its content.", () => {
  const { container, unmount } = render(<DataGrid rows={rows} columns={columns} getRowHeight={() => 'auto'} />);
  const row = container.querySelector('[role="row"][data-id]') as HTMLElement;
  // Auto rows get no height cap: the content decides.
  expect(row.style.maxHeight).toBe('none');
  unmount();
});

claim('Pass `processRowUpdate`: it receives the edited row when editing stops', async () => {
  const apiRef = newGridApiRef();
  const onError = vi.fn();
  const processRowUpdate = vi.fn((row: { name: string }) =>
    row.name === 'bad' ? Promise.reject(new Error('no')) : Promise.resolve({ ...row, name: row.name.toUpperCase() }),
  );
  const { container, unmount } = render(
    <DataGrid
      apiRef={apiRef}
      rows={rows}
      columns={columns}
      processRowUpdate={processRowUpdate}
      onProcessRowUpdateError={onError}
    />,
  );
  for (const value of ['zed', 'bad']) {
    act(() => apiRef.current.startCellEditMode({ id: 1, field: 'name' }));
    await act(async () => {
      await apiRef.current.setEditCellValue({ id: 1, field: 'name', value });
    });
    act(() => apiRef.current.stopCellEditMode({ id: 1, field: 'name' }));
    await settle();
  }
  // The resolved row was kept; the rejected change left the cell in edit mode.
  expect(apiRef.current.getRow(1).name).toBe('ZED');
  expect(apiRef.current.getCellMode(1, 'name')).toBe('edit');
  expect(container.querySelector('[data-id="1"] [data-field="name"] input')).not.toBeNull();
  expect(onError.mock.calls[0]![0].message).toBe('no');
  unmount();
});

describe('selection', () => {
  claim(
    'With rows loaded in the browser, the header checkbox already does it: it selects every row that passes the filters, on every page.',
    () => {
      const many = Array.from({ length: 7 }, (_, index) => ({ id: index, name: index % 2 ? 'odd' : 'even' }));
      const { container, unmount } = render(
        <DataGrid
          rows={many}
          columns={columns}
          checkboxSelection
          pageSizeOptions={[2]}
          initialState={{
            pagination: { paginationModel: { pageSize: 2 } },
            filter: { filterModel: { items: [{ field: 'name', operator: 'equals', value: 'even' }] } },
          }}
        />,
      );
      fireEvent.click(container.querySelector('[role="columnheader"] input[type="checkbox"]')!);
      expect(container.querySelector('.MuiDataGrid-selectedRowCount')!.textContent).toBe('4 rows selected');
      unmount();
    },
  );

  claim(
    'Only `checkboxSelectionVisibleOnly` ([Pro plan](/x/introduction/licensing/)) limits it to the current page.',
    () => {
      const many = Array.from({ length: 7 }, (_, index) => ({ id: index, name: `R${index}` }));
      const { container, unmount } = render(
        <DataGridPro
          rows={many}
          columns={columns}
          checkboxSelection
          checkboxSelectionVisibleOnly
          pagination
          pageSizeOptions={[2]}
          initialState={{ pagination: { paginationModel: { pageSize: 2 } } }}
        />,
      );
      fireEvent.click(container.querySelector('[role="columnheader"] input[type="checkbox"]')!);
      expect(container.querySelector('.MuiDataGrid-selectedRowCount')!.textContent).toBe('2 rows selected');
      unmount();
    },
  );

  claim('the MIT `DataGrid` needs `checkboxSelection` for more than one id', () => {
    const apiRef = newGridApiRef();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(<DataGrid apiRef={apiRef} rows={rows} columns={columns} />);
    expect(() => act(() => apiRef.current.setRowSelectionModel([1, 2]))).toThrow(
      /`rowSelectionModel` can only contain 1 item in DataGrid/,
    );
    view.unmount();
    errors.mockRestore();
    const withBoxes = render(<DataGrid apiRef={apiRef} rows={rows} columns={columns} checkboxSelection />);
    act(() => apiRef.current.setRowSelectionModel([1, 2]));
    expect(apiRef.current.getSelectedRows().size).toBe(2);
    withBoxes.unmount();
  });

  claim("`apiRef.current.selectRows(ids)` (Pro plan; the MIT API object doesn't declare it)", () => {
    const community = newGridApiRef();
    const view = render(<DataGrid apiRef={community} rows={rows} columns={columns} checkboxSelection />);
    expect((community.current as unknown as Record<string, unknown>).selectRows).toBeUndefined();
    view.unmount();
    const pro = { current: null } as unknown as ReturnType<typeof useGridApiRef>;
    const proView = render(<DataGridPro apiRef={pro} rows={rows} columns={columns} checkboxSelection />);
    act(() => pro.current.selectRows([1, 3]));
    expect([...pro.current.getSelectedRows().keys()]).toEqual([1, 3]);
    proView.unmount();
  });
});

claim('Export the state with `apiRef.current.exportState()`', () => {
  const apiRef = newGridApiRef();
  const first = render(<DataGrid apiRef={apiRef} rows={rows} columns={columns} />);
  act(() => apiRef.current.setSortModel([{ field: 'age', sort: 'desc' }]));
  act(() => apiRef.current.setColumnWidth('name', 222));
  const saved = JSON.parse(JSON.stringify(apiRef.current.exportState()));
  first.unmount();
  const again = render(<DataGrid apiRef={apiRef} rows={rows} columns={columns} initialState={saved} />);
  expect(names(again.container)).toEqual(['Bob', 'Ann', 'Cid']);
  expect(apiRef.current.getColumn('name').width).toBe(222);
  again.unmount();
});

claim(
  'Yes: `getRowClassName` and `getCellClassName` on the grid, or `cellClassName` on a column, return class names from the data',
  () => {
    const { container, unmount } = render(
      <DataGrid
        rows={rows}
        columns={[{ field: 'name', cellClassName: (params) => `name-${params.value}` }, columns[1]!]}
        getRowClassName={(params) => (params.row.age > 35 ? 'senior' : '')}
        getCellClassName={(params) => (params.field === 'age' ? `age-${params.value}` : '')}
      />,
    );
    const row = container.querySelector('[role="row"][data-id="2"]')!;
    expect(row.classList.contains('senior')).toBe(true);
    expect(row.querySelector('[data-field="name"]')!.classList.contains('name-Ann')).toBe(true);
    expect(row.querySelector('[data-field="age"]')!.classList.contains('age-40')).toBe(true);
    unmount();
  },
);

claim('Import a locale pack (`frFR`, `deDE`, `zhCN`…) from `@mui/x-data-grid/locales`', () => {
  const { container, unmount } = render(
    <DataGrid
      rows={[]}
      columns={columns}
      localeText={{ ...frFR.components.MuiDataGrid.defaultProps.localeText, noRowsLabel: 'Vide' }}
    />,
  );
  expect(container.textContent).toContain('Vide');
  expect(
    container.querySelector('[role="columnheader"] .MuiDataGrid-menuIcon button')!.getAttribute('aria-label'),
  ).toBe(frFR.components.MuiDataGrid.defaultProps.localeText.columnMenuLabel);
  unmount();
});

claim('use the [API object](/x/react-data-grid/api-object/) (`apiRef.current.getCellValue(id, field)`)', () => {
  const apiRef = newGridApiRef();
  const { unmount } = render(<DataGrid apiRef={apiRef} rows={rows} columns={columns} />);
  expect(apiRef.current.getCellValue(3, 'name')).toBe('Bob');
  expect(apiRef.current.scrollToIndexes).toBeTypeOf('function');
  unmount();
});

untestable(
  'The grid only renders the rows and columns near the viewport',
  'Virtualization depends on the measured viewport; jsdom has no layout, and the grid renders every row there.',
);

claim('The grid takes the size of its parent and has no height of its own.', () => {
  const { container, unmount } = render(<DataGrid rows={rows} columns={columns} />);
  const root = container.querySelector('.MuiDataGrid-root')!;
  // Its height is the parent's (100 %), not a length of its own.
  expect(getComputedStyle(root).height).toBe('100%');
  unmount();
});

claim('Throw or reject to refuse the change, and handle the error with `onProcessRowUpdateError`.', async () => {
  const apiRef = newGridApiRef();
  const onError = vi.fn();
  const { unmount } = render(
    <DataGrid
      apiRef={apiRef}
      rows={rows}
      columns={columns}
      processRowUpdate={() => {
        throw new Error('refused');
      }}
      onProcessRowUpdateError={onError}
    />,
  );
  act(() => apiRef.current.startCellEditMode({ id: 2, field: 'name' }));
  await act(async () => {
    await apiRef.current.setEditCellValue({ id: 2, field: 'name', value: 'Zoe' });
  });
  act(() => apiRef.current.stopCellEditMode({ id: 2, field: 'name' }));
  await settle();
  expect(onError.mock.calls[0]![0].message).toBe('refused');
  expect(apiRef.current.getRow(2).name).toBe('Ann');
  unmount();
});

claim('Override individual texts with `localeText`.', () => {
  const { container, unmount } = render(
    <DataGrid rows={[]} columns={columns} localeText={{ noRowsLabel: 'Nothing yet' }} />,
  );
  expect(container.textContent).toContain('Nothing yet');
  unmount();
});
