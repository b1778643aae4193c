import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import RtlProvider from '@mui/system/RtlProvider';
import { DataGrid, GridToolbar, type GridApi, type GridDensity } from '@mui/x-data-grid';
import { DataGridPro, type GridApiPro } from '@mui/x-data-grid-pro';
import { DataGridPremium, useGridApiRef as usePremiumApiRef } from '@mui/x-data-grid-premium';
import { beforeAll, describe, expect, vi } from 'vitest';

// Page Up, Page Down and Space move by the number of rows the viewport holds, which jsdom cannot measure: before the
// grid's modules load, give every grid of this file a 600 × 400 px main area (56 px of header, 52 px rows: 6 whole rows
// a screen).
await vi.hoisted(async () => (await import('@/claims/fakeGridViewport')).fakeGridViewport({ width: 600, height: 400 }));

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
    // At the edges the arrows do nothing: focus stays on the last row, the first and the last column.
    act(() => apiRef.current.setCellFocus(3, 'name'));
    press(cell(3, 'name'), 'ArrowDown');
    press(cell(3, 'name'), 'ArrowLeft');
    expect(focusedCell()).toBe('3:name');
    act(() => apiRef.current.setCellFocus(3, 'city'));
    press(cell(3, 'city'), 'ArrowRight');
    expect(focusedCell()).toBe('3:city');
  });

  claim(
    "Leave the cells, to the next focusable element of the page: the footer's pagination controls when the footer shows them",
    () => {
      act(() => apiRef.current.setCellFocus(2, 'age'));
      // The grid does not handle Tab outside a cell editor: the browser moves on to the next element in the tab order,
      // and the only ones inside the grid are the focused cell and the footer's controls (here the rows-per-page
      // select; the page buttons are disabled with 3 rows).
      let event!: KeyboardEvent;
      cell(2, 'age').addEventListener('keydown', (e) => (event = e), { once: true });
      press(cell(2, 'age'), 'Tab');
      expect(event.defaultPrevented).toBe(false);
      const tabbable = [...grid.querySelectorAll<HTMLElement>('[tabindex], button, input, select')].filter(
        (element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled,
      );
      expect(tabbable.map((element) => element.getAttribute('role'))).toEqual(['gridcell', 'combobox']);
      expect(tabbable[1]!.closest('.MuiDataGrid-footerContainer')).not.toBeNull();
      expect(grid.querySelector('[role="grid"] .MuiDataGrid-footerContainer')).toBeNull();
    },
  );

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

  claim('Move to the header on the left or on the right', () => {
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

  claim('does nothing on a column that is not sortable', () => {
    act(() => apiRef.current.setColumnHeaderFocus('city'));
    press(header('city'), 'Enter');
    expect(apiRef.current.getSortModel()).toEqual([]);
    expect(header('city').getAttribute('aria-sort')).toBe('none');
  });

  claim('Pro plan multi-sorting', () => {
    // In the MIT grid, Shift+Enter sorts like Enter: the new column replaces the sort.
    act(() => apiRef.current.setColumnHeaderFocus('name'));
    press(header('name'), 'Enter');
    press(header('age'), 'Enter', { shiftKey: true });
    expect(apiRef.current.getSortModel()).toEqual([{ field: 'age', sort: 'asc' }]);
    act(() => apiRef.current.setSortModel([]));
  });

  claim('Move to the column group header above, when column groups exist', () => {
    // Without column groups, ↑ on a header goes nowhere (groups are tested on a Pro grid below).
    act(() => apiRef.current.setColumnHeaderFocus('age'));
    press(header('age'), 'ArrowUp');
    expect(focusedCell()).toBe('header:age');
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
    press(second, 'Enter');
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

  claim('Grid (the main element inside the root)', () => {
    const root = grid.querySelector('[role="grid"]')!;
    expect(root.classList.contains('MuiDataGrid-main')).toBe(true);
    expect(grid.querySelector('.MuiDataGrid-root')!.hasAttribute('role')).toBe(false);
    expect(root.getAttribute('aria-rowcount')).toBe('4');
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
  const booleanApiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  let grid: Element;
  let booleanGrid: Element;
  beforeAll(() => {
    grid = render(<DataGrid apiRef={apiRef} autoHeight rows={rows} columns={columns} />).container;
    booleanGrid = render(
      <DataGrid
        apiRef={booleanApiRef}
        autoHeight
        rows={[
          { id: 1, admin: true },
          { id: 2, admin: true },
        ]}
        columns={[{ field: 'admin', type: 'boolean', editable: true }]}
      />,
    ).container;
  });
  const cell = (id: number, field: string) => gridCell(grid, id, field);
  const input = (id: number, field: string) => cell(id, field).querySelector('input')!;
  const checkbox = (id: number) => gridCell(booleanGrid, id, 'admin').querySelector('input')!;

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

  claim(
    'Start editing with the value cleared, so a text or number editor holds just that character (a boolean editor starts unchecked)',
    async () => {
      act(() => apiRef.current.setCellFocus(3, 'name'));
      press(cell(3, 'name'), 'x');
      expect(apiRef.current.getCellMode(3, 'name')).toBe('edit');
      // The key's own character is typed by the browser into the emptied editor.
      expect(input(3, 'name').value).toBe('');
      await act(async () => {
        fireEvent.keyDown(input(3, 'name'), { key: 'Escape' });
      });
      // On a boolean cell the character is lost: the editor is an unchecked checkbox, and Enter saves `false`.
      act(() => booleanApiRef.current.setCellFocus(1, 'admin'));
      press(gridCell(booleanGrid, 1, 'admin'), 'x');
      expect(booleanApiRef.current.getCellMode(1, 'admin')).toBe('edit');
      expect(checkbox(1).checked).toBe(false);
      await act(async () => {
        fireEvent.keyDown(checkbox(1), { key: 'Enter' });
      });
      expect(booleanApiRef.current.getRow(1).admin).toBe(false);
    },
  );

  claim('unchecked, in a boolean column', async () => {
    act(() => booleanApiRef.current.setCellFocus(2, 'admin'));
    press(gridCell(booleanGrid, 2, 'admin'), 'Delete');
    expect(checkbox(2).checked).toBe(false);
    await act(async () => {
      fireEvent.keyDown(checkbox(2), { key: 'Escape' });
    });
    expect(booleanApiRef.current.getRow(2).admin).toBe(true);
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
    expect(apiRef.current.getCellMode(3, 'age')).toBe('view');
    press(cell(3, 'age'), 'Enter');
    await act(async () => {
      fireEvent.keyDown(input(3, 'age'), { key: 'Tab', shiftKey: true });
    });
    expect(focusedCell()).toBe('3:name');
  });

  claim('from the last column, to the first cell of the next row', async () => {
    // `city` is not editable; edit `age` of row 1, Tab to `city`, then edit `name` of row 2 and Shift+Tab back.
    act(() => apiRef.current.setCellFocus(1, 'age'));
    press(cell(1, 'age'), 'Enter');
    await act(async () => {
      fireEvent.keyDown(input(1, 'age'), { key: 'Tab' });
    });
    expect(focusedCell()).toBe('1:city');
    act(() => apiRef.current.setCellFocus(2, 'name'));
    press(cell(2, 'name'), 'Enter');
    await act(async () => {
      fireEvent.keyDown(input(2, 'name'), { key: 'Tab', shiftKey: true });
    });
    // Shift+Tab from the first column wraps to the last cell of the row above.
    expect(focusedCell()).toBe('1:city');
  });

  claim('Save and move to the cell below', async () => {
    // On the last row there is no cell below: the value is saved and focus stays.
    act(() => apiRef.current.setCellFocus(3, 'name'));
    press(cell(3, 'name'), 'Enter');
    await act(async () => {
      fireEvent.keyDown(input(3, 'name'), { key: 'Enter' });
    });
    expect(apiRef.current.getCellMode(3, 'name')).toBe('view');
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

  claim('Select every row that passes the filter or, when some rows are already selected, deselect them', () => {
    act(() => apiRef.current.setColumnHeaderFocus('__check__'));
    // All rows, not only the two on the current page.
    press(document.activeElement!, ' ');
    expect(apiRef.current.getSelectedRows().size).toBe(3);
    press(document.activeElement!, ' ');
    expect(apiRef.current.getSelectedRows().size).toBe(0);
    // With one row selected, Space deselects rather than completing the selection.
    act(() => apiRef.current.setRowSelectionModel([1]));
    act(() => apiRef.current.setColumnHeaderFocus('__check__'));
    press(document.activeElement!, ' ');
    expect(apiRef.current.getSelectedRows().size).toBe(0);
    // With a filter, only the rows that pass it.
    act(() => apiRef.current.setFilterModel({ items: [{ field: 'name', operator: 'equals', value: 'Bob' }] }));
    act(() => apiRef.current.setColumnHeaderFocus('__check__'));
    press(document.activeElement!, ' ');
    expect([...apiRef.current.getSelectedRows().keys()]).toEqual([2]);
    act(() => apiRef.current.setFilterModel({ items: [] }));
    act(() => apiRef.current.setRowSelectionModel([]));
  });

  claim('On the selection checkbox header, select every row that passes the filter', () => {
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

  claim('Select all rows, including those hidden by the filter, when multiple selection is allowed', () => {
    act(() => apiRef.current.setCellFocus(1, 'name'));
    press(cell(1, 'name'), 'a', { ctrlKey: true });
    expect(apiRef.current.getSelectedRows().size).toBe(3);
    act(() => apiRef.current.setRowSelectionModel([]));
    act(() => apiRef.current.setFilterModel({ items: [{ field: 'name', operator: 'equals', value: 'Ann' }] }));
    act(() => apiRef.current.setCellFocus(1, 'name'));
    press(cell(1, 'name'), 'a', { ctrlKey: true });
    expect([...apiRef.current.getSelectedRows().keys()].sort()).toEqual([1, 2, 3]);
    act(() => apiRef.current.setFilterModel({ items: [] }));
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

describe('keys that move by one screen of rows', () => {
  // A 400 px main area (see the top of the file): 344 px below the 56 px header, 6 whole rows of 52 px.
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const many = Array.from({ length: 30 }, (_, index) => ({ id: index + 1, name: `r${index + 1}` }));
  beforeAll(() => {
    render(<DataGrid apiRef={apiRef} rows={many} columns={[{ field: 'name' }, { field: 'x' }]} hideFooter />);
  });
  const press_ = (key: string, init: Partial<KeyboardEventInit> = {}) => press(document.activeElement!, key, init);

  claim('Move down by one screen of rows', () => {
    act(() => apiRef.current.setCellFocus(1, 'name'));
    press_('PageDown');
    expect(focusedCell()).toBe('7:name');
    press_('PageDown');
    expect(focusedCell()).toBe('13:name');
    // Near the end it stops on the last row.
    act(() => apiRef.current.setCellFocus(28, 'name'));
    press_('PageDown');
    expect(focusedCell()).toBe('30:name');
  });

  claim('Move up by one screen of rows; from the top, move to the column header', () => {
    act(() => apiRef.current.setCellFocus(13, 'x'));
    press_('PageUp');
    expect(focusedCell()).toBe('7:x');
    // Less than a screen from the top, it stops on the first row first; only from there does it reach the header.
    act(() => apiRef.current.setCellFocus(3, 'x'));
    press_('PageUp');
    expect(focusedCell()).toBe('1:x');
    press_('PageUp');
    expect(focusedCell()).toBe('header:x');
  });

  claim('Move down into the rows by one screen', () => {
    act(() => apiRef.current.setColumnHeaderFocus('name'));
    press_('PageDown');
    expect(focusedCell()).toBe('7:name');
  });

  claim('On a plain cell, move down by one screen of rows', () => {
    act(() => apiRef.current.setCellFocus(7, 'name'));
    press_(' ');
    expect(focusedCell()).toBe('13:name');
    expect(apiRef.current.getSelectedRows().size).toBe(0);
    act(() => apiRef.current.setCellFocus(30, 'name'));
    press_(' ');
    expect(focusedCell()).toBe('30:name');
  });
});

describe('right-to-left', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  beforeAll(() => {
    render(
      <RtlProvider value>
        <div dir="rtl">
          <DataGrid apiRef={apiRef} autoHeight rows={rows} columns={columns} />
        </div>
      </RtlProvider>,
    );
  });

  claim('in right-to-left layouts, that is the previous column', () => {
    // Columns run from right to left, so the cell on the right is the previous column, and the one on the left the next.
    act(() => apiRef.current.setCellFocus(1, 'age'));
    press(document.activeElement!, 'ArrowRight');
    expect(focusedCell()).toBe('1:name');
    press(document.activeElement!, 'ArrowLeft');
    press(document.activeElement!, 'ArrowLeft');
    expect(focusedCell()).toBe('1:city');
  });

  claim('in right-to-left layouts, the next or previous one', () => {
    act(() => apiRef.current.setColumnHeaderFocus('age'));
    press(document.activeElement!, 'ArrowRight');
    expect(focusedCell()).toBe('header:name');
    press(document.activeElement!, 'ArrowLeft');
    expect(focusedCell()).toBe('header:age');
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

describe('Pro header filters', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
  beforeAll(() => {
    render(<DataGridPro apiRef={apiRef} autoHeight headerFilters rows={rows} columns={columns} />);
  });
  const focus = () => {
    const { cell, columnHeader, columnHeaderFilter } = apiRef.current.state.focus;
    if (cell) return `${cell.id}:${cell.field}`;
    if (columnHeader) return `header:${columnHeader.field}`;
    return columnHeaderFilter ? `filter:${columnHeaderFilter.field}` : null;
  };
  const editing = () =>
    (apiRef.current.state as unknown as { headerFiltering: { editing: string | null } }).headerFiltering.editing;
  const filterValues = () => apiRef.current.state.filter.filterModel.items.map((item) => item.value);
  const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

  claim('Move between header filters, up to the headers and down to the rows', () => {
    act(() => apiRef.current.setColumnHeaderFocus('name'));
    press(document.activeElement!, 'ArrowDown');
    expect(focus()).toBe('filter:name');
    press(document.activeElement!, 'ArrowRight');
    expect(focus()).toBe('filter:age');
    press(document.activeElement!, 'End');
    expect(focus()).toBe('filter:city');
    press(document.activeElement!, 'Home');
    expect(focus()).toBe('filter:name');
    // Arriving on a filter does not start editing it.
    expect(editing()).toBeNull();
    press(document.activeElement!, 'ArrowDown');
    expect(focus()).toBe('1:name');
    press(document.activeElement!, 'ArrowUp');
    expect(focus()).toBe('filter:name');
    press(document.activeElement!, 'ArrowUp');
    expect(focus()).toBe('header:name');
  });

  claim(
    'Start editing the focused filter; while editing, stop editing (the filter already applies as you type',
    async () => {
      act(() => apiRef.current.setColumnHeaderFilterFocus('name'));
      press(document.activeElement!, 'Enter');
      expect(editing()).toBe('name');
      const input = document.activeElement as HTMLInputElement;
      expect(input.tagName).toBe('INPUT');
      act(() => {
        fireEvent.change(input, { target: { value: 'Bo' } });
      });
      press(input, 'Enter');
      expect(editing()).toBeNull();
      // Enter applied nothing: the typed value reaches the filter model after the input's delay.
      expect(filterValues()).toEqual([]);
      await wait(700);
      expect(filterValues()).toEqual(['Bo']);
    },
  );

  claim('Stop editing the filter; what you typed stays applied', async () => {
    act(() => apiRef.current.setColumnHeaderFilterFocus('name'));
    press(document.activeElement!, 'Enter');
    act(() => {
      fireEvent.change(document.activeElement!, { target: { value: 'Ci' } });
    });
    press(document.activeElement!, 'Escape');
    expect(editing()).toBeNull();
    await wait(700);
    expect(filterValues()).toEqual(['Ci']);
    act(() => apiRef.current.setFilterModel({ items: [] }));
  });

  claim('While editing, move to the next or previous filter', () => {
    act(() => apiRef.current.setColumnHeaderFilterFocus('name'));
    press(document.activeElement!, 'Enter');
    press(document.activeElement!, 'Tab');
    expect(editing()).toBe('age');
    press(document.activeElement!, 'Tab', { shiftKey: true });
    expect(editing()).toBe('name');
    press(document.activeElement!, 'Escape');
  });

  claim('Open the operator menu of the filter; while the filter is being edited, only stop editing', async () => {
    act(() => apiRef.current.setColumnHeaderFilterFocus('name'));
    press(document.activeElement!, 'Enter');
    expect(editing()).toBe('name');
    press(document.activeElement!, 'Enter', { ctrlKey: true });
    await wait(50);
    expect(editing()).toBeNull();
    expect(document.querySelector('[role="menu"]')).toBeNull();
    press(document.activeElement!, 'Enter', { ctrlKey: true });
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain('Contains');
    press(menu, 'Escape');
    await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
  });
});

describe('Pro column groups, tree data and detail panels', () => {
  const groupsApiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
  const treeApiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
  beforeAll(() => {
    render(
      <DataGridPro
        apiRef={groupsApiRef}
        autoHeight
        rows={rows}
        columns={columns}
        columnGroupingModel={[{ groupId: 'Person', children: [{ field: 'name' }, { field: 'age' }] }]}
      />,
    );
    render(
      <DataGridPro
        apiRef={treeApiRef}
        autoHeight
        treeData
        getTreeDataPath={(row) => row.path}
        getDetailPanelContent={() => <div>Detail</div>}
        getDetailPanelHeight={() => 50}
        rows={[
          { id: 1, path: ['a'] },
          { id: 2, path: ['a', 'b'] },
          { id: 3, path: ['c'] },
          { id: 4, path: ['d'] },
        ]}
        columns={[{ field: 'id' }]}
      />,
    );
  });

  claim('Move to the column group header above', () => {
    act(() => groupsApiRef.current.setColumnHeaderFocus('age'));
    press(document.activeElement!, 'ArrowUp');
    expect(groupsApiRef.current.state.focus.columnGroupHeader).toEqual({ field: 'age', depth: 0 });
    expect(document.activeElement!.textContent).toBe('Person');
    press(document.activeElement!, 'ArrowDown');
    expect(focusedCell()).toBe('header:age');
  });

  claim('Expand or collapse the group.', () => {
    const expanded = () => (treeApiRef.current.getRowNode(1) as { childrenExpanded?: boolean }).childrenExpanded;
    act(() => treeApiRef.current.setCellFocus(1, '__tree_data_group__'));
    press(document.activeElement!, ' ');
    expect(expanded()).toBe(true);
    // With tree data, focus stays on the cell.
    expect(focusedCell()).toBe('1:__tree_data_group__');
    press(document.activeElement!, ' ');
    expect(expanded()).toBe(false);
  });

  claim('Open or close the detail panel', () => {
    act(() => treeApiRef.current.setCellFocus(3, '__detail_panel_toggle__'));
    press(document.activeElement!, ' ');
    expect(treeApiRef.current.getExpandedDetailPanels()).toEqual([3]);
    expect(focusedCell()).toBe('3:__detail_panel_toggle__');
    press(document.activeElement!, ' ');
    expect(treeApiRef.current.getExpandedDetailPanels()).toEqual([]);
  });
});

describe('Premium row grouping and Space', () => {
  // A grid with a viewport (see the top of the file): 6 rows a screen, 20 collapsed groups of one row each.
  const apiRef = { current: null } as unknown as ReturnType<typeof usePremiumApiRef>;
  const teams = Array.from({ length: 20 }, (_, index) => ({ id: index + 1, team: `T${index + 1}` }));
  beforeAll(() => {
    render(
      <DataGridPremium
        apiRef={apiRef}
        hideFooter
        rows={teams}
        columns={[{ field: 'team' }]}
        initialState={{ rowGrouping: { model: ['team'] } }}
      />,
    );
  });

  claim('With row grouping, focus then also moves down by one screen of rows, as on a plain cell', () => {
    const group = (team: string) => `auto-generated-row-team/${team}`;
    const field = '__row_group_by_columns_group__';
    act(() => apiRef.current.setCellFocus(group('T1'), field));
    press(document.activeElement!, ' ');
    expect((apiRef.current.getRowNode(group('T1')) as { childrenExpanded?: boolean }).childrenExpanded).toBe(true);
    expect(apiRef.current.state.focus.cell).toEqual({ id: group('T7'), field });
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
