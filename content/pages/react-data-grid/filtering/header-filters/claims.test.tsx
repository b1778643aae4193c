import * as React from 'react';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { DataGrid, getGridStringOperators, gridFilterModelSelector, type GridColDef } from '@mui/x-data-grid';
import { DataGridPro, type DataGridProProps, type GridApiPro } from '@mui/x-data-grid-pro';
import { afterEach, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import CustomHeaderFilterGrid from './demos/CustomHeaderFilterGrid';
import HeaderFilterOperatorsGrid from './demos/HeaderFilterOperatorsGrid';
import HeaderFiltersGrid from './demos/HeaderFiltersGrid';
import HeaderFiltersModelGrid from './demos/HeaderFiltersModelGrid';
import SimpleHeaderFiltersGrid from './demos/SimpleHeaderFiltersGrid';

const rows = [
  { id: 1, name: 'Ann', age: 35, admin: true, team: 'A', day: new Date(2020, 0, 1), note: 'x' },
  { id: 2, name: 'Bob', age: 45, admin: false, team: 'B', day: new Date(2021, 0, 1), note: 'y' },
];
const columns: GridColDef[] = [
  { field: 'name' },
  { field: 'age', type: 'number' },
  { field: 'admin', type: 'boolean' },
  { field: 'team', type: 'singleSelect', valueOptions: ['A', 'B'] },
  { field: 'day', type: 'date' },
  { field: 'note', filterable: false },
];
const shownIds = (root: Element) =>
  [...root.querySelectorAll('[role="row"][data-id]')].map((row) => Number(row.getAttribute('data-id')));
const filterCell = (root: Element, field: string) =>
  root.querySelector(`.MuiDataGrid-headerFilterRow [data-field="${field}"]`) as HTMLElement;
const filterLabel = (root: Element, field: string) => filterCell(root, field).querySelector('label')?.textContent;
const filterInput = (root: Element, field: string) =>
  filterCell(root, field).querySelector('input') as HTMLInputElement;
function renderPro(props: Partial<DataGridProProps> = {}) {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
  const { container } = render(
    <DataGridPro apiRef={apiRef} autoHeight headerFilters rows={rows} columns={columns} {...props} />,
  );
  return { apiRef, container };
}
const headerFiltering = (apiRef: React.MutableRefObject<GridApiPro>) =>
  (apiRef.current.state as unknown as { headerFiltering: { editing: string | null; menuOpen: string | null } })
    .headerFiltering;

/** Throws until the value exists, so that `waitFor` retries. */
const present = <T,>(value: T | null | undefined): T => {
  if (value == null) throw new Error('Not rendered yet');
  return value;
};

// Each claim renders its own grid: unmount it before the next one.
afterEach(cleanup);

describe('enabling header filters', () => {
  claim('Header filters add a row below the column headers with one filter input per column.', () => {
    const { container } = renderPro();
    const headerRow = container.querySelector('.MuiDataGrid-headerFilterRow')!;
    expect(headerRow.getAttribute('aria-rowindex')).toBe('2');
    expect(headerRow.querySelectorAll('[role="columnheader"][data-field]')).toHaveLength(columns.length);
  });

  claim(
    'Header filters require the [Pro plan](/x/introduction/licensing/): use `DataGridPro` or `DataGridPremium`.',
    () => {
      const props = { autoHeight: true, rows, columns, headerFilters: true } as React.ComponentProps<typeof DataGrid>;
      const { container } = render(<DataGrid {...props} />);
      expect(container.querySelector('.MuiDataGrid-headerFilterRow')).toBeNull();
    },
  );

  claim(
    'Each cell shows the input matching the column type (text, number, date, a select for `singleSelect` and `boolean`) and a button that opens the list of operators.',
    async () => {
      const { apiRef, container } = renderPro();
      expect(filterInput(container, 'name').type).toBe('text');
      expect(filterInput(container, 'age').type).toBe('number');
      expect(filterInput(container, 'day').type).toBe('date');
      for (const field of ['admin', 'team']) {
        expect(filterCell(container, field).querySelector('[role="combobox"]')).not.toBeNull();
      }
      fireEvent.click(filterCell(container, 'name').querySelector('button[aria-label="Operator"]')!);
      await waitFor(() => expect(headerFiltering(apiRef).menuOpen).toBe('name'));
      const menu = await waitFor(() => present(document.querySelector('[role="menu"]')));
      expect(menu.textContent).toContain('Contains');
    },
  );

  claim(
    'The label above the input names the current operator. Columns with `filterable: false` get an empty cell.',
    () => {
      const { container } = renderPro({ filterModel: { items: [{ id: 1, field: 'age', operator: '>', value: 1 }] } });
      expect(filterLabel(container, 'name')).toBe('Contains');
      expect(filterLabel(container, 'age')).toBe('Greater than');
      expect(filterCell(container, 'note').childElementCount).toBe(0);
    },
  );

  claim(
    'A filter set through `initialState`, `filterModel` or the filter panel appears in the header of its column, and typing in a header filter updates the model and calls `onFilterModelChange`.',
    async () => {
      const demo = render(<HeaderFiltersGrid />);
      expect(filterInput(demo.container, 'age').value).toBe('40');
      expect(filterLabel(demo.container, 'age')).toBe('Greater than');
      demo.unmount();
      const onFilterModelChange = vi.fn();
      const { apiRef, container } = renderPro({ onFilterModelChange });
      fireEvent.change(filterInput(container, 'name'), { target: { value: 'bo' } });
      await waitFor(() => expect(shownIds(container)).toEqual([2]));
      expect(onFilterModelChange.mock.lastCall![0].items).toEqual([
        expect.objectContaining({ field: 'name', operator: 'contains', value: 'bo' }),
      ]);
      act(() => apiRef.current.upsertFilterItem({ id: 9, field: 'age', operator: '<', value: 40 }));
      expect(filterLabel(container, 'age')).toBe('Less than');
    },
  );

  claim(
    'The first button sets two conditions from code and both headers show them at once; typing in a header filter updates the model printed under the grid. "Clear all" empties the model, which empties every header.',
    async () => {
      const { container } = render(<HeaderFiltersModelGrid />);
      const click = (name: string) =>
        fireEvent.click([...container.querySelectorAll('button')].find((button) => button.textContent === name)!);
      click('Designers aged 40+');
      expect(filterCell(container, 'department').querySelector('[role="combobox"]')!.textContent).toBe('Design');
      expect(filterInput(container, 'age').value).toBe('40');
      fireEvent.change(filterInput(container, 'city'), { target: { value: 'o' } });
      await waitFor(() => expect(container.querySelector('pre')!.textContent).toContain('"field":"city"'));
      click('Clear all');
      expect(container.querySelector('pre')!.textContent).toBe('[]');
      expect(filterInput(container, 'age').value).toBe('');
      expect(filterInput(container, 'city').value).toBe('');
    },
  );

  claim(
    "Header filters don't support the `isAnyOf` operator: it is left out of the header operator menu, and an `isAnyOf` item in the model isn't shown in the header. If the model contains several items for the same column, the header shows the first one.",
    async () => {
      const { container } = renderPro({
        filterModel: {
          items: [
            { id: 1, field: 'name', operator: 'isAnyOf', value: ['Ann'] },
            { id: 2, field: 'age', operator: '>', value: 30 },
            { id: 3, field: 'age', operator: '<', value: 40 },
          ],
        },
      });
      expect(shownIds(container)).toEqual([1]);
      expect(filterLabel(container, 'name')).toBe('Contains');
      expect(filterInput(container, 'name').value).toBe('');
      expect(filterLabel(container, 'age')).toBe('Greater than');
      expect(filterInput(container, 'age').value).toBe('30');
      fireEvent.click(filterCell(container, 'name').querySelector('button[aria-label="Operator"]')!);
      const menu = await waitFor(() => present(document.querySelector('[role="menu"]')));
      expect(menu.textContent).not.toMatch(/any of/i);
    },
  );

  claim(
    'Here Name offers "contains" and "starts with", Salary offers ">=" and "<=", and Department, with `filterable: false`, has no filter input.',
    async () => {
      const { container } = render(<HeaderFilterOperatorsGrid />);
      const operators = async (field: string) => {
        fireEvent.click(filterCell(container, field).querySelector('button[aria-label="Operator"]')!);
        const menu = await waitFor(() => present(document.querySelector('[role="menu"]')));
        const items = [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
        fireEvent.keyDown(menu, { key: 'Escape' });
        await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
        return items;
      };
      expect(await operators('fullName')).toEqual(['Contains', 'Starts with']);
      expect(await operators('salary')).toEqual(['Greater than or equal to', 'Less than or equal to']);
      expect(filterCell(container, 'department').querySelector('input')).toBeNull();
    },
  );
});

claim('Users see every active filter at a glance and change it in place.', async () => {
  const { container } = renderPro({
    initialState: {
      filter: {
        filterModel: {
          items: [
            { id: 1, field: 'name', operator: 'contains', value: 'o' },
            { id: 2, field: 'age', operator: '>', value: 40 },
          ],
        },
      },
    },
  });
  expect(filterInput(container, 'name').value).toBe('o');
  expect(filterInput(container, 'age').value).toBe('40');
  expect(shownIds(container)).toEqual([2]);
  fireEvent.change(filterInput(container, 'age'), { target: { value: '50' } });
  await waitFor(() => expect(shownIds(container)).toEqual([]));
});

describe('keyboard', () => {
  const focusFilter = (apiRef: React.MutableRefObject<GridApiPro>, container: Element, field: string) => {
    act(() => apiRef.current.setColumnHeaderFilterFocus(field));
    return filterCell(container, field);
  };

  claim('use the arrow keys to move between them and the column headers.', () => {
    const { apiRef, container } = renderPro();
    const cell = focusFilter(apiRef, container, 'name');
    fireEvent.keyDown(cell, { key: 'ArrowRight' });
    expect(apiRef.current.state.focus.columnHeaderFilter).toEqual({ field: 'age' });
    fireEvent.keyDown(filterCell(container, 'age'), { key: 'ArrowUp' });
    expect(apiRef.current.state.focus.columnHeader).toEqual({ field: 'age' });
    fireEvent.keyDown(container.querySelector('[role="columnheader"][data-field="age"]')!, { key: 'ArrowDown' });
    expect(apiRef.current.state.focus.columnHeaderFilter).toEqual({ field: 'age' });
  });

  claim('Starts editing the focused header filter', () => {
    const { apiRef, container } = renderPro();
    fireEvent.keyDown(focusFilter(apiRef, container, 'name'), { key: 'Enter' });
    expect(headerFiltering(apiRef).editing).toBe('name');
    // "Stops editing"
    fireEvent.keyDown(filterInput(container, 'name'), { key: 'Escape' });
    expect(headerFiltering(apiRef).editing).toBeNull();
    fireEvent.keyDown(filterCell(container, 'name'), { key: 'b' });
    expect(headerFiltering(apiRef).editing).toBe('name');
    fireEvent.keyDown(filterInput(container, 'name'), { key: 'Enter' });
    expect(headerFiltering(apiRef).editing).toBeNull();
  });

  claim('Stops editing', () => {
    const { apiRef, container } = renderPro();
    act(() => apiRef.current.startHeaderFilterEditMode('age'));
    fireEvent.keyDown(filterInput(container, 'age'), { key: 'Escape' });
    expect(headerFiltering(apiRef).editing).toBeNull();
  });

  claim('Moves to the next or previous header filter, still editing', () => {
    const { apiRef, container } = renderPro();
    focusFilter(apiRef, container, 'name');
    act(() => apiRef.current.startHeaderFilterEditMode('name'));
    fireEvent.keyDown(filterInput(container, 'name'), { key: 'Tab' });
    expect(headerFiltering(apiRef).editing).toBe('age');
    fireEvent.keyDown(filterInput(container, 'age'), { key: 'Tab', shiftKey: true });
    expect(headerFiltering(apiRef).editing).toBe('name');
  });

  claim(
    'Opens the operator menu of the focused cell (when not editing: while editing, it stops editing like :kbd[Enter])',
    () => {
      const { apiRef, container } = renderPro();
      const cell = focusFilter(apiRef, container, 'name');
      fireEvent.keyDown(cell, { key: 'Enter', ctrlKey: true });
      expect(headerFiltering(apiRef).menuOpen).toBe('name');
      act(() => apiRef.current.hideHeaderFilterMenu());
      act(() => apiRef.current.startHeaderFilterEditMode('name'));
      fireEvent.keyDown(filterInput(container, 'name'), { key: 'Enter', metaKey: true });
      expect(headerFiltering(apiRef).editing).toBeNull();
      expect(headerFiltering(apiRef).menuOpen).toBeNull();
    },
  );

  claim(
    '`startHeaderFilterEditMode(field)`, `stopHeaderFilterEditMode()`, `showHeaderFilterMenu(field)` and `hideHeaderFilterMenu()`',
    () => {
      const { apiRef } = renderPro();
      act(() => apiRef.current.startHeaderFilterEditMode('age'));
      expect(headerFiltering(apiRef).editing).toBe('age');
      act(() => apiRef.current.stopHeaderFilterEditMode());
      expect(headerFiltering(apiRef).editing).toBeNull();
      act(() => apiRef.current.showHeaderFilterMenu('age'));
      expect(headerFiltering(apiRef).menuOpen).toBe('age');
      act(() => apiRef.current.hideHeaderFilterMenu());
      expect(headerFiltering(apiRef).menuOpen).toBeNull();
    },
  );
});

describe('simplified and custom cells', () => {
  claim('Remove it by setting the `headerFilterMenu` slot to `null`', () => {
    const { container } = renderPro({ slots: { headerFilterMenu: null } });
    // The operator button is gone with the menu.
    expect(container.querySelector('.MuiDataGrid-headerFilterRow button[aria-label="Operator"]')).toBeNull();
  });

  claim(
    'The `headerLabel` property of an operator replaces the operator name shown as the input label, only in the header filter.',
    async () => {
      const containsOnly = getGridStringOperators()
        .filter((operator) => operator.value === 'contains')
        .map((operator) => ({ ...operator, headerLabel: 'Search' }));
      const { apiRef, container } = renderPro({
        columns: [{ field: 'name', filterOperators: containsOnly }],
        slotProps: { baseSelect: { native: true } },
      });
      expect(filterLabel(container, 'name')).toBe('Search');
      act(() => apiRef.current.showFilterPanel('name'));
      const select = await waitFor(() =>
        present(document.querySelector('.MuiDataGrid-filterFormOperatorInput select') as HTMLSelectElement | null),
      );
      expect(select.selectedOptions[0]!.textContent).toBe('contains');
    },
  );

  claim('`headerFilterHeight` sets the height of the header filter row, in pixels.', () => {
    const { container } = render(<SimpleHeaderFiltersGrid />);
    expect(filterCell(container, 'commodity').style.height).toBe('64px');
  });

  claim(
    '`disableColumnFilter` removes the filter entries from the column menu, leaving the header filters as the only way to filter.',
    async () => {
      const { container } = render(<SimpleHeaderFiltersGrid />);
      fireEvent.click(
        container.querySelector('[role="columnheader"][data-field="commodity"] .MuiDataGrid-menuIcon button')!,
      );
      const menu = await waitFor(() => present(document.querySelector('[role="menu"]')));
      expect([...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent)).not.toContain('Filter');
      fireEvent.change(filterInput(container, 'commodity'), { target: { value: 'coffee' } });
      await waitFor(() =>
        expect(
          new Set(
            [...container.querySelectorAll('[role="row"][data-id] [data-field="commodity"]')].map(
              (cell) => cell.textContent,
            ),
          ),
        ).toEqual(new Set(['Coffee'])),
      );
      // "`filterable: false` keeps the last column out of filtering."
      expect(filterCell(container, 'incoTerm').querySelector('input')).toBeNull();
    },
  );

  claim('`filterable: false` keeps the last column out of filtering.', () => {
    const { container } = render(<SimpleHeaderFiltersGrid />);
    expect(filterCell(container, 'incoTerm').childElementCount).toBe(0);
    expect(filterLabel(container, 'quantity')).toBe('Minimum');
  });

  claim(
    'To hide the clear button that appears once a value is set, pass `slotProps={{ headerFilterCell: { showClearIcon: false } }}`.',
    () => {
      const filterModel = { items: [{ id: 1, field: 'age', operator: '>', value: 1 }] };
      const shown = renderPro({ filterModel });
      expect(filterCell(shown.container, 'age').querySelector('button[aria-label="Clear filter"]')).not.toBeNull();
      expect(filterCell(shown.container, 'name').querySelector('button[aria-label="Clear filter"]')).toBeNull();
      cleanup();
      const hidden = renderPro({ filterModel, slotProps: { headerFilterCell: { showClearIcon: false } } });
      expect(filterCell(hidden.container, 'age').querySelector('button[aria-label="Clear filter"]')).toBeNull();
    },
  );

  claim(
    'It receives `GridRenderHeaderFilterProps`, which include the column (`colDef`) and the filter `item` currently attached to it.',
    () => {
      const renderHeaderFilter = vi.fn(() => <span>custom</span>);
      renderPro({
        columns: [{ field: 'age', type: 'number', renderHeaderFilter }],
        filterModel: { items: [{ id: 1, field: 'age', operator: '>', value: 1 }] },
      });
      expect(renderHeaderFilter).toHaveBeenLastCalledWith(
        expect.objectContaining({
          colDef: expect.objectContaining({ field: 'age' }),
          item: expect.objectContaining({ operator: '>', value: 1 }),
        }),
      );
    },
  );

  claim(
    'In the demo, the department column uses a compact select with an "All departments" choice, and the email column has no header filter.',
    async () => {
      const { container } = render(<CustomHeaderFilterGrid />);
      expect(filterCell(container, 'email').childElementCount).toBe(0);
      const select = filterCell(container, 'department').querySelector('[role="combobox"]')!;
      expect(select.textContent).toBe('All departments');
      fireEvent.mouseDown(select);
      const listbox = await waitFor(() => present(document.querySelector('[role="listbox"]')));
      fireEvent.click(
        [...listbox.querySelectorAll('[role="option"]')].find((option) => option.textContent === 'Sales')!,
      );
      // "Returning `null` from `renderHeaderFilter` leaves that cell empty." and the select writes an "is" item.
      await waitFor(() =>
        expect(
          new Set(
            [...container.querySelectorAll('[role="row"][data-id] [data-field="department"]')].map(
              (cell) => cell.textContent,
            ),
          ),
        ).toEqual(new Set(['Sales'])),
      );
    },
  );

  claim('`apiRef.current.deleteFilterItem(item)` to clear it.', () => {
    const { apiRef, container } = renderPro({
      filterModel: undefined,
      initialState: { filter: { filterModel: { items: [{ id: 1, field: 'age', operator: '>', value: 40 }] } } },
    });
    expect(shownIds(container)).toEqual([2]);
    act(() => apiRef.current.deleteFilterItem(gridFilterModelSelector(apiRef).items[0]!));
    expect(shownIds(container)).toEqual([1, 2]);
    expect(filterInput(container, 'age').value).toBe('');
  });

  claim('Returning `null` from `renderHeaderFilter` leaves that cell empty.', () => {
    const { container } = renderPro({ columns: [{ field: 'name', renderHeaderFilter: () => null }] });
    expect(filterCell(container, 'name').childElementCount).toBe(0);
  });

  claim(
    "To replace every header filter cell instead of one column's, override the `headerFilterCell` slot; its props are described by `GridHeaderFilterCellProps`.",
    () => {
      const Cell = vi.fn((props: { colDef: GridColDef }) => <div className="my-cell">{props.colDef.field}</div>);
      const { container } = renderPro({ slots: { headerFilterCell: Cell as never } });
      expect(
        [...container.querySelectorAll('.MuiDataGrid-headerFilterRow .my-cell')].map((cell) => cell.textContent),
      ).toEqual(columns.map((column) => column.field));
    },
  );
});

claim(
  'Header filter cells publish `headerFilterClick`, `headerFilterKeyDown`, `headerFilterMouseDown` and `headerFilterBlur`.',
  () => {
    const { apiRef, container } = renderPro();
    const seen: string[] = [];
    for (const event of [
      'headerFilterClick',
      'headerFilterKeyDown',
      'headerFilterMouseDown',
      'headerFilterBlur',
    ] as const) {
      apiRef.current.subscribeEvent(event, () => seen.push(event));
    }
    const cell = filterCell(container, 'name');
    fireEvent.mouseDown(cell);
    fireEvent.click(cell);
    fireEvent.keyDown(cell, { key: 'ArrowRight' });
    fireEvent.blur(filterInput(container, 'name'));
    expect(new Set(seen)).toEqual(
      new Set(['headerFilterClick', 'headerFilterKeyDown', 'headerFilterMouseDown', 'headerFilterBlur']),
    );
  },
);

claim('A column with `filterable: false` is not skipped: focus lands on its empty cell and editing stops', () => {
  // Settled in jsdom and in GridHeaderFilterCell.js: Tab while editing starts editing the next visible column,
  // whatever its `filterable`; a column that cannot be filtered has no input, so editing ends there.
  const { apiRef, container } = renderPro({ columns: [{ field: 'name' }, { field: 'note', filterable: false }] });
  act(() => apiRef.current.setColumnHeaderFilterFocus('name'));
  act(() => apiRef.current.startHeaderFilterEditMode('name'));
  fireEvent.keyDown(filterInput(container, 'name'), { key: 'Tab' });
  expect(document.activeElement?.closest('[data-field]')?.getAttribute('data-field')).toBe('note');
  expect(filterCell(container, 'note').querySelector('input')).toBeNull();
  expect(headerFiltering(apiRef).editing).toBeNull();
});
