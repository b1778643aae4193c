import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  DataGrid,
  GridActionsCellItem,
  GridPreferencePanelsValue,
  type GridApi,
  type GridColDef,
} from '@mui/x-data-grid';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { newGridApiRef } from '@/claims/newGridApiRef';
import ActionsWithConfirm from './demos/ActionsWithConfirm';
import ColumnTypesGrid from './demos/ColumnTypesGrid';
import RenderCellGrid from './demos/RenderCellGrid';
import ValueSetterGrid from './demos/ValueSetterGrid';

/** Types text into an input one character at a time, as keystrokes would, letting the grid settle after each. */
async function typeInto(input: HTMLInputElement, text: string) {
  for (const character of text) {
    await act(async () => {
      fireEvent.change(input, { target: { value: input.value + character } });
    });
  }
}

describe('ValueSetterGrid', () => {
  let grid: Element;
  beforeAll(() => {
    grid = render(<ValueSetterGrid />).container;
  });
  const cell = (rowIndex: number, field: string) =>
    grid.querySelector(`[data-rowindex="${rowIndex}"] [data-field="${field}"]`)!;

  claim('on every keystroke, not only on save', async () => {
    fireEvent.doubleClick(cell(0, 'name'));
    const input = cell(0, 'name').querySelector('input')!;
    fireEvent.change(input, { target: { value: '' } });
    await typeInto(input, 'Ann  Lee');
    // The two typed spaces became one as they were typed; the single space survived.
    expect(input.value).toBe('Ann Lee');
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect([cell(0, 'firstName').textContent, cell(0, 'lastName').textContent]).toEqual(['Ann', 'Lee']);
  });

  claim('the setter trims the name', async () => {
    fireEvent.doubleClick(cell(1, 'name'));
    const input = cell(1, 'name').querySelector('input')!;
    fireEvent.change(input, { target: { value: '' } });
    await typeInto(input, ' Bo Li ');
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect([cell(1, 'firstName').textContent, cell(1, 'lastName').textContent]).toEqual(['Bo', 'Li']);
  });
});

describe('behaviour flags', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  let grid: Element;
  beforeAll(() => {
    grid = render(
      <DataGrid apiRef={apiRef} autoHeight rows={[{ id: 1, name: 'Ann' }]} columns={[{ field: 'name' }]} />,
    ).container;
  });

  claim('`sortable`, `filterable`, `hideable` and `resizable` default to `true`', () => {
    const column = apiRef.current.getColumn('name');
    expect([column.sortable, column.filterable, column.hideable, column.resizable]).toEqual([true, true, true, true]);
    expect(grid.querySelectorAll('.MuiDataGrid-columnSeparator--resizable')).toHaveLength(1);
  });

  claim('`editable` (default `false`)', () => {
    expect(apiRef.current.getColumn('name').editable).toBeFalsy();
    fireEvent.doubleClick(grid.querySelector('[data-field="name"][role="gridcell"]')!);
    expect(grid.querySelectorAll('.MuiDataGrid-cell--editing')).toHaveLength(0);
  });

  claim('`disableColumnMenu`, `disableExport` and `editable` default to `false`', () => {
    const column = apiRef.current.getColumn('name');
    expect([!!column.disableColumnMenu, !!column.disableExport, !!column.editable]).toEqual([false, false, false]);
    // So the column has its menu button and is exported.
    expect(grid.querySelectorAll('.MuiDataGrid-menuIcon button')).toHaveLength(1);
    expect(apiRef.current.getDataAsCsv()).toBe('name\r\nAnn');
    fireEvent.doubleClick(grid.querySelector('[data-field="name"][role="gridcell"]')!);
    expect(grid.querySelectorAll('.MuiDataGrid-cell--editing')).toHaveLength(0);
  });
});

describe('values, formatting and rendering', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const rows = [
    { id: 1, item: 'Bolt', price: 9, code: 'zx-1' },
    { id: 2, item: 'Gear', price: 100, code: 'zx-2' },
    { id: 3, item: 'Nut', price: 10, code: 'qq-3' },
    { id: 4, item: 'Pin', price: 60, code: 'qq-4' },
  ];
  const columns: GridColDef[] = [
    { field: 'item' },
    { field: 'price', type: 'number', valueFormatter: (value: number) => `$${value}` },
    { field: 'code', filterable: false, disableExport: true },
    { field: 'label', valueGetter: (_value, row) => `${row.item}!`, renderCell: ({ value }) => <b>{value}</b> },
    { field: 'hidden' },
  ];
  let grid: Element;
  beforeAll(() => {
    grid = render(
      <DataGrid
        apiRef={apiRef}
        autoHeight
        rows={rows}
        columns={columns}
        initialState={{ columns: { columnVisibilityModel: { hidden: false } } }}
      />,
    ).container;
  });
  const shown = (field: string) =>
    [...grid.querySelectorAll(`[role="gridcell"][data-field="${field}"]`)].map((cell) => cell.textContent);

  claim("The default is `'string'`.", () => {
    expect(apiRef.current.getColumn('item').type).toBe('string');
  });

  claim(
    'Sorting the Unit price column below still compares numbers, and a "greater than 50" filter still works, because the formatter only affects the text.',
    () => {
      act(() => apiRef.current.sortColumn('price', 'asc'));
      expect(shown('price')).toEqual(['$9', '$10', '$60', '$100']);
      act(() => apiRef.current.setFilterModel({ items: [{ field: 'price', operator: '>', value: 50 }] }));
      expect(shown('price')).toEqual(['$60', '$100']);
      act(() => apiRef.current.setFilterModel({ items: [] }));
    },
  );

  claim('CSV export and clipboard copy use the formatted text by default.', () => {
    expect(apiRef.current.getDataAsCsv({ fields: ['price'] })).toBe('price\r\n$9\r\n$10\r\n$60\r\n$100');
  });

  claim('It only changes what is drawn.', () => {
    expect(grid.querySelectorAll('[data-field="label"][role="gridcell"] b')).toHaveLength(4);
    expect(apiRef.current.getDataAsCsv({ fields: ['label'] })).toBe('label\r\nBolt!\r\nNut!\r\nPin!\r\nGear!');
  });

  claim('sorting, filtering, the quick filter, aggregation, and every later step', () => {
    act(() => apiRef.current.setQuickFilterValues(['Gear!']));
    expect(shown('item')).toEqual(['Gear']);
    act(() => apiRef.current.setQuickFilterValues([]));
  });

  claim('the quick filter still searches it; to exclude it, set `getApplyQuickFilterFn: () => null`', () => {
    // `code` is not filterable, yet the quick filter finds rows by it.
    act(() => apiRef.current.setQuickFilterValues(['zx']));
    expect(shown('item')).toEqual(['Bolt', 'Gear']);
    act(() =>
      apiRef.current.updateColumns([{ ...apiRef.current.getColumn('code'), getApplyQuickFilterFn: () => null }]),
    );
    act(() => apiRef.current.setQuickFilterValues(['zy']));
    act(() => apiRef.current.setQuickFilterValues(['zx']));
    expect(shown('item')).toEqual([]);
    act(() => apiRef.current.setQuickFilterValues([]));
  });

  claim('The column is left out of CSV, print and Excel exports, unless an export names it in `fields`', () => {
    expect(apiRef.current.getDataAsCsv().split('\r\n')[0]).toBe('item,price,label');
    expect(apiRef.current.getDataAsCsv({ fields: ['code'] }).split('\r\n')[0]).toBe('code');
  });

  claim(
    '`apiRef.current.getAllColumns()` and `apiRef.current.getVisibleColumns()` return all or only the visible columns, in order.',
    () => {
      expect(apiRef.current.getAllColumns().map((column) => column.field)).toEqual([
        'item',
        'price',
        'code',
        'label',
        'hidden',
      ]);
      expect(apiRef.current.getVisibleColumns().map((column) => column.field)).toEqual([
        'item',
        'price',
        'code',
        'label',
      ]);
    },
  );
});

describe('the column types and actions demos', () => {
  claim('The demo below uses every built-in type. All columns except the actions are editable', async () => {
    const { container } = render(<ColumnTypesGrid />);
    const fields = [...container.querySelectorAll('[role="columnheader"]')].map((header) =>
      header.getAttribute('data-field'),
    );
    expect(fields).toHaveLength(7);
    // Double-clicking a cell of each non-action column opens its editor.
    for (const field of fields.filter((name) => name !== 'actions')) {
      const cell = container.querySelector(`[data-rowindex="0"] [data-field="${field}"]`)!;
      await act(async () => {
        fireEvent.doubleClick(cell);
      });
      expect([field, cell.classList.contains('MuiDataGrid-cell--editing')]).toEqual([field, true]);
      await act(async () => {
        fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      });
    }
  });

  claim(
    'In the demo, the delete button opens a dialog, and the row is removed only when the user confirms.',
    async () => {
      const { container } = render(<ActionsWithConfirm />);
      const rowCount = () => container.querySelectorAll('[role="row"][data-id]').length;
      const before = rowCount();
      const deleteFirst = () =>
        fireEvent.click(container.querySelector('[data-rowindex="0"] [aria-label^="Delete "]')!);
      deleteFirst();
      await act(async () => {
        fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
      });
      expect(rowCount()).toBe(before);
      deleteFirst();
      const dialog = await screen.findByRole('dialog');
      await act(async () => {
        fireEvent.click([...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Delete')!);
      });
      expect(rowCount()).toBe(before - 1);
    },
  );
});

describe('defining columns', () => {
  const items = [
    { id: 1, item: 'Bolt', price: 9 },
    { id: 2, item: 'Gear', price: 100 },
  ];

  claim('The only required property is `field`.', () => {
    const { container } = render(<DataGrid autoHeight rows={items} columns={[{ field: 'item' }]} />);
    // "unless you compute the value yourself, it names the row property to display"
    expect([...container.querySelectorAll('[role="gridcell"][data-field="item"]')].map((c) => c.textContent)).toEqual([
      'Bolt',
      'Gear',
    ]);
    expect(container.querySelector('[role="columnheader"][data-field="item"]')?.textContent).toContain('item');
  });

  claim(
    'A new array on every render forces the grid to rebuild its column state and can undo widths and order the user changed.',
    () => {
      const stable: GridColDef[] = [{ field: 'item' }, { field: 'price' }];
      const widthAfterRerender = (fresh: boolean) => {
        const apiRef = newGridApiRef();
        const grid = (cols: GridColDef[]) => <DataGrid apiRef={apiRef} autoHeight rows={items} columns={cols} />;
        const { rerender, unmount } = render(grid(stable));
        act(() => {
          apiRef.current.setColumnWidth('item', 250);
          apiRef.current.setColumnVisibility('price', false);
        });
        rerender(grid(fresh ? stable.map((column) => ({ ...column })) : stable));
        const result = [apiRef.current.getColumn('item').width, apiRef.current.getVisibleColumns().length];
        unmount();
        return result;
      };
      expect(widthAfterRerender(false)).toEqual([250, 1]);
      expect(widthAfterRerender(true)).not.toEqual([250, 1]);
    },
  );

  claim('only what is drawn in the cell', () => {
    const apiRef = newGridApiRef();
    const { container } = render(
      <DataGrid
        apiRef={apiRef}
        autoHeight
        rows={items}
        columns={[{ field: 'item', renderCell: ({ value }) => <i>{`${value}`.toUpperCase()}</i> }]}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['gear'] } } }}
      />,
    );
    expect(container.querySelector('[role="gridcell"][data-field="item"]')?.textContent).toBe('GEAR');
    expect(apiRef.current.getCellValue(2, 'item')).toBe('Gear');
    expect(apiRef.current.getDataAsCsv()).toContain('Gear');
  });

  claim(
    "Pass `tabIndex` (or `hasFocus ? 0 : -1`) to focusable elements inside the cell, so that only the focused cell's content is in the tab sequence.",
    () => {
      const { container } = render(<RenderCellGrid />);
      const tabStops = () => [...container.querySelectorAll('[role="gridcell"] [tabindex="0"]')];
      expect(tabStops()).toEqual([]);
      const buttons = container.querySelectorAll('[data-field="greet"] button');
      expect([...buttons].every((button) => button.getAttribute('tabindex') === '-1')).toBe(true);
      // Move into the cells from the header with the arrow keys, as a keyboard user would.
      const header = container.querySelector('[role="columnheader"][data-field="fullName"]') as HTMLElement;
      act(() => header.focus());
      fireEvent.keyDown(header, { key: 'ArrowDown' });
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
      // The grid moves the focus into the cell's own control, the link.
      const emailCell = document.activeElement!.closest('[role="gridcell"]')!;
      expect(emailCell.getAttribute('data-field')).toBe('email');
      expect(tabStops()).toEqual([emailCell.querySelector('a')]);
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
      const greetCell = document.activeElement!.closest('[role="gridcell"]')!;
      expect(greetCell.getAttribute('data-field')).toBe('greet');
      expect(tabStops()).toEqual([greetCell.querySelector('button')]);
      // "The grid is then a single tab stop": the focused cell, and the control it holds.
      const inTabOrder = [...container.querySelectorAll('[role="grid"] [tabindex="0"]')];
      expect(inTabOrder).toEqual([greetCell, greetCell.querySelector('button')]);
    },
  );

  claim('The grid is then a single tab stop', () => {
    const { container } = render(<RenderCellGrid />);
    // Before any focus, only the first column header is in the tab order.
    const inTabOrder = [...container.querySelectorAll('[role="grid"] [tabindex="0"]')];
    expect(inTabOrder).toEqual([container.querySelector('[role="columnheader"][data-field="fullName"]')]);
    const arrows = container.querySelectorAll(
      '[role="columnheader"] [tabindex="-1"], [role="gridcell"] [tabindex="-1"]',
    );
    expect(arrows.length).toBeGreaterThan(0);
  });

  claim('Set `sortable: false` and `filterable: false` on columns that only hold controls.', () => {
    const { container } = render(<RenderCellGrid />);
    const greet = container.querySelector('[role="columnheader"][data-field="greet"]')!;
    expect(greet.classList.contains('MuiDataGrid-columnHeader--sortable')).toBe(false);
    fireEvent.click(greet);
    expect(greet.getAttribute('aria-sort')).not.toBe('ascending');
    expect(
      container
        .querySelector('[role="columnheader"][data-field="fullName"]')!
        .classList.contains('MuiDataGrid-columnHeader--sortable'),
    ).toBe(true);
  });

  claim(
    '`row` and `id` are `undefined` when the filter panel asks for the full list, so return every option in that case.',
    async () => {
      const valueOptions = vi.fn(({ row }: { row?: { price: number } }) =>
        row ? (row.price > 50 ? ['big'] : ['small']) : ['big', 'small'],
      );
      const apiRef = newGridApiRef();
      const { container } = render(
        <DataGrid
          apiRef={apiRef}
          autoHeight
          rows={items.map((row) => ({ ...row, size: row.price > 50 ? 'big' : 'small' }))}
          columns={[{ field: 'item' }, { field: 'size', type: 'singleSelect', editable: true, valueOptions }]}
        />,
      );
      fireEvent.doubleClick(container.querySelector('[role="row"][data-id="2"] [data-field="size"]')!);
      expect(valueOptions).toHaveBeenCalledWith(expect.objectContaining({ field: 'size', id: 2 }));
      act(() => apiRef.current.stopCellEditMode({ id: 2, field: 'size', ignoreModifications: true }));
      expect(valueOptions.mock.calls.every(([params]) => params.row !== undefined)).toBe(true);
      valueOptions.mockClear();
      act(() => apiRef.current.showFilterPanel('size'));
      await screen.findAllByText('Value');
      const fromPanel = valueOptions.mock.calls.map(
        ([params]) => params as { field: string; id?: unknown; row?: unknown },
      );
      // Cells keep asking with their row; the filter panel asks with the field alone.
      expect(fromPanel.filter((params) => params.id === undefined && params.row === undefined)).not.toHaveLength(0);
    },
  );
});

describe('the column types table', () => {
  const apiRef = newGridApiRef();
  const typed: GridColDef[] = [
    { field: 's', editable: true },
    { field: 'n', type: 'number', editable: true },
    { field: 'd', type: 'date', editable: true },
    { field: 'dt', type: 'dateTime', editable: true },
    { field: 'b', type: 'boolean', editable: true },
    { field: 'ss', type: 'singleSelect', editable: true, valueOptions: [{ value: 'lo', label: 'Low' }, 'high'] },
    {
      field: 'a',
      type: 'actions',
      getActions: () => [<GridActionsCellItem key="x" icon={<span />} label="Remove" />],
    },
  ];
  let grid: Element;
  beforeAll(() => {
    grid = render(
      <DataGrid
        apiRef={apiRef}
        autoHeight
        rows={[
          { id: 1, s: 'b', n: 1234.5, d: new Date(2024, 0, 20), dt: new Date(2024, 0, 2, 13, 4), b: true, ss: 'lo' },
          { id: 2, s: 'a', n: 10, d: new Date(2023, 11, 31), dt: new Date(2024, 0, 2, 9, 0), b: false, ss: 'high' },
          { id: 3, s: 'c', n: 9, d: new Date(2024, 0, 3), dt: new Date(2024, 0, 2, 10, 0), b: true, ss: 'lo' },
        ]}
        columns={typed}
      />,
    ).container;
  });
  const operators = (field: string) => apiRef.current.getColumn(field).filterOperators!.map((o) => o.value);
  const cell = (rowIndex: number, field: string) =>
    grid.querySelector(`[data-rowindex="${rowIndex}"] [data-field="${field}"]`) as HTMLElement;
  const texts = (field: string) =>
    [...grid.querySelectorAll(`[role="gridcell"][data-field="${field}"]`)].map((c) => c.textContent);
  /** Double-clicks a cell, returns its editor's markup, and leaves edit mode. */
  async function editor(field: string) {
    await act(async () => {
      fireEvent.doubleClick(cell(0, field));
    });
    const markup = cell(0, field).innerHTML;
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    return markup;
  }
  /** The ids in display order after sorting a column ascending; the sort is cleared afterwards. */
  function sortedIds(field: string) {
    act(() => apiRef.current.sortColumn(field, 'asc'));
    const ids = apiRef.current.getSortedRowIds();
    act(() => apiRef.current.setSortModel([]));
    return ids;
  }

  claim('Text filter operators (contains, equals, starts with …); text input editor', async () => {
    expect(operators('s')).toEqual(expect.arrayContaining(['contains', 'equals', 'startsWith']));
    expect(await editor('s')).toMatch(/<input[^>]*type="text"/);
  });

  claim('Right alignment, numeric sorting, comparison operators, number input editor, locale formatting', async () => {
    expect(cell(0, 'n').classList.contains('MuiDataGrid-cell--textRight')).toBe(true);
    expect(sortedIds('n')).toEqual([3, 2, 1]);
    expect(operators('n')).toEqual(expect.arrayContaining(['>', '>=', '<', '<=']));
    expect(await editor('n')).toMatch(/<input[^>]*type="number"/);
    expect(cell(0, 'n').textContent).toBe((1234.5).toLocaleString());
  });

  claim('Date sorting and operators, date input editor, localised date text', async () => {
    expect(sortedIds('d')).toEqual([2, 3, 1]);
    expect(operators('d')).toEqual(expect.arrayContaining(['after', 'before', 'onOrAfter']));
    expect(await editor('d')).toMatch(/<input[^>]*type="date"/);
    expect(cell(0, 'd').textContent).toBe(new Date(2024, 0, 20).toLocaleDateString());
  });

  claim('Same as date, with the time of day', async () => {
    expect(sortedIds('dt')).toEqual([2, 3, 1]);
    expect(await editor('dt')).toMatch(/<input[^>]*type="datetime-local"/);
    expect(cell(0, 'dt').textContent).toBe(new Date(2024, 0, 2, 13, 4).toLocaleString());
  });

  claim('Check and cross icons, "is" operator, checkbox editor', async () => {
    expect([cell(0, 'b'), cell(1, 'b')].map((c) => c.querySelector('svg')?.getAttribute('data-testid'))).toEqual([
      'CheckIcon',
      'CloseIcon',
    ]);
    expect(operators('b')).toEqual(['is']);
    expect(await editor('b')).toMatch(/<input[^>]*type="checkbox"/);
  });

  claim('"is", "is not" and "is any of" operators, select editor, option labels in cells', async () => {
    expect(
      apiRef.current
        .getColumn('ss')
        .filterOperators!.map((o) =>
          apiRef.current.getLocaleText(`filterOperator${o.value.charAt(0).toUpperCase()}${o.value.slice(1)}` as never),
        ),
    ).toEqual(['is', 'is not', 'is any of']);
    expect(await editor('ss')).toContain('role="combobox"');
    expect(texts('ss')).toEqual(['Low', 'high', 'Low']);
  });

  claim('A cell with action buttons from `getActions`', () => {
    expect(cell(0, 'a').querySelector('button[aria-label="Remove"]')).not.toBeNull();
    expect(apiRef.current.getColumn('a').editable).toBeFalsy();
  });
});

describe('the behaviour flags and other properties tables', () => {
  const apiRef = newGridApiRef();
  const flagged: GridColDef[] = [
    { field: 'plain' },
    { field: 'unsorted', sortable: false },
    { field: 'unfiltered', filterable: false, getApplyQuickFilterFn: undefined },
    { field: 'kept', hideable: false },
    { field: 'fixed', resizable: false },
    { field: 'menuless', disableColumnMenu: true },
    {
      field: 'styled',
      display: 'flex',
      align: 'center',
      headerAlign: 'right',
      cellClassName: (params) => `level-${params.value}`,
      sortComparator: (a: string, b: string) => a.length - b.length,
      filterOperators: [{ label: 'is long', value: 'long', getApplyFilterFn: () => (value) => `${value}`.length > 3 }],
    },
  ];
  let grid: Element;
  beforeAll(() => {
    grid = render(
      <DataGrid
        apiRef={apiRef}
        autoHeight
        rows={[
          {
            id: 1,
            plain: 'p',
            unsorted: 'b',
            unfiltered: 'zebra',
            kept: 'k',
            fixed: 'f',
            menuless: 'm',
            styled: 'high',
          },
          { id: 2, plain: 'q', unsorted: 'a', unfiltered: 'lion', kept: 'k', fixed: 'f', menuless: 'm', styled: 'lo' },
        ]}
        columns={flagged}
        // Native selects list their options without being opened.
        slotProps={{ baseSelect: { native: true } }}
      />,
    ).container;
  });
  const header = (field: string) => grid.querySelector(`[role="columnheader"][data-field="${field}"]`) as HTMLElement;
  const ids = () => apiRef.current.getSortedRowIds().filter((id) => apiRef.current.getRowNode(id) !== null);
  const visibleIds = () =>
    [...grid.querySelectorAll('[role="row"][data-id]')].map((row) => Number(row.getAttribute('data-id')));
  async function menuLabels(field: string) {
    // The actions cells of other grids in this file have role="menu" too: find the column menu by its class.
    const columnMenu = () => document.querySelector('.MuiDataGrid-menuList');
    act(() => apiRef.current.showColumnMenu(field));
    const menu = await waitFor(() => {
      expect(columnMenu()).not.toBeNull();
      return columnMenu()!;
    });
    const labels = [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
    act(() => apiRef.current.hideColumnMenu());
    await waitFor(() => expect(columnMenu()).toBeNull());
    return labels;
  }

  claim('Clicking the header does not sort', () => {
    fireEvent.click(header('unsorted'));
    expect(apiRef.current.getSortModel()).toEqual([]);
    fireEvent.click(header('plain'));
    expect(apiRef.current.getSortModel()).toEqual([{ field: 'plain', sort: 'asc' }]);
    act(() => apiRef.current.setSortModel([]));
    expect(ids()).toEqual([1, 2]);
  });

  claim('The column cannot be filtered from the filter panel or the column menu', async () => {
    expect(await menuLabels('unfiltered')).not.toContain('Filter');
    expect(await menuLabels('plain')).toContain('Filter');
    act(() => apiRef.current.showFilterPanel('plain'));
    // A panel another grid of this file opened may still be there: this grid's panel is the last one opened.
    const columnSelect = await waitFor(() => {
      const found = [...document.querySelectorAll('.MuiDataGrid-filterFormColumnInput select')].at(-1);
      expect(found).toBeDefined();
      return found!;
    });
    const options = [...columnSelect.querySelectorAll('option')].map((option) => option.textContent);
    expect(options).toContain('plain');
    expect(options).not.toContain('unfiltered');
    act(() => apiRef.current.hidePreferences());
    act(() => apiRef.current.setFilterModel({ items: [] }));
  });

  claim("since an `undefined` value is replaced by the column type's default", () => {
    // `getApplyQuickFilterFn: undefined` on the column: the quick filter still searches it.
    act(() => apiRef.current.setQuickFilterValues(['zebra']));
    expect(visibleIds()).toEqual([1]);
    act(() => apiRef.current.setQuickFilterValues([]));
  });

  claim('The column cannot be hidden from the column menu or the columns panel', async () => {
    expect(await menuLabels('kept')).not.toContain('Hide column');
    expect(await menuLabels('plain')).toContain('Hide column');
    act(() => apiRef.current.showPreferences(GridPreferencePanelsValue.columns));
    const rows = await waitFor(() => {
      const found = [...document.querySelectorAll('.MuiDataGrid-columnsManagementRow')];
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    const disabled = rows.filter((row) => row.querySelector('input')!.disabled).map((row) => row.textContent);
    expect(disabled).toEqual(['kept']);
    act(() => apiRef.current.hidePreferences());
  });

  claim('The header separator cannot be dragged', () => {
    const separator = (field: string) => header(field).querySelector('.MuiDataGrid-columnSeparator')!;
    expect(separator('fixed').classList.contains('MuiDataGrid-columnSeparator--resizable')).toBe(false);
    expect(separator('plain').classList.contains('MuiDataGrid-columnSeparator--resizable')).toBe(true);
    act(() => {
      fireEvent.mouseDown(separator('fixed'), { clientX: 100, buttons: 1 });
    });
    act(() => {
      fireEvent.mouseMove(document, { clientX: 160, buttons: 1 });
    });
    act(() => {
      fireEvent.mouseUp(document, { clientX: 160 });
    });
    expect(apiRef.current.getColumn('fixed').computedWidth).toBe(100);
  });

  claim('The column has no menu button', () => {
    expect(header('menuless').querySelector('.MuiDataGrid-menuIcon button')).toBeNull();
    expect(header('plain').querySelector('.MuiDataGrid-menuIcon button')).not.toBeNull();
  });

  claim("`'left'`, `'center'` or `'right'` alignment of cells and header", () => {
    const cell = grid.querySelector('[role="gridcell"][data-field="styled"]')!;
    expect(cell.classList.contains('MuiDataGrid-cell--textCenter')).toBe(true);
    expect(header('styled').classList.contains('MuiDataGrid-columnHeader--alignRight')).toBe(true);
  });

  claim('A class name, or a function of the cell params returning one, for styling cells conditionally', () => {
    const classes = [...grid.querySelectorAll('[role="gridcell"][data-field="styled"]')].map((cell) =>
      [...cell.classList].find((name) => name.startsWith('level-')),
    );
    expect(classes).toEqual(['level-high', 'level-lo']);
  });

  claim("`'flex'` to centre custom content vertically in the cell", () => {
    const styled = grid.querySelector('[role="gridcell"][data-field="styled"]')!;
    const plain = grid.querySelector('[role="gridcell"][data-field="plain"]')!;
    expect(styled.classList.contains('MuiDataGrid-cell--flex')).toBe(true);
    expect(getComputedStyle(styled).alignItems).toBe('center');
    expect(plain.classList.contains('MuiDataGrid-cell--flex')).toBe(false);
  });

  claim('A custom comparison function for sorting', () => {
    // By length: 'lo' before 'high', where alphabetical order would put 'high' first.
    act(() => apiRef.current.sortColumn('styled', 'asc'));
    expect(ids()).toEqual([2, 1]);
    act(() => apiRef.current.setSortModel([]));
  });

  claim('Replace the filter operators offered for the column', () => {
    expect(apiRef.current.getColumn('styled').filterOperators!.map((o) => o.value)).toEqual(['long']);
    act(() => apiRef.current.setFilterModel({ items: [{ field: 'styled', operator: 'long', value: 'x' }] }));
    expect(visibleIds()).toEqual([1]);
    act(() => apiRef.current.setFilterModel({ items: [] }));
  });
});
