import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DataGrid, gridClasses, type GridApi, type GridColDef } from '@mui/x-data-grid';
import { DataGridPro, type GridApiPro } from '@mui/x-data-grid-pro';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { gridColumnHeader } from '@/claims/gridColumnHeader';
import HeaderNameAndDescription from './demos/HeaderNameAndDescription';

const rows = [
  { id: 1, desk: 'D1', price: 3, code: 'x' },
  { id: 2, desk: 'D2', price: 1, code: 'y' },
];
const columns: GridColDef[] = [
  { field: 'desk' },
  { field: 'price', headerName: 'Price', type: 'number', description: 'In USD' },
  { field: 'code', headerName: 'Code', sortable: false },
];

describe('a plain MIT grid', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const handlers = {
    onColumnHeaderClick: vi.fn(),
    onColumnHeaderDoubleClick: vi.fn(),
    onColumnHeaderContextMenu: vi.fn(),
    onColumnHeaderEnter: vi.fn(),
    onColumnHeaderLeave: vi.fn(),
    onColumnHeaderOver: vi.fn(),
    onColumnHeaderOut: vi.fn(),
  };
  let grid: Element;
  beforeAll(() => {
    grid = render(<DataGrid apiRef={apiRef} autoHeight rows={rows} columns={columns} {...handlers} />).container;
  });

  claim('All of it is available in every plan.', () => {
    const price = gridColumnHeader(grid, 'price');
    expect(price.querySelector('.MuiDataGrid-columnHeaderTitle')!.textContent).toBe('Price');
    expect(price.querySelector('.MuiDataGrid-menuIcon button')).not.toBeNull();
    expect(price.querySelector('.MuiDataGrid-columnSeparator--resizable')).not.toBeNull();
  });

  claim('Without it, the header shows the `field`', () => {
    expect(gridColumnHeader(grid, 'desk').querySelector('.MuiDataGrid-columnHeaderTitle')!.textContent).toBe('desk');
  });

  claim('`description` adds a tooltip on hover', async () => {
    act(() => {
      fireEvent.mouseOver(gridColumnHeader(grid, 'price').querySelector('.MuiDataGrid-columnHeaderTitle')!);
    });
    expect((await screen.findByRole('tooltip')).textContent).toBe('In USD');
  });

  claim("Number columns default to `'right'` to match their cells.", () => {
    expect(apiRef.current.getColumn('price').headerAlign).toBe('right');
    expect(gridColumnHeader(grid, 'price').classList.contains('MuiDataGrid-columnHeader--alignRight')).toBe(true);
    expect(gridColumnHeader(grid, 'desk').classList.contains('MuiDataGrid-columnHeader--alignRight')).toBe(false);
  });

  claim('`gridClasses.columnHeader` (`MuiDataGrid-columnHeader`) for every header cell', () => {
    expect([gridClasses.columnHeader, gridClasses.columnHeaderTitle]).toEqual([
      'MuiDataGrid-columnHeader',
      'MuiDataGrid-columnHeaderTitle',
    ]);
    expect(grid.querySelectorAll(`[role="columnheader"].${gridClasses.columnHeader}`)).toHaveLength(3);
  });

  claim('`columnHeaderHeight` sets the header row height in pixels (56 by default).', () => {
    expect(gridColumnHeader(grid, 'desk').style.height).toBe('56px');
  });

  claim('Fires when', () => {
    const price = gridColumnHeader(grid, 'price');
    act(() => {
      fireEvent.click(price);
      fireEvent.doubleClick(price);
      fireEvent.contextMenu(price);
      fireEvent.mouseEnter(price);
      fireEvent.mouseLeave(price);
      fireEvent.mouseOver(price);
      fireEvent.mouseOut(price);
    });
    for (const handler of Object.values(handlers)) {
      expect(handler).toHaveBeenCalledWith(
        expect.objectContaining({ field: 'price', colDef: expect.anything() }),
        expect.anything(),
        expect.anything(),
      );
    }
  });

  claim('The pointer moves over or out of a header or one of its children', () => {
    const price = gridColumnHeader(grid, 'price');
    const title = price.querySelector('.MuiDataGrid-columnHeaderTitle')!;
    for (const handler of Object.values(handlers)) handler.mockClear();
    // The pointer goes from the header onto its title and back: it never enters or leaves the header itself.
    act(() => {
      fireEvent.mouseOut(price, { relatedTarget: title });
      fireEvent.mouseOver(title, { relatedTarget: price });
      fireEvent.mouseOut(title, { relatedTarget: price });
      fireEvent.mouseOver(price, { relatedTarget: title });
    });
    expect(handlers.onColumnHeaderOver).toHaveBeenCalledTimes(2);
    expect(handlers.onColumnHeaderOut).toHaveBeenCalledTimes(2);
    expect(handlers.onColumnHeaderEnter).not.toHaveBeenCalled();
    expect(handlers.onColumnHeaderLeave).not.toHaveBeenCalled();
  });

  claim('A header is clicked (clicking also sorts sortable columns)', () => {
    // The click above sorted the price column; a click on the unsortable code column does not sort.
    expect(apiRef.current.getSortModel()).toEqual([{ field: 'price', sort: 'asc' }]);
    handlers.onColumnHeaderClick.mockClear();
    act(() => {
      fireEvent.click(gridColumnHeader(grid, 'code'));
    });
    expect(handlers.onColumnHeaderClick).toHaveBeenCalledTimes(1);
    expect(apiRef.current.getSortModel()).toEqual([{ field: 'price', sort: 'asc' }]);
    act(() => apiRef.current.setSortModel([]));
  });

  claim("The header can't be clicked to sort, and the sort items leave its menu", async () => {
    act(() => {
      fireEvent.click(gridColumnHeader(grid, 'code').querySelector('.MuiDataGrid-menuIcon button')!);
    });
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).not.toMatch(/Sort by/);
    act(() => {
      fireEvent.keyDown(menu, { key: 'Escape' });
    });
    await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
  });

  claim('sorts by the column', () => {
    act(() => apiRef.current.setColumnHeaderFocus('desk'));
    act(() => {
      fireEvent.keyDown(gridColumnHeader(grid, 'desk'), { key: 'Enter' });
    });
    expect(apiRef.current.getSortModel()).toEqual([{ field: 'desk', sort: 'asc' }]);
    act(() => {
      fireEvent.keyDown(gridColumnHeader(grid, 'desk'), { key: 'ArrowRight' });
    });
    expect(document.activeElement).toBe(gridColumnHeader(grid, 'price'));
    act(() => {
      fireEvent.keyDown(gridColumnHeader(grid, 'price'), { key: 'ArrowDown' });
    });
    expect(document.activeElement!.closest('[role="row"]')!.getAttribute('data-id')).toBe('1');
    act(() => apiRef.current.setSortModel([]));
  });

  claim('opens the column menu', async () => {
    act(() => apiRef.current.setColumnHeaderFocus('desk'));
    act(() => {
      fireEvent.keyDown(gridColumnHeader(grid, 'desk'), { key: 'Enter', ctrlKey: true });
    });
    const menu = await screen.findByRole('menu');
    act(() => {
      fireEvent.keyDown(menu, { key: 'Escape' });
    });
    await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
  });
});

claim('hold Shift to add it to the current sort in Pro and Premium', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
  const grid = render(<DataGridPro apiRef={apiRef} autoHeight rows={rows} columns={columns} />).container;
  act(() => apiRef.current.setColumnHeaderFocus('desk'));
  act(() => {
    fireEvent.keyDown(gridColumnHeader(grid, 'desk'), { key: 'Enter' });
    fireEvent.keyDown(gridColumnHeader(grid, 'price'), { key: 'Enter', shiftKey: true });
  });
  expect(apiRef.current.getSortModel()).toHaveLength(2);
});

claim(
  'When a title is too long for the column, it is cut with an ellipsis and the full title shows in a tooltip',
  async () => {
    const grid = render(
      <DataGrid autoHeight rows={rows} columns={[{ field: 'desk', headerName: 'A very long desk title' }]} />,
    ).container;
    const title = gridColumnHeader(grid, 'desk').querySelector('.MuiDataGrid-columnHeaderTitle')!;
    // jsdom has no layout: make the title report more content than room, as an overflowing title does.
    Object.defineProperty(title, 'scrollWidth', { value: 400 });
    act(() => {
      fireEvent.mouseOver(title);
    });
    await waitFor(() =>
      expect([...document.querySelectorAll('[role="tooltip"]')].map((tooltip) => tooltip.textContent)).toContain(
        'A very long desk title',
      ),
    );
  },
);

claim('compact headers are 70% of this value and comfortable ones 130%', () => {
  const height = (density: 'compact' | 'comfortable') =>
    gridColumnHeader(
      render(<DataGrid autoHeight density={density} columnHeaderHeight={100} rows={rows} columns={columns} />)
        .container,
      'desk',
    ).style.height;
  expect([height('compact'), height('comfortable')]).toEqual(['70px', '130px']);
});

claim('Always set `headerName` as well, even when `renderHeader` draws the header.', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  render(
    <DataGrid
      apiRef={apiRef}
      autoHeight
      rows={rows}
      columns={[
        { field: 'desk', renderHeader: () => <b>Desk</b> },
        { field: 'code', headerName: 'Code', renderHeader: () => <b>C</b> },
      ]}
    />,
  );
  expect(apiRef.current.getDataAsCsv().split('\r\n')[0]).toBe('desk,Code');
});

claim('The column still sorts, but the header shows no sort icon', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const grid = render(
    <DataGrid
      apiRef={apiRef}
      autoHeight
      rows={rows}
      columns={[{ field: 'desk', hideSortIcons: true, disableColumnMenu: true }, { field: 'code' }]}
      slots={{ columnSortedAscendingIcon: () => <i data-testid="up" /> }}
    />,
  ).container;
  act(() => {
    fireEvent.click(gridColumnHeader(grid, 'desk'));
    fireEvent.click(gridColumnHeader(grid, 'code'));
  });
  expect(apiRef.current.getSortModel()).toEqual([{ field: 'code', sort: 'asc' }]);
  act(() => {
    fireEvent.click(gridColumnHeader(grid, 'desk'));
  });
  expect(apiRef.current.getSortModel()).toEqual([{ field: 'desk', sort: 'asc' }]);
  expect(gridColumnHeader(grid, 'desk').querySelector('[data-testid="up"], .MuiDataGrid-sortIcon')).toBeNull();
  // No menu button on this header (column-level disableColumnMenu), but the other header keeps its own.
  expect(gridColumnHeader(grid, 'desk').querySelector('.MuiDataGrid-menuIcon button')).toBeNull();
  expect(gridColumnHeader(grid, 'code').querySelector('.MuiDataGrid-menuIcon button')).not.toBeNull();
});

claim('Replace the sort icons', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const grid = render(
    <DataGrid
      apiRef={apiRef}
      autoHeight
      rows={rows}
      columns={[{ field: 'desk' }, { field: 'code', sortable: false }]}
      slots={{
        columnSortedAscendingIcon: () => <i data-testid="up" />,
        columnSortedDescendingIcon: () => <i data-testid="down" />,
        columnUnsortedIcon: () => <i data-testid="unsorted" />,
        columnMenuIcon: () => <i data-testid="menu" />,
      }}
    />,
  ).container;
  const icons = (field: string) =>
    [...gridColumnHeader(grid, field).querySelectorAll('i[data-testid]')].map((icon) =>
      icon.getAttribute('data-testid'),
    );
  // The unsorted icon is rendered for a sortable column (the grid's CSS shows it on hover), never for an unsortable one.
  expect([icons('desk'), icons('code')]).toEqual([['unsorted', 'menu'], ['menu']]);
  act(() => apiRef.current.setSortModel([{ field: 'desk', sort: 'asc' }]));
  expect(icons('desk')).toEqual(['up', 'menu']);
  act(() => apiRef.current.setSortModel([{ field: 'desk', sort: 'desc' }]));
  expect(icons('desk')).toEqual(['down', 'menu']);
});

claim('No column menus at all', () => {
  const grid = render(<DataGrid autoHeight disableColumnMenu rows={rows} columns={columns} />).container;
  expect(grid.querySelector('.MuiDataGrid-menuIcon button')).toBeNull();
});

claim('To style all grids at once, target the same classes in the theme with `styleOverrides` on `MuiDataGrid`', () => {
  const theme = createTheme({
    components: { MuiDataGrid: { styleOverrides: { columnHeader: { backgroundColor: 'rgb(1, 2, 3)' } } } },
  });
  const grid = render(
    <CacheProvider value={createCache({ key: 'headers', container: document.head })}>
      <ThemeProvider theme={theme}>
        <DataGrid autoHeight rows={rows} columns={columns} />
      </ThemeProvider>
    </CacheProvider>,
  ).container;
  expect(getComputedStyle(gridColumnHeader(grid, 'desk')).backgroundColor).toBe('rgb(1, 2, 3)');
});

describe('HeaderNameAndDescription demo', () => {
  claim('as the desk column in the demo does', () => {
    const demo = render(<HeaderNameAndDescription />).container;
    expect(gridColumnHeader(demo, 'desk').querySelector('.MuiDataGrid-columnHeaderTitle')!.textContent).toBe('desk');
  });
});
