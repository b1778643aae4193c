import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DataGrid, GridToolbar, type GridApi, type GridDensity } from '@mui/x-data-grid';
import { DataGridPro, type GridApiPro } from '@mui/x-data-grid-pro';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import { gridCell } from '@/claims/gridCell';
import AccessibleCellContent from './demos/AccessibleCellContent';
import KeyboardNavigation from './demos/KeyboardNavigation';

const rows = [
  { id: 1, name: 'Ann', age: 30 },
  { id: 2, name: 'Bob', age: 40 },
  { id: 3, name: 'Cid', age: 50 },
];
const columns = [
  { field: 'name', editable: true },
  { field: 'age', type: 'number' as const, editable: true },
  { field: 'city', sortable: false },
];

function press(element: Element, key: string, init: Partial<KeyboardEventInit> = {}) {
  // The grid reads Ctrl+A, Ctrl+C and Ctrl+V from `keyCode`, as browsers send it.
  const keyCode = key.length === 1 ? key.toUpperCase().charCodeAt(0) : undefined;
  act(() => {
    fireEvent.keyDown(element, { key, keyCode, ...init });
  });
}
const focusedCell = () => {
  const active = document.activeElement!;
  const cell = active.closest('[role="gridcell"], [role="columnheader"]');
  return cell
    ? `${cell.getAttribute('role') === 'columnheader' ? 'header' : cell.closest('[role="row"]')!.getAttribute('data-id')}:${cell.getAttribute('data-field')}`
    : null;
};

untestable(
  "Screen readers get the grid's roles, its full size and the position of every cell",
  'What a screen reader announces is not observable in jsdom; the attributes it reads are tested below.',
);
untestable('A grid without a name is announced only as "grid"', 'Screen-reader output.');

describe('DataGrid keyboard navigation', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  let grid: Element;
  let onRowSelectionModelChange: ReturnType<typeof vi.fn>;
  beforeAll(() => {
    onRowSelectionModelChange = vi.fn();
    // A style cache of this file's own, so the grid's styles land in this file's document (workers are shared).
    grid = render(
      <CacheProvider value={createCache({ key: 'keyboard', container: document.head })}>
        <DataGrid
          apiRef={apiRef}
          autoHeight
          rows={rows}
          columns={columns}
          onRowSelectionModelChange={onRowSelectionModelChange}
        />
      </CacheProvider>,
    ).container;
  });
  const cell = (id: number, field: string) => gridCell(grid, id, field);
  const header = (field: string) => grid.querySelector(`[role="columnheader"][data-field="${field}"]`)!;
  const tabStops = () => [
    ...grid.querySelectorAll('[role="gridcell"][tabindex="0"], [role="columnheader"][tabindex="0"]'),
  ];

  claim('What you get out of the box, in every plan', () => {
    // The MIT grid: roles and a focus outline rule for cells and headers (navigation and density are tested below).
    expect(grid.querySelector('[role="grid"] [role="row"] [role="gridcell"]')).not.toBeNull();
    const css = [...document.querySelectorAll('style[data-emotion^="keyboard"]')]
      .map((style) => style.textContent)
      .join('\n');
    expect(css).toMatch(/MuiDataGrid-cell:focus\{outline:solid/);
    expect(css).toMatch(/MuiDataGrid-columnHeader:focus,/);
  });

  claim('exactly one cell or header is focusable at a time', () => {
    expect(tabStops()).toHaveLength(1);
  });

  claim('Tab moves focus into the grid (to the last focused cell, or the first header)', () => {
    expect(tabStops()[0]).toBe(header('name'));
    act(() => apiRef.current.setCellFocus(2, 'age'));
    expect(tabStops()).toEqual([cell(2, 'age')]);
  });

  claim('Move to the cell on the right', () => {
    act(() => (cell(2, 'age') as HTMLElement).focus());
    press(cell(2, 'age'), 'ArrowRight');
    expect(focusedCell()).toBe('2:city');
    press(cell(2, 'city'), 'ArrowLeft');
    expect(focusedCell()).toBe('2:age');
    press(cell(2, 'age'), 'ArrowDown');
    expect(focusedCell()).toBe('3:age');
    press(cell(3, 'age'), 'ArrowUp');
    expect(focusedCell()).toBe('2:age');
  });

  claim('from the first row, move to the column header', () => {
    act(() => apiRef.current.setCellFocus(1, 'age'));
    press(cell(1, 'age'), 'ArrowUp');
    expect(focusedCell()).toBe('header:age');
  });

  claim('Move to the first cell of the row', () => {
    act(() => apiRef.current.setCellFocus(2, 'age'));
    press(cell(2, 'age'), 'Home');
    expect(focusedCell()).toBe('2:name');
    press(cell(2, 'name'), 'End');
    expect(focusedCell()).toBe('2:city');
  });

  claim('Move to the last cell of the last row', () => {
    press(cell(2, 'city'), 'End', { ctrlKey: true });
    expect(focusedCell()).toBe('3:city');
    press(cell(3, 'city'), 'Home', { ctrlKey: true });
    expect(focusedCell()).toBe('1:name');
  });

  untestable(
    'Move down by one screen of rows',
    'How many rows a screen holds comes from the measured viewport, which jsdom does not have (also for Page Up and Space).',
  );

  claim('Select or deselect the row of the focused cell', () => {
    act(() => apiRef.current.setCellFocus(2, 'name'));
    press(cell(2, 'name'), ' ', { shiftKey: true });
    expect(apiRef.current.getSelectedRows().has(2)).toBe(true);
    press(cell(2, 'name'), ' ', { shiftKey: true });
    expect(apiRef.current.getSelectedRows().size).toBe(0);
  });

  claim('Multiple selection is allowed in `DataGrid` when `checkboxSelection` is on', () => {
    // Without checkboxSelection: Ctrl+A and Shift+Arrow select nothing beyond one row, and the root says so.
    expect(grid.querySelector('[role="grid"]')!.getAttribute('aria-multiselectable')).toBe('false');
    act(() => apiRef.current.setCellFocus(1, 'name'));
    press(cell(1, 'name'), 'a', { ctrlKey: true });
    expect(apiRef.current.getSelectedRows().size).toBe(0);
    press(cell(1, 'name'), ' ', { shiftKey: true });
    press(cell(1, 'name'), 'ArrowDown', { shiftKey: true });
    expect([...apiRef.current.getSelectedRows().keys()]).toEqual([2]);
    act(() => apiRef.current.setRowSelectionModel([]));
  });

  claim('Move to the previous or next header', () => {
    act(() => apiRef.current.setColumnHeaderFocus('name'));
    press(header('name'), 'ArrowRight');
    expect(focusedCell()).toBe('header:age');
    press(header('age'), 'ArrowLeft');
    expect(focusedCell()).toBe('header:name');
    press(header('name'), 'End');
    expect(focusedCell()).toBe('header:city');
    press(header('city'), 'Home');
    expect(focusedCell()).toBe('header:name');
    press(header('name'), 'ArrowDown');
    expect(focusedCell()).toBe('1:name');
  });

  claim('Sort the column, cycling through ascending, descending and unsorted', () => {
    act(() => apiRef.current.setColumnHeaderFocus('age'));
    const sorts: string[] = [];
    for (let step = 0; step < 3; step += 1) {
      press(header('age'), 'Enter');
      sorts.push(header('age').getAttribute('aria-sort')!);
    }
    expect(sorts).toEqual(['ascending', 'descending', 'none']);
  });

  claim('`ascending` or `descending` on sorted columns, `none` on every other header', () => {
    act(() => apiRef.current.setSortModel([{ field: 'age', sort: 'desc' }]));
    const sorts = [...grid.querySelectorAll('[role="columnheader"]')].map((h) => h.getAttribute('aria-sort'));
    // `city` is not sortable and still says none.
    expect(sorts).toEqual(['none', 'descending', 'none']);
    act(() => apiRef.current.setSortModel([]));
  });

  claim('Open the column menu', async () => {
    act(() => apiRef.current.setColumnHeaderFocus('name'));
    press(header('name'), 'Enter', { ctrlKey: true });
    const menu = await screen.findByRole('menu');
    expect(menu).toBeTruthy();
    const items = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(menu);
    // Escape closes it and gives focus back to the header.
    press(menu, 'Escape');
    await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
    expect(focusedCell()).toBe('header:name');
    expect(items.length).toBeGreaterThan(1);
  });

  claim('Inside the column menu', async () => {
    act(() => apiRef.current.setColumnHeaderFocus('age'));
    press(header('age'), 'Enter', { ctrlKey: true });
    const menu = await screen.findByRole('menu');
    press(menu, 'ArrowDown');
    const first = document.activeElement!;
    expect(first.getAttribute('role')).toBe('menuitem');
    press(first, 'ArrowDown');
    const second = document.activeElement!;
    expect(second).not.toBe(first);
    expect(second.textContent).toMatch(/Sort by DESC/i);
    // Enter runs the item.
    act(() => {
      fireEvent.click(second);
    });
    await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
    expect(apiRef.current.getSortModel()).toEqual([{ field: 'age', sort: 'desc' }]);
    act(() => apiRef.current.setSortModel([]));
    // Tab closes the menu too.
    press(header('age'), 'Enter', { ctrlKey: true });
    const again = await screen.findByRole('menu');
    press(again, 'Tab');
    await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
    expect(focusedCell()).toBe('header:age');
  });

  claim('`role="gridcell"`, `aria-colindex`', () => {
    const root = grid.querySelector('[role="grid"]')!;
    expect([root.getAttribute('aria-rowcount'), root.getAttribute('aria-colcount')]).toEqual(['4', '3']);
    const row = grid.querySelector('[role="row"][data-id="2"]')!;
    expect([row.getAttribute('aria-rowindex'), row.getAttribute('aria-selected')]).toEqual(['3', 'false']);
    expect(cell(2, 'age').getAttribute('aria-colindex')).toBe('2');
    expect(header('city').getAttribute('aria-colindex')).toBe('3');
  });
});

describe('editing keys', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  let grid: Element;
  beforeAll(() => {
    grid = render(<DataGrid apiRef={apiRef} autoHeight rows={rows} columns={columns} />).container;
  });
  const cell = (id: number, field: string) => gridCell(grid, id, field);
  const input = (id: number, field: string) => cell(id, field).querySelector('input')!;

  claim('Start editing the cell', async () => {
    act(() => apiRef.current.setCellFocus(1, 'name'));
    press(cell(1, 'name'), 'Enter');
    expect(apiRef.current.getCellMode(1, 'name')).toBe('edit');
    expect(input(1, 'name').value).toBe('Ann');
    await act(async () => {
      fireEvent.change(input(1, 'name'), { target: { value: 'Anna' } });
    });
    // Enter in edit mode: save and move to the cell below.
    await act(async () => {
      fireEvent.keyDown(input(1, 'name'), { key: 'Enter' });
    });
    expect(apiRef.current.getCellMode(1, 'name')).toBe('view');
    expect(cell(1, 'name').textContent).toBe('Anna');
    expect(focusedCell()).toBe('2:name');
  });

  claim('Cancel: leave edit mode and restore the previous value', async () => {
    act(() => apiRef.current.setCellFocus(2, 'name'));
    press(cell(2, 'name'), 'Enter');
    await act(async () => {
      fireEvent.change(input(2, 'name'), { target: { value: 'Zed' } });
    });
    await act(async () => {
      fireEvent.keyDown(input(2, 'name'), { key: 'Escape' });
    });
    expect(apiRef.current.getCellMode(2, 'name')).toBe('view');
    expect(cell(2, 'name').textContent).toBe('Bob');
  });

  claim('Start editing, replacing the value with that character', async () => {
    act(() => apiRef.current.setCellFocus(3, 'name'));
    press(cell(3, 'name'), 'x');
    expect(apiRef.current.getCellMode(3, 'name')).toBe('edit');
    // The key's own character is typed by the browser into the emptied editor.
    expect(input(3, 'name').value).toBe('');
    await act(async () => {
      fireEvent.keyDown(input(3, 'name'), { key: 'Escape' });
    });
  });

  claim('Start editing with an empty value', async () => {
    for (const key of ['Backspace', 'Delete']) {
      act(() => apiRef.current.setCellFocus(3, 'name'));
      press(cell(3, 'name'), key);
      expect(input(3, 'name').value).toBe('');
      await act(async () => {
        fireEvent.keyDown(input(3, 'name'), { key: 'Escape' });
      });
    }
  });

  claim('Start editing with an empty value, ready for the pasted text', async () => {
    act(() => apiRef.current.setCellFocus(3, 'name'));
    press(cell(3, 'name'), 'v', { ctrlKey: true });
    expect(apiRef.current.getCellMode(3, 'name')).toBe('edit');
    expect(input(3, 'name').value).toBe('');
    await act(async () => {
      fireEvent.keyDown(input(3, 'name'), { key: 'Escape' });
    });
  });

  claim('Cell editing: save and move to the next cell', async () => {
    act(() => apiRef.current.setCellFocus(3, 'name'));
    press(cell(3, 'name'), 'Enter');
    await act(async () => {
      fireEvent.change(input(3, 'name'), { target: { value: 'Cy' } });
    });
    await act(async () => {
      fireEvent.keyDown(input(3, 'name'), { key: 'Tab' });
    });
    expect(cell(3, 'name').textContent).toBe('Cy');
    expect(focusedCell()).toBe('3:age');
    press(cell(3, 'age'), 'Enter');
    await act(async () => {
      fireEvent.keyDown(input(3, 'age'), { key: 'Tab', shiftKey: true });
    });
    expect(focusedCell()).toBe('3:name');
  });
});

describe('row editing', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  let grid: Element;
  const processRowUpdate = vi.fn((row) => row);
  beforeAll(() => {
    grid = render(
      <DataGrid
        apiRef={apiRef}
        autoHeight
        editMode="row"
        processRowUpdate={processRowUpdate}
        rows={rows}
        columns={columns}
      />,
    ).container;
  });
  const cell = (id: number, field: string) => gridCell(grid, id, field);

  claim('Row editing: move to the next editable cell, and save the row after the last one', async () => {
    act(() => apiRef.current.setCellFocus(1, 'name'));
    press(cell(1, 'name'), 'Enter');
    expect(apiRef.current.getRowMode(1)).toBe('edit');
    await act(async () => {
      fireEvent.keyDown(cell(1, 'name').querySelector('input')!, { key: 'Tab' });
    });
    expect(focusedCell()).toBe('1:age');
    expect(apiRef.current.getRowMode(1)).toBe('edit');
    await act(async () => {
      fireEvent.keyDown(cell(1, 'age').querySelector('input')!, { key: 'Tab' });
    });
    expect(apiRef.current.getRowMode(1)).toBe('view');
    expect(processRowUpdate).toHaveBeenCalledTimes(1);
  });
});

describe('checkbox selection', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  let grid: Element;
  beforeAll(() => {
    grid = render(
      <DataGrid
        apiRef={apiRef}
        autoHeight
        checkboxSelection
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 2 } } }}
        pageSizeOptions={[2]}
      />,
    ).container;
  });
  const cell = (id: number, field: string) => gridCell(grid, id, field);

  claim('Navigation stays within the current page when pagination is on.', () => {
    act(() => apiRef.current.setCellFocus(2, 'name'));
    press(cell(2, 'name'), 'ArrowDown');
    expect(focusedCell()).toBe('2:name');
    press(cell(2, 'name'), 'End', { ctrlKey: true });
    expect(focusedCell()).toBe('2:city');
  });

  claim('Select or deselect that row', () => {
    act(() => apiRef.current.setCellFocus(1, '__check__'));
    const checkbox = document.activeElement as HTMLInputElement;
    expect(checkbox.type).toBe('checkbox');
    // The grid leaves Space to the checkbox itself (not cancelled, focus stays), and the browser turns a Space on a
    // focused checkbox into a click, which toggles the row.
    let event!: KeyboardEvent;
    checkbox.addEventListener('keydown', (e) => (event = e), { once: true });
    press(checkbox, ' ');
    expect(event.defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(checkbox);
    act(() => {
      fireEvent.click(checkbox);
    });
    expect([...apiRef.current.getSelectedRows().keys()]).toEqual([1]);
    act(() => {
      fireEvent.click(checkbox);
    });
    expect(apiRef.current.getSelectedRows().size).toBe(0);
  });

  claim('Select or deselect all rows', () => {
    act(() => apiRef.current.setColumnHeaderFocus('__check__'));
    // All rows, not only the two on the current page.
    press(document.activeElement!, ' ');
    expect(apiRef.current.getSelectedRows().size).toBe(3);
    press(document.activeElement!, ' ');
    expect(apiRef.current.getSelectedRows().size).toBe(0);
  });

  claim('On the selection checkbox header, select or deselect all rows', () => {
    const checkboxHeader = grid.querySelector('[role="columnheader"][data-field="__check__"]')!;
    act(() => apiRef.current.setColumnHeaderFocus('__check__'));
    expect(checkboxHeader.contains(document.activeElement)).toBe(true);
    press(document.activeElement!, ' ');
    expect(apiRef.current.getSelectedRows().size).toBe(3);
    act(() => apiRef.current.setRowSelectionModel([]));
  });

  claim('Extend the row selection up or down, when multiple selection is allowed', () => {
    act(() => apiRef.current.setCellFocus(1, 'name'));
    press(cell(1, 'name'), ' ', { shiftKey: true });
    press(cell(1, 'name'), 'ArrowDown', { shiftKey: true });
    expect([...apiRef.current.getSelectedRows().keys()].sort()).toEqual([1, 2]);
    expect(grid.querySelector('[role="grid"]')!.getAttribute('aria-multiselectable')).toBe('true');
    act(() => apiRef.current.setRowSelectionModel([]));
  });

  claim('Select all rows, when multiple selection is allowed', () => {
    act(() => apiRef.current.setCellFocus(1, 'name'));
    press(cell(1, 'name'), 'a', { ctrlKey: true });
    expect(apiRef.current.getSelectedRows().size).toBe(3);
    act(() => apiRef.current.setRowSelectionModel([]));
  });
});

describe('clipboard', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  let grid: Element;
  const writeText = vi.fn(() => Promise.resolve());
  beforeAll(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    grid = render(<DataGrid apiRef={apiRef} autoHeight checkboxSelection rows={rows} columns={columns} />).container;
  });
  const cell = (id: number, field: string) => gridCell(grid, id, field);

  claim("Copy the selected rows to the clipboard; with no row selected, copy the focused cell's value", () => {
    act(() => apiRef.current.setCellFocus(2, 'name'));
    press(cell(2, 'name'), 'c', { ctrlKey: true });
    expect(writeText).toHaveBeenLastCalledWith('Bob');
    act(() => apiRef.current.setRowSelectionModel([1, 3]));
    press(cell(2, 'name'), 'c', { ctrlKey: true });
    expect(writeText).toHaveBeenLastCalledWith(expect.stringMatching(/^Ann\t30\t?\r\nCid\t50\t?$/));
  });
});

describe('Pro', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
  let grid: Element;
  beforeAll(() => {
    grid = render(<DataGridPro apiRef={apiRef} autoHeight rows={rows} columns={columns} />).container;
  });
  const header = (field: string) => grid.querySelector(`[role="columnheader"][data-field="${field}"]`)!;
  const cell = (id: number, field: string) => gridCell(grid, id, field);

  claim('in `DataGridPro` and `DataGridPremium` unless `disableMultipleRowSelection` is set', () => {
    expect(grid.querySelector('[role="grid"]')!.getAttribute('aria-multiselectable')).toBe('true');
    act(() => apiRef.current.setCellFocus(1, 'name'));
    press(cell(1, 'name'), 'a', { ctrlKey: true });
    expect(apiRef.current.getSelectedRows().size).toBe(3);
    act(() => apiRef.current.setRowSelectionModel([]));
  });

  claim('Add the column to the current sort instead of replacing it', () => {
    act(() => apiRef.current.setColumnHeaderFocus('name'));
    press(header('name'), 'Enter');
    press(header('age'), 'Enter', { shiftKey: true });
    expect(apiRef.current.getSortModel()).toEqual([
      { field: 'name', sort: 'asc' },
      { field: 'age', sort: 'asc' },
    ]);
  });
});

describe('Pro with disableMultipleRowSelection and tree data', () => {
  let grid: Element;
  let tree: Element;
  beforeAll(() => {
    grid = render(<DataGridPro autoHeight disableMultipleRowSelection rows={rows} columns={columns} />).container;
    tree = render(
      <DataGridPro
        autoHeight
        treeData
        getTreeDataPath={(row) => row.path}
        defaultGroupingExpansionDepth={-1}
        rows={[
          { id: 1, path: ['a'] },
          { id: 2, path: ['a', 'b'] },
          { id: 3, path: ['c'] },
        ]}
        columns={[{ field: 'id' }]}
      />,
    ).container;
  });

  claim('`aria-multiselectable` when multiple selection is on', () => {
    expect(grid.querySelector('[role="grid"]')!.getAttribute('aria-multiselectable')).toBe('false');
  });

  claim('`role="grid"` (`"treegrid"` with tree data)', () => {
    expect(tree.querySelector('.MuiDataGrid-root [role="treegrid"]')).not.toBeNull();
    const attributes = (id: number) => {
      const row = tree.querySelector(`[role="row"][data-id="${id}"]`)!;
      return ['aria-level', 'aria-expanded', 'aria-setsize', 'aria-posinset'].map((name) => row.getAttribute(name));
    };
    expect(attributes(1)).toEqual(['1', 'true', '2', '1']);
    expect(attributes(2)).toEqual(['2', null, '1', '1']);
  });
});

describe('Premium row grouping', () => {
  let plain: Element;
  let v8: Element;
  beforeAll(() => {
    const props = {
      autoHeight: true,
      rows: [
        { id: 1, team: 'A', name: 'Ann' },
        { id: 2, team: 'A', name: 'Bob' },
      ],
      columns: [{ field: 'team' }, { field: 'name' }],
      initialState: { rowGrouping: { model: ['team'] } },
      defaultGroupingExpansionDepth: -1,
    };
    plain = render(<DataGridPremium {...props} />).container;
    v8 = render(<DataGridPremium {...props} experimentalFeatures={{ ariaV8: true }} />).container;
  });

  claim('with row grouping in Premium, also `aria-level`, `aria-expanded`', () => {
    const groupRow = plain.querySelector('[role="row"][aria-level="1"]')!;
    expect(groupRow.getAttribute('aria-expanded')).toBe('true');
    expect(plain.querySelector('[role="row"][data-id="1"]')!.getAttribute('aria-level')).toBe('2');
  });

  claim('for example the `treegrid` role on grouped grids', () => {
    expect(plain.querySelector('[role="treegrid"]')).toBeNull();
    expect(plain.querySelector('[role="grid"]')).not.toBeNull();
    expect(v8.querySelector('[role="treegrid"]')).not.toBeNull();
  });
});

describe('naming the grid', () => {
  let page: Element;
  beforeAll(() => {
    page = render(
      <section aria-labelledby="orders-title">
        <h2 id="orders-title">Open orders</h2>
        <DataGrid aria-labelledby="orders-title" autoHeight rows={rows} columns={columns} />
      </section>,
    ).container;
  });

  claim('the grid puts them on its root element, not on the inner element with `role="grid"`', () => {
    expect(page.querySelector('.MuiDataGrid-root')!.getAttribute('aria-labelledby')).toBe('orders-title');
    const grid = page.querySelector('[role="grid"]')!;
    expect([grid.hasAttribute('aria-labelledby'), grid.hasAttribute('aria-label')]).toEqual([false, false]);
  });

  claim('Name a region around it as well, with the same heading', () => {
    const section = page.querySelector('section')!;
    // A section with a name is a region landmark, named by the heading.
    expect(document.getElementById(section.getAttribute('aria-labelledby')!)!.textContent).toBe('Open orders');
  });
});

describe('virtualization', () => {
  let grid: Element;
  beforeAll(() => {
    const many = Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Row ${index}` }));
    grid = render(
      <div style={{ height: 300 }}>
        <DataGrid rows={many} columns={[{ field: 'name' }]} />
      </div>,
    ).container;
  });

  claim('only the rows in view are in the DOM, but the counts and indexes describe the full data', () => {
    expect(grid.querySelectorAll('[role="row"][data-id]').length).toBeLessThan(200);
    expect(grid.querySelector('[role="grid"]')!.getAttribute('aria-rowcount')).toBe('201');
  });
});

describe('density', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const onDensityChange = vi.fn();
  let initial: Element;
  beforeAll(() => {
    render(
      <DataGrid
        apiRef={apiRef}
        autoHeight
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        onDensityChange={onDensityChange}
      />,
    );
    initial = render(
      <DataGrid autoHeight rows={rows} columns={columns} initialState={{ density: 'compact' }} />,
    ).container;
  });

  claim("`'compact'`, `'standard'` (the default) and `'comfortable'`", () => {
    expect(apiRef.current.state.density).toBe('standard');
    const heights: Record<string, number> = {};
    for (const density of ['compact', 'standard', 'comfortable'] as GridDensity[]) {
      act(() => apiRef.current.setDensity(density));
      heights[density] = apiRef.current.state.dimensions.rowHeight;
    }
    expect(heights).toEqual({ compact: 36, standard: 52, comfortable: 67 });
  });

  claim(
    "The toolbar's density selector lets users pick their own; `onDensityChange` tells you when they do",
    async () => {
      onDensityChange.mockClear();
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Density')!;
      act(() => {
        fireEvent.click(button);
      });
      await act(async () => {});
      const item = [...document.querySelectorAll('[role="menuitem"]')].find((i) => i.textContent?.includes('Compact'))!;
      act(() => {
        fireEvent.click(item);
      });
      expect(onDensityChange).toHaveBeenCalledWith('compact', expect.anything());
    },
  );

  claim("use `initialState={{ density: 'compact' }}` instead of the controlled prop", () => {
    expect(initial.querySelector('.MuiDataGrid-root--densityCompact')).not.toBeNull();
  });
});

describe('KeyboardNavigation demo', () => {
  let demo: Element;
  beforeAll(() => {
    demo = render(<KeyboardNavigation />).container;
  });

  claim('the attribute ends up on the grid\'s root element, and the element with `role="grid"` stays unnamed', () => {
    const root = demo.querySelector('.MuiDataGrid-root')!;
    expect(document.getElementById(root.getAttribute('aria-labelledby')!)!.textContent).toBe('Team members');
    expect(root.getAttribute('role')).toBeNull();
    const grid = demo.querySelector('[role="grid"]')!;
    // A grid takes its name only from aria-labelledby or aria-label, never from its content.
    expect([grid.hasAttribute('aria-labelledby'), grid.hasAttribute('aria-label')]).toEqual([false, false]);
  });

  claim('the name, age and admin columns are editable', () => {
    const editable = [...demo.querySelectorAll('[data-rowindex="0"] .MuiDataGrid-cell--editable')].map((cell) =>
      cell.getAttribute('data-field'),
    );
    expect(editable).toEqual(['fullName', 'age', 'isAdmin']);
  });

  claim('The chips show which cell has focus and the last key the grid received', () => {
    const first = demo.querySelector('[role="row"][data-rowindex="0"] [data-field="department"]')!;
    act(() => {
      fireEvent.mouseUp(first);
      fireEvent.focus(first);
      fireEvent.click(first);
    });
    press(first, 'ArrowRight');
    expect(demo.textContent).toContain('Last key: ArrowRight');
    expect(demo.textContent).toMatch(/Focused cell: row \S+, Role/);
  });
});

describe('AccessibleCellContent demo', () => {
  let demo: Element;
  beforeAll(() => {
    demo = render(<AccessibleCellContent />).container;
  });

  claim('moves focus to itself when `params.hasFocus` becomes `true`, so arrow keys reach it like any cell', () => {
    const order = demo.querySelector('[data-rowindex="0"] [data-field="isFilled"]')!;
    act(() => {
      fireEvent.click(order);
    });
    press(order, 'ArrowRight');
    const button = document.activeElement!;
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('tabindex')).toBe('0');
    // Buttons in other rows are out of the tab order.
    expect(demo.querySelector('[data-rowindex="1"] [data-field="contact"] button')!.getAttribute('tabindex')).toBe(
      '-1',
    );
  });

  claim('Its `aria-label` names the trader', () => {
    const row = demo.querySelector('[data-rowindex="0"]')!;
    const trader = row.querySelector('[data-field="traderName"]')!.textContent;
    expect(row.querySelector('[data-field="contact"] button')!.getAttribute('aria-label')).toBe(`Email ${trader}`);
  });

  claim('the Order column pairs its colour with an icon and a word', () => {
    const order = demo.querySelector('[data-rowindex="0"] [data-field="isFilled"]')!;
    expect(order.querySelector('svg')).not.toBeNull();
    expect(order.textContent).toMatch(/^(Filled|Not filled)$/);
  });
});
