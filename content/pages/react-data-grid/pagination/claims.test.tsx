import * as React from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DataGrid, type GridApi } from '@mui/x-data-grid';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import CursorPaginationGrid from './demos/CursorPaginationGrid';
import EstimatedRowCountGrid from './demos/EstimatedRowCountGrid';
import PaginationApiGrid from './demos/PaginationApiGrid';
import PaginationFooterPropsGrid from './demos/PaginationFooterPropsGrid';
import UnknownRowCountGrid from './demos/UnknownRowCountGrid';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const makeRows = (count: number, from = 0) => Array.from({ length: count }, (_, i) => ({ id: from + i, n: from + i }));
const columns = [{ field: 'n' }];
const shown = (root: Element) => root.querySelectorAll('[role="row"][data-rowindex]').length;
const footer = (root: Element) => root.querySelector('.MuiTablePagination-displayedRows')?.textContent;
const next = (root: Element) => root.querySelector('button[aria-label="Go to next page"]') as HTMLButtonElement;
const box = (children: React.ReactNode) => <div style={{ height: 400 }}>{children}</div>;

describe('plans and defaults', () => {
  claim(
    '`DataGrid` is always paginated, and a page holds at most 100 rows. A larger `pageSize` throws an error.',
    () => {
      const { container } = render(
        box(<DataGrid rows={makeRows(150)} columns={columns} pagination={false as true} disableVirtualization />),
      );
      expect(footer(container)).toBe('1–100 of 150');
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(() =>
        render(
          box(
            <DataGrid
              rows={makeRows(150)}
              columns={columns}
              initialState={{ pagination: { paginationModel: { pageSize: 101 } } }}
              pageSizeOptions={[101]}
            />,
          ),
        ),
      ).toThrow(/100/);
      error.mockRestore();
    },
  );

  claim(
    '`DataGridPro` and `DataGridPremium` scroll through all rows by default. Add the `pagination` prop to paginate them; pages can then be of any size.',
    () => {
      const { container, unmount } = render(box(<DataGridPro rows={makeRows(150)} columns={columns} />));
      expect(footer(container)).toBeUndefined();
      unmount();
      const paginated = render(
        box(
          <DataGridPro
            rows={makeRows(120)}
            columns={columns}
            pagination
            pageSizeOptions={[110]}
            initialState={{ pagination: { paginationModel: { pageSize: 110 } } }}
          />,
        ),
      );
      expect(footer(paginated.container)).toBe('1–110 of 120');
    },
  );

  claim(
    'The default page size is 100. Users pick another one from the "Rows per page" select, which lists `pageSizeOptions` (`[25, 50, 100]` by default).',
    () => {
      const { container } = render(box(<DataGrid rows={makeRows(150)} columns={columns} />));
      expect(footer(container)).toBe('1–100 of 150');
      fireEvent.mouseDown(within(container).getByRole('combobox'));
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['25', '50', '100']);
      fireEvent.click(screen.getByRole('option', { name: '25' }));
      expect(footer(container)).toBe('1–25 of 150');
    },
  );

  claim('Entries are numbers, or `{ value, label }` objects when the label should differ from the number', () => {
    const { container } = render(
      box(
        <DataGrid
          rows={makeRows(150)}
          columns={columns}
          pageSizeOptions={[10, 25, { value: 100, label: 'One hundred' }]}
        />,
      ),
    );
    expect(within(container).getByRole('combobox').textContent).toBe('One hundred');
  });

  claim(
    'The current page size must be one of the `pageSizeOptions`. Otherwise, the select is hidden and a warning is logged in development.',
    () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { container } = render(box(<DataGrid rows={makeRows(30)} columns={columns} pageSizeOptions={[5, 10]} />));
      expect(within(container).queryByRole('combobox')).toBeNull();
      expect(warn.mock.calls.flat().join(' ')).toMatch(/pageSizeOptions/);
      warn.mockRestore();
    },
  );

  claim('Use `initialState` to start with a given model', () => {
    const { container } = render(
      box(
        <DataGrid
          rows={makeRows(40)}
          columns={columns}
          pageSizeOptions={[5, 10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 10, page: 2 } } }}
        />,
      ),
    );
    expect(footer(container)).toBe('21–30 of 40');
  });
});

describe('automatic page size', () => {
  claim(
    'With `autoPageSize`, the grid picks the page size that fits in its height without a vertical scrollbar, and updates it when the container is resized. The page size select disappears',
    async () => {
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
      const { container } = render(
        box(<DataGrid apiRef={apiRef} rows={makeRows(50)} columns={columns} autoPageSize rowHeight={50} />),
      );
      const resize = (height: number) =>
        act(async () => {
          apiRef.current.publishEvent('resize', { width: 400, height });
          await new Promise((resolve) => setTimeout(resolve, 100));
        });
      await resize(56 + 50 * 4 + 10);
      expect(apiRef.current.state.pagination.paginationModel.pageSize).toBe(4);
      await resize(56 + 50 * 7);
      expect(apiRef.current.state.pagination.paginationModel.pageSize).toBe(7);
      expect(within(container).queryByRole('combobox')).toBeNull();
    },
  );

  claim("It can't be combined with `autoHeight`, which sizes the grid from the page size instead.", () => {
    // The grid still renders, but its prop check reports the pair as invalid.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = render(<DataGrid autoHeight autoPageSize rows={makeRows(5)} columns={columns} />);
    expect(consoleError.mock.calls.flat().join('\n')).toContain(
      'You cannot use both the `autoPageSize` and `autoHeight`',
    );
    unmount();
    consoleError.mockRestore();
  });
});

describe('server-side', () => {
  claim(
    'Set `paginationMode="server"`: the grid no longer slices the rows, it displays whatever `rows` contains as the current page.',
    () => {
      const { container } = render(
        box(
          <DataGrid
            rows={makeRows(10, 20)}
            columns={columns}
            paginationMode="server"
            rowCount={100}
            pageSizeOptions={[5]}
            paginationModel={{ page: 4, pageSize: 5 }}
            disableVirtualization
          />,
        ),
      );
      expect(shown(container)).toBe(10);
      expect(footer(container)).toBe('21–25 of 100');
    },
  );

  claim(
    'Set the row count to `-1`. The footer then reads "1–25 of more than 25" and the next-page button stays enabled, except while `loading` is `true`: both arrows are then disabled.',
    () => {
      const grid = (loading: boolean) =>
        box(
          <DataGrid
            rows={makeRows(25)}
            columns={columns}
            loading={loading}
            paginationMode="server"
            rowCount={-1}
            pageSizeOptions={[25]}
            initialState={{ pagination: { paginationModel: { pageSize: 25, page: 1 } } }}
          />,
        );
      const { container, rerender } = render(grid(false));
      expect(footer(container)).toBe('26–50 of more than 50');
      expect(next(container).disabled).toBe(false);
      rerender(grid(true));
      const previous = container.querySelector('button[aria-label="Go to previous page"]') as HTMLButtonElement;
      expect([next(container).disabled, previous.disabled]).toEqual([true, true]);
    },
  );

  claim(
    'When `hasNextPage` is `false`, the grid works out the real total from the current page and reports it through `onRowCountChange`, which disables the next-page button.',
    () => {
      const onRowCountChange = vi.fn();
      function Grid() {
        const [rowCount, setRowCount] = React.useState(-1);
        const meta = React.useMemo(() => ({ hasNextPage: false }), []);
        return box(
          <DataGrid
            rows={makeRows(7, 25)}
            columns={columns}
            paginationMode="server"
            rowCount={rowCount}
            onRowCountChange={(count) => {
              onRowCountChange(count);
              setRowCount(count);
            }}
            paginationMeta={meta}
            pageSizeOptions={[25]}
            initialState={{ pagination: { paginationModel: { pageSize: 25, page: 1 } } }}
          />,
        );
      }
      const { container } = render(<Grid />);
      expect(onRowCountChange).toHaveBeenCalledWith(32);
      expect(footer(container)).toBe('26–32 of 32');
      expect(next(container).disabled).toBe(true);
    },
  );

  claim(
    'if it drops to `0` in between, the grid moves back to the first page. Set to `undefined`, it keeps the last count but logs an error, since server mode expects a `rowCount`.',
    () => {
      const onPaginationModelChange = vi.fn();
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      const grid = (rowCount: number | undefined) =>
        box(
          <DataGrid
            rows={makeRows(10, 30)}
            columns={columns}
            paginationMode="server"
            rowCount={rowCount}
            pageSizeOptions={[10]}
            paginationModel={{ page: 3, pageSize: 10 }}
            onPaginationModelChange={onPaginationModelChange}
          />,
        );
      const { container, rerender, unmount } = render(grid(100));
      rerender(grid(undefined));
      expect(onPaginationModelChange).not.toHaveBeenCalled();
      expect(footer(container)).toBe('31–40 of 100');
      expect(consoleError.mock.calls.flat().join('\n')).toContain('The `rowCount` prop must be passed');
      rerender(grid(0));
      expect(onPaginationModelChange.mock.lastCall![0]).toEqual({ page: 0, pageSize: 10 });
      unmount();
      consoleError.mockRestore();
    },
  );

  claim('Changing the page size while the count is unknown goes back to the first page.', () => {
    const onPaginationModelChange = vi.fn();
    const { container } = render(
      box(
        <DataGrid
          rows={makeRows(10, 10)}
          columns={columns}
          paginationMode="server"
          rowCount={-1}
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 10, page: 1 } } }}
          onPaginationModelChange={onPaginationModelChange}
        />,
      ),
    );
    fireEvent.mouseDown(within(container).getByRole('combobox'));
    fireEvent.click(screen.getByRole('option', { name: '25' }));
    expect(onPaginationModelChange.mock.calls.at(-1)?.[0]).toEqual({ page: 0, pageSize: 25 });
  });

  claim(
    'By default, the selection only keeps rows that exist in `rows`, so with server-side pagination it is lost when the page changes. Set `keepNonExistentRowsSelected` to keep it',
    () => {
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
      const grid = (rows: ReturnType<typeof makeRows>, keep: boolean) =>
        box(
          <DataGrid
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            checkboxSelection
            paginationMode="server"
            rowCount={20}
            keepNonExistentRowsSelected={keep}
          />,
        );
      const { rerender, unmount } = render(grid(makeRows(10), false));
      act(() => apiRef.current.selectRow(3));
      rerender(grid(makeRows(10, 10), false));
      expect(apiRef.current.getSelectedRows().size).toBe(0);
      unmount();
      const again = render(grid(makeRows(10), true));
      act(() => apiRef.current.selectRow(3));
      again.rerender(grid(makeRows(10, 10), true));
      expect([...apiRef.current.state.rowSelection]).toEqual([3]);
    },
  );

  claim('The row count can be provided in three ways', () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    const { container } = render(
      box(
        <DataGrid
          apiRef={apiRef}
          rows={makeRows(5)}
          columns={columns}
          paginationMode="server"
          pageSizeOptions={[5]}
          initialState={{ pagination: { rowCount: 50, paginationModel: { pageSize: 5 } } }}
        />,
      ),
    );
    expect(footer(container)).toBe('1–5 of 50');
    act(() => apiRef.current.setRowCount(60));
    expect(footer(container)).toBe('1–5 of 60');
  });
});

describe('the unknown-count demos', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const settle = () => act(() => vi.advanceTimersByTime(1000));

  claim(
    'The fake API below holds 87 trades but never says so. Page forward until the end: the footer switches to "76–87 of 87".',
    () => {
      const { container } = render(<UnknownRowCountGrid />);
      settle();
      expect(footer(container)).toBe('1–25 of more than 25');
      for (let i = 0; i < 3; i += 1) {
        fireEvent.click(next(container));
        settle();
      }
      expect(footer(container)).toBe('76–87 of 87');
      expect(next(container).disabled).toBe(true);
    },
  );

  claim(
    'the footer below reads "1–25 of more than 100" from the first page. Once the pages go past the estimate it falls back to "of more than" the last row shown, and on the last page, when `hasNextPage` turns `false`, it shows the real total of 140.',
    () => {
      const { container } = render(<EstimatedRowCountGrid />);
      settle();
      expect(footer(container)).toBe('1–25 of more than 100');
      const seen: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        fireEvent.click(next(container));
        settle();
        seen.push(footer(container)!);
      }
      expect(seen).toEqual([
        '26–50 of more than 100',
        '51–75 of more than 100',
        '76–100 of more than 100',
        '101–125 of more than 125',
        '126–140 of 140',
      ]);
    },
    20_000,
  );

  claim(
    'Turn on `hideFooter`: the controls disappear but the grid is still paginated and shows only the current page',
    () => {
      vi.useRealTimers();
      const { container } = render(<PaginationFooterPropsGrid />);
      expect(container.querySelector('button[aria-label="Go to first page"]')).not.toBeNull();
      expect(container.textContent).toContain('Trades');
      const before = footer(container)!;
      const pageSize = Number(/–(\d+)/.exec(before)![1]);
      fireEvent.click(screen.getByRole('checkbox', { name: 'hideFooter' }));
      expect(container.querySelector('.MuiDataGrid-footerContainer')).toBeNull();
      expect(shown(container)).toBeLessThanOrEqual(pageSize);
    },
  );
});

claim(
  'The page size is then fixed by the server, so `pageSizeOptions` holds only that size, and with a single option the footer shows no page size select.',
  async () => {
    const { container } = render(<CursorPaginationGrid />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(footer(container)).toBe('1–10 of more than 10');
    expect(within(container).queryByRole('combobox')).toBeNull();
    expect(container.textContent).not.toContain('Rows per page');
  },
  15_000,
);

claim(
  'The grid stays uncontrolled: `onPaginationModelChange` only reports each change so that the text can show the current page.',
  () => {
    const { container } = render(<PaginationApiGrid />);
    const status = within(container).getByRole('status');
    expect(status.textContent).toMatch(/^Page 1 of/);
    fireEvent.click(within(container).getByRole('button', { name: 'Last page' }));
    const last = /of (\d+)/.exec(status.textContent!)![1];
    expect(status.textContent).toBe(`Page ${last} of ${last}`);
    fireEvent.click(within(container).getByRole('button', { name: '10 per page' }));
    // The grid keeps the page index within the new page count; the text follows whatever the grid reports.
    const [, from = 0, to = 0, total = 0] = /^(\d+)–(\d+) of (\d+)$/.exec(footer(container)!)!.map(Number);
    expect(to - from + 1).toBeLessThanOrEqual(10);
    expect(status.textContent).toBe(`Page ${Math.ceil(to / 10)} of ${Math.ceil(total / 10)}`);
  },
);

claim('`hideFooterPagination` hides the pagination controls, and `hideFooter` the whole footer.', () => {
  // The rest of the footer stays: here, the selected row count.
  const { container, rerender, unmount } = render(
    <DataGrid autoHeight hideFooterPagination rows={makeRows(5)} columns={columns} rowSelectionModel={[1]} />,
  );
  expect(container.querySelector('.MuiTablePagination-root')).toBeNull();
  expect(container.querySelector('.MuiDataGrid-footerContainer')?.textContent).toBe('1 row selected');
  rerender(<DataGrid autoHeight hideFooter rows={makeRows(5)} columns={columns} rowSelectionModel={[1]} />);
  expect(container.querySelector('.MuiDataGrid-footerContainer')).toBeNull();
  unmount();
});

claim(
  '`slotProps.pagination` passes props to the underlying Material UI `TablePagination`, for example `showFirstButton` and `showLastButton`, or `labelRowsPerPage`.',
  () => {
    const { container, unmount } = render(
      <DataGrid
        autoHeight
        rows={makeRows(5)}
        columns={columns}
        slotProps={{ pagination: { showFirstButton: true, showLastButton: true, labelRowsPerPage: 'Per page' } }}
      />,
    );
    expect(container.querySelector('button[aria-label="Go to first page"]')).not.toBeNull();
    expect(container.querySelector('button[aria-label="Go to last page"]')).not.toBeNull();
    // The label set here wins over the grid's locale text.
    expect(container.querySelector('.MuiTablePagination-selectLabel')?.textContent).toBe('Per page');
    unmount();
  },
);
