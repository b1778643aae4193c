import * as React from 'react';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import {
  DataGrid,
  GridToolbar,
  gridFilteredSortedRowEntriesSelector,
  gridFilteredSortedRowIdsSelector,
  gridFilterModelSelector,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { afterEach, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { gridColumnHeader } from '@/claims/gridColumnHeader';
import { newGridApiRef } from '@/claims/newGridApiRef';
import BasicFilteringGrid from './demos/BasicFilteringGrid';
import ControlledFilteringGrid from './demos/ControlledFilteringGrid';
import DisableColumnFilterGrid from './demos/DisableColumnFilterGrid';
import FilterApiMethodsGrid from './demos/FilterApiMethodsGrid';
import FilterDerivedValueGrid from './demos/FilterDerivedValueGrid';
import IgnoreDiacriticsFilterGrid from './demos/IgnoreDiacriticsFilterGrid';
import ProFilteringGrid from './demos/ProFilteringGrid';

const rows = [
  { id: 1, city: 'Montréal', n: 5, label: 'b' },
  { id: 2, city: 'Paris', n: 20, label: 'a' },
  { id: 3, city: 'Montreal', n: 12, label: 'c' },
];
const columns: GridColDef[] = [{ field: 'city' }, { field: 'n', type: 'number' }, { field: 'label' }];
const shownIds = (root: Element) =>
  [...root.querySelectorAll('[role="row"][data-id]')].map((row) => Number(row.getAttribute('data-id')));
/** The button whose text or label matches; role queries are too slow on a document holding a whole grid. */
const button = (name: string | RegExp) =>
  [...document.querySelectorAll('button')].find((element) =>
    [element.textContent, element.getAttribute('aria-label')].some((text) =>
      typeof name === 'string' ? text === name : name.test(text ?? ''),
    ),
  );
const openMenu = async (root: Element, field: string) => {
  fireEvent.click(gridColumnHeader(root, field).querySelector('.MuiDataGrid-menuIcon button')!);
  return waitFor(() => present(document.querySelector('[role="menu"]')));
};
const menuEntries = async (root: Element, field: string) => {
  const menu = await openMenu(root, field);
  const entries = [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
  fireEvent.keyDown(menu, { key: 'Escape' });
  await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
  return entries;
};
const menuEntry = async (root: Element, field: string, name: string) =>
  [...(await openMenu(root, field)).querySelectorAll('[role="menuitem"]')].find((item) => item.textContent === name)!;

/** Throws until the value exists, so that `waitFor` retries. */
const present = <T,>(value: T | null | undefined): T => {
  if (value == null) throw new Error('Not rendered yet');
  return value;
};

// Each claim renders its own grid: unmount it before the next one.
afterEach(cleanup);

describe('BasicFilteringGrid', () => {
  claim('The demo opens with a filter on the department column; the email column is not filterable.', async () => {
    const { container } = render(<BasicFilteringGrid />);
    const departments = [...container.querySelectorAll('[role="row"][data-id] [data-field="department"]')].map(
      (cell) => cell.textContent,
    );
    expect(departments.length).toBeGreaterThan(0);
    expect(new Set(departments)).toEqual(new Set(['Engineering']));
    expect(await menuEntries(container, 'email')).not.toContain('Filter');
    expect(await menuEntries(container, 'fullName')).toContain('Filter');
  });

  claim(
    'When a filter is active, the header of the filtered column shows a filter icon, and the toolbar button shows how many filters apply.',
    () => {
      const { container } = render(<BasicFilteringGrid />);
      expect(gridColumnHeader(container, 'department').querySelector('[data-testid="FilterAltIcon"]')).not.toBeNull();
      expect(gridColumnHeader(container, 'fullName').querySelector('[data-testid="FilterAltIcon"]')).toBeNull();
      const filters = button('Show filters')!;
      expect(filters.querySelector('.MuiBadge-badge')?.textContent).toBe('1');
    },
  );
});

describe('opening the panel', () => {
  claim(
    'Users open the filter panel from the column menu ("Filter"), or from the "Filters" button of the toolbar when you add one with `slots={{ toolbar: GridToolbar }}`',
    async () => {
      const { container, unmount } = render(
        <DataGrid rows={rows} columns={columns} slots={{ toolbar: GridToolbar }} />,
      );
      fireEvent.click(await menuEntry(container, 'n', 'Filter'));
      await waitFor(() => expect(document.querySelector('.MuiDataGrid-filterForm')).not.toBeNull());
      unmount();
      render(<DataGrid rows={rows} columns={columns} slots={{ toolbar: GridToolbar }} />);
      fireEvent.click(button('Show filters')!);
      await waitFor(() => expect(document.querySelector('.MuiDataGrid-filterForm')).not.toBeNull());
    },
  );

  claim(
    "Set `filterable: false` on a column to leave it out of the filter panel's column list and its column menu.",
    async () => {
      const apiRef = newGridApiRef();
      const { container } = render(
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={[{ field: 'city', filterable: false }, ...columns.slice(1)]}
          slotProps={{ baseSelect: { native: true } }}
        />,
      );
      expect(await menuEntries(container, 'city')).not.toContain('Filter');
      act(() => apiRef.current.showFilterPanel());
      const columnSelect = await waitFor(() =>
        present(document.querySelector('.MuiDataGrid-filterFormColumnInput select') as HTMLSelectElement | null),
      );
      expect([...columnSelect.options].map((option) => option.value)).toEqual(['n', 'label']);
    },
  );

  claim(
    'A filter on that column set from code (`initialState`, `filterModel` or `setFilterModel`) still applies, and the panel shows it read-only.',
    async () => {
      const apiRef = newGridApiRef();
      const { container } = render(
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={[{ field: 'city', filterable: false }, ...columns.slice(1)]}
          slotProps={{ baseSelect: { native: true } }}
          filterModel={{ items: [{ field: 'city', operator: 'equals', value: 'Paris' }] }}
        />,
      );
      expect(shownIds(container)).toEqual([2]);
      act(() => apiRef.current.showFilterPanel());
      const form = await waitFor(() => present(document.querySelector('.MuiDataGrid-filterForm')));
      expect((form.querySelector('.MuiDataGrid-filterFormColumnInput select') as HTMLSelectElement).disabled).toBe(
        true,
      );
      expect((form.querySelector('.MuiDataGrid-filterFormValueInput input') as HTMLInputElement).disabled).toBe(true);
    },
  );

  claim(
    'Set `disableColumnFilter` on the grid to remove filtering from the UI entirely (a filter model set from code still applies).',
    async () => {
      const { container } = render(
        <DataGrid
          rows={rows}
          columns={columns}
          disableColumnFilter
          slots={{ toolbar: GridToolbar }}
          initialState={{ filter: { filterModel: { items: [{ field: 'n', operator: '>', value: 10 }] } } }}
        />,
      );
      expect(shownIds(container)).toEqual([2, 3]);
      expect(button('Show filters')).toBeUndefined();
      expect(await menuEntries(container, 'n')).not.toContain('Filter');
    },
  );
});

describe('operators and values', () => {
  const apiRef = newGridApiRef();
  const operatorsOf = (type: GridColDef['type']) => {
    render(<DataGrid apiRef={apiRef} autoHeight rows={[]} columns={[{ field: 'x', type }]} />);
    return apiRef.current.getColumn('x').filterOperators!.map((operator) => operator.value);
  };
  /** The operator values the table lists, in the order the panel offers them, for each of the row's types. */
  const expectOperators = (types: GridColDef['type'][], values: string[]) => {
    for (const type of types) expect(operatorsOf(type)).toEqual(values);
  };
  claim(
    '`contains`, `doesNotContain`, `equals`, `doesNotEqual`, `startsWith`, `endsWith`, `isEmpty`, `isNotEmpty`, `isAnyOf`',
    () =>
      expectOperators(
        ['string'],
        [
          'contains',
          'doesNotContain',
          'equals',
          'doesNotEqual',
          'startsWith',
          'endsWith',
          'isEmpty',
          'isNotEmpty',
          'isAnyOf',
        ],
      ),
  );
  claim('`=`, `!=`, `>`, `>=`, `<`, `<=`, `isEmpty`, `isNotEmpty`, `isAnyOf`', () =>
    expectOperators(['number'], ['=', '!=', '>', '>=', '<', '<=', 'isEmpty', 'isNotEmpty', 'isAnyOf']),
  );
  claim('`is`, `not`, `after`, `onOrAfter`, `before`, `onOrBefore`, `isEmpty`, `isNotEmpty`', () =>
    expectOperators(
      ['date', 'dateTime'],
      ['is', 'not', 'after', 'onOrAfter', 'before', 'onOrBefore', 'isEmpty', 'isNotEmpty'],
    ),
  );
  claim('`is`', () => expectOperators(['boolean'], ['is']));
  claim('`is`, `not`, `isAnyOf`', () => expectOperators(['singleSelect'], ['is', 'not', 'isAnyOf']));

  claim(
    'Filters are evaluated on the cell value, which is the result of `valueGetter` when the column has one, not on the text produced by `valueFormatter`.',
    () => {
      const { container } = render(
        <DataGrid
          autoHeight
          rows={rows}
          columns={[
            { field: 'n', type: 'number', valueGetter: (value: number) => value * 10, valueFormatter: () => '1' },
          ]}
          filterModel={{ items: [{ field: 'n', operator: '>', value: 100 }] }}
        />,
      );
      expect(shownIds(container)).toEqual([2, 3]);
    },
  );

  claim('Items without a value are ignored by operators that need one.', () => {
    const { container } = render(
      <DataGrid
        autoHeight
        rows={rows}
        columns={columns}
        filterModel={{ items: [{ field: 'label', operator: 'equals' }] }}
      />,
    );
    expect(shownIds(container)).toEqual([1, 2, 3]);
    const empty = render(
      <DataGrid
        autoHeight
        rows={[...rows, { id: 4, city: '', n: 0, label: '' }]}
        columns={columns}
        filterModel={{ items: [{ field: 'label', operator: 'isEmpty' }] }}
      />,
    );
    expect(shownIds(empty.container)).toEqual([4]);
  });

  claim(
    'choosing "Filter" in another column\'s menu replaces the current condition, and a model with several items (passed as a prop or built with `upsertFilterItem`) keeps only the first one and logs an error.',
    async () => {
      const apiRef = newGridApiRef();
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { container } = render(
        <DataGrid
          apiRef={apiRef}
          autoHeight
          rows={rows}
          columns={columns}
          initialState={{ filter: { filterModel: { items: [{ id: 1, field: 'n', operator: '>', value: 10 }] } } }}
        />,
      );
      fireEvent.click(await menuEntry(container, 'city', 'Filter'));
      expect(apiRef.current.state.filter.filterModel.items.map((item) => item.field)).toEqual(['city']);
      act(() => apiRef.current.setFilterModel({ items: [{ id: 1, field: 'n', operator: '>', value: 10 }] }));
      act(() => apiRef.current.upsertFilterItem({ id: 2, field: 'city', operator: 'equals', value: 'Paris' }));
      expect(apiRef.current.state.filter.filterModel.items.map((item) => item.id)).toEqual([1]);
      expect(shownIds(container)).toEqual([2, 3]);
      expect(error.mock.calls.flat().join(' ')).toMatch(/can only contain a single item/);
      error.mockRestore();
    },
  );
});

describe('Pro and derived values', () => {
  claim(
    'The same panel on `DataGridPro` has an "Add filter" button and an And/Or selector. This grid opens with two conditions, engineers earning more than 100,000',
    async () => {
      const { container } = render(<ProFilteringGrid />);
      const shown = [...container.querySelectorAll('[role="row"][data-id]')];
      expect(shown.length).toBeGreaterThan(0);
      for (const row of shown) {
        expect(row.querySelector('[data-field="department"]')!.textContent).toBe('Engineering');
        expect(Number(row.querySelector('[data-field="salary"]')!.textContent!.replace(/\D/g, ''))).toBeGreaterThan(
          100000,
        );
      }
      fireEvent.click(button('Show filters')!);
      await waitFor(() => expect(button('Add filter')).toBeDefined());
      expect(document.querySelectorAll('.MuiDataGrid-filterForm')).toHaveLength(2);
      expect(document.querySelector('.MuiDataGrid-filterFormLogicOperatorInput')).not.toBeNull();
    },
  );

  claim('the salary column displays "$120k" but a filter such as "Salary > 150000" compares the numbers', () => {
    const { container } = render(<FilterDerivedValueGrid />);
    const salaries = [...container.querySelectorAll('[role="row"][data-id] [data-field="salary"]')].map(
      (cell) => cell.textContent,
    );
    expect(salaries.every((text) => /^\$\d+k$/.test(text!))).toBe(true);
    // "the filter that opens the demo (">= 10") tests that computed number"
    const seniority = [...container.querySelectorAll('[role="row"][data-id] [data-field="seniority"]')].map((cell) =>
      Number(cell.textContent),
    );
    expect(seniority.length).toBeGreaterThan(0);
    expect(seniority.every((years) => years >= 10)).toBe(true);
  });

  claim(
    'its `valueGetter` computes the value, and the filter that opens the demo (">= 10") tests that computed number',
    () => {
      const { container } = render(<FilterDerivedValueGrid />);
      const apiRows = container.querySelectorAll('[role="row"][data-id]');
      // 80 employees; those who joined less than 10 years before the demo's date are filtered out.
      expect(apiRows.length).toBeLessThan(80);
    },
  );
});

describe('controlled model', () => {
  claim(
    'The callback receives the new model and a details object; its optional `reason` names the filter operation that produced the change',
    () => {
      const onFilterModelChange = vi.fn();
      const apiRef = newGridApiRef();
      render(
        <DataGrid apiRef={apiRef} autoHeight rows={rows} columns={columns} onFilterModelChange={onFilterModelChange} />,
      );
      act(() => apiRef.current.upsertFilterItem({ id: 1, field: 'n', operator: '>', value: 10 }));
      const [model, details] = onFilterModelChange.mock.lastCall!;
      expect(model.items).toEqual([{ id: 1, field: 'n', operator: '>', value: 10 }]);
      expect(details.reason).toBe('upsertFilterItem');
    },
  );

  claim("Below, the buttons replace the model and the grid's own panel keeps working.", async () => {
    const { container } = render(<ControlledFilteringGrid />);
    fireEvent.click(button('Over 50')!);
    const ages = () =>
      [...container.querySelectorAll('[role="row"][data-id] [data-field="age"]')].map((cell) =>
        Number(cell.textContent),
      );
    expect(ages().length).toBeGreaterThan(0);
    expect(ages().every((age) => age > 50)).toBe(true);
    expect(container.querySelector('pre')!.textContent).toContain('"operator":">","value":50');
    fireEvent.click(await menuEntry(container, 'age', 'Filter'));
    await waitFor(() => expect(document.querySelector('.MuiDataGrid-filterForm')).not.toBeNull());
  });

  claim(
    'In the demo, `disableColumnFilter` removes the filter entries from the column menus, so the tabs above the grid are the only way to filter, through the `filterModel` they build.',
    async () => {
      const { container } = render(<DisableColumnFilterGrid />);
      expect(await menuEntries(container, 'department')).not.toContain('Filter');
      fireEvent.click(button('Design')!);
      const departments = [...container.querySelectorAll('[role="row"][data-id] [data-field="department"]')].map(
        (cell) => cell.textContent,
      );
      expect(departments.length).toBeGreaterThan(0);
      expect(new Set(departments)).toEqual(new Set(['Design']));
    },
  );
});

describe('ignoring accents', () => {
  claim(
    'with it, "Montreal" finds "Montréal". The option applies to the filter panel, header filters and the quick filter.',
    () => {
      const model: GridFilterModel = { items: [{ field: 'city', operator: 'contains', value: 'montreal' }] };
      const withOption = render(
        <DataGrid autoHeight ignoreDiacritics rows={rows} columns={columns} filterModel={model} />,
      );
      expect(shownIds(withOption.container)).toEqual([1, 3]);
      const without = render(<DataGrid autoHeight rows={rows} columns={columns} filterModel={model} />);
      expect(shownIds(without.container)).toEqual([3]);
      const quick = render(
        <DataGrid
          autoHeight
          ignoreDiacritics
          rows={rows}
          columns={columns}
          filterModel={{ items: [], quickFilterValues: ['montreal'] }}
        />,
      );
      expect(shownIds(quick.container)).toEqual([1, 3]);
      const headerFilter = render(
        <DataGridPro autoHeight headerFilters ignoreDiacritics rows={rows} columns={columns} filterModel={model} />,
      );
      expect(shownIds(headerFilter.container)).toEqual([1, 3]);
    },
  );

  claim('Filters only run again when the model or the rows change.', () => {
    const model: GridFilterModel = { items: [{ field: 'city', operator: 'contains', value: 'montreal' }] };
    const grid = (ignoreDiacritics: boolean) => (
      <DataGrid
        autoHeight
        ignoreDiacritics={ignoreDiacritics}
        rows={rows}
        columns={columns}
        initialState={{ filter: { filterModel: model } }}
      />
    );
    const { container, rerender } = render(grid(true));
    rerender(grid(false));
    expect(shownIds(container)).toEqual([1, 3]);
  });

  claim(
    'It starts with the condition "city contains montreal": turn the switch off and the rows spelled "Montréal" disappear.',
    () => {
      const { container } = render(<IgnoreDiacriticsFilterGrid />);
      const cities = () =>
        new Set(
          [...container.querySelectorAll('[role="row"][data-id] [data-field="city"]')].map((cell) => cell.textContent),
        );
      expect(cities()).toEqual(new Set(['Montréal']));
      fireEvent.click(document.querySelector('input[type="checkbox"]')!);
      expect(cities()).toEqual(new Set());
    },
  );
});

claim('the grid stops filtering rows itself and you pass it the rows the server returns', () => {
  const { container } = render(
    <DataGrid
      autoHeight
      filterMode="server"
      rows={rows}
      columns={columns}
      filterModel={{ items: [{ field: 'n', operator: '>', value: 10 }] }}
    />,
  );
  expect(shownIds(container)).toEqual([1, 2, 3]);
});

describe('API object', () => {
  const apiRef = newGridApiRef();
  const onFilterModelChange = vi.fn();
  const setup = () =>
    render(
      <DataGridPro
        apiRef={apiRef as never}
        autoHeight
        rows={rows}
        columns={columns}
        onFilterModelChange={onFilterModelChange}
        initialState={{ sorting: { sortModel: [{ field: 'label', sort: 'asc' }] } }}
      />,
    ).container;
  const items = () => apiRef.current.state.filter.filterModel.items;

  claim('Replaces the whole filter model', () => {
    setup();
    act(() => apiRef.current.upsertFilterItem({ id: 1, field: 'n', operator: '>', value: 1 }));
    act(() => apiRef.current.setFilterModel({ items: [{ id: 2, field: 'label', operator: 'equals', value: 'a' }] }));
    expect(items().map((item) => item.id)).toEqual([2]);
  });

  claim('Adds an item, or updates the one with the same `id`', () => {
    setup();
    act(() => apiRef.current.upsertFilterItem({ id: 1, field: 'n', operator: '>', value: 1 }));
    act(() => apiRef.current.upsertFilterItem({ id: 2, field: 'n', operator: '<', value: 100 }));
    act(() => apiRef.current.upsertFilterItem({ id: 1, field: 'n', operator: '>', value: 6 }));
    expect(items().map((item) => [item.id, item.value])).toEqual([
      [1, 6],
      [2, 100],
    ]);
  });

  claim('Same, for several items', () => {
    setup();
    act(() =>
      apiRef.current.upsertFilterItems([
        { id: 1, field: 'n', operator: '>', value: 1 },
        { id: 2, field: 'n', operator: '<', value: 100 },
      ]),
    );
    expect(items()).toHaveLength(2);
  });

  claim('Removes an item', () => {
    setup();
    act(() => apiRef.current.upsertFilterItem({ id: 1, field: 'n', operator: '>', value: 1 }));
    act(() => apiRef.current.deleteFilterItem({ id: 1, field: 'n', operator: '>' }));
    expect(items()).toEqual([]);
  });

  claim('Changes how items are combined', () => {
    const container = setup();
    act(() =>
      apiRef.current.upsertFilterItems([
        { id: 1, field: 'n', operator: '>', value: 15 },
        { id: 2, field: 'label', operator: 'equals', value: 'c' },
      ]),
    );
    expect(shownIds(container)).toEqual([]);
    act(() => apiRef.current.setFilterLogicOperator('or' as never));
    expect(shownIds(container)).toEqual([2, 3]);
  });

  claim('Sets the quick filter values', () => {
    const container = setup();
    act(() => apiRef.current.setQuickFilterValues(['paris']));
    expect(shownIds(container)).toEqual([2]);
  });

  claim(
    'Opens the panel; with `field`, adds an empty filter on that column unless it already has one, after dropping the items still waiting for a value (Community replaces its one filter instead)',
    async () => {
      setup();
      act(() => apiRef.current.showFilterPanel('label'));
      await waitFor(() => expect(document.querySelector('.MuiDataGrid-filterForm')).not.toBeNull());
      expect(items().map((item) => item.field)).toEqual(['label']);
      act(() => apiRef.current.hideFilterPanel());
      await waitFor(() => expect(document.querySelector('.MuiDataGrid-filterForm')).toBeNull());
      // Pro: the filter on `n` has a value and stays; the one on `city` waits for a value and goes.
      const n = { id: 1, field: 'n', operator: '>', value: 1 };
      act(() => apiRef.current.setFilterModel({ items: [n, { id: 2, field: 'city', operator: 'contains' }] }));
      act(() => apiRef.current.showFilterPanel('label'));
      expect(items().map((item) => [item.field, item.value])).toEqual([
        ['n', 1],
        ['label', undefined],
      ]);
      // `n` already has a filter: nothing is added.
      act(() => apiRef.current.showFilterPanel('n'));
      expect(items().map((item) => item.field)).toEqual(['n']);
      act(() => apiRef.current.hideFilterPanel());
      cleanup();
      // Community: the empty filter on `label` takes the place of the one on `n`.
      const community = newGridApiRef();
      render(
        <DataGrid
          apiRef={community}
          autoHeight
          rows={rows}
          columns={columns}
          initialState={{ filter: { filterModel: { items: [n] } } }}
        />,
      );
      act(() => community.current.showFilterPanel('label'));
      expect(community.current.state.filter.filterModel.items.map((item) => item.field)).toEqual(['label']);
      act(() => community.current.hideFilterPanel());
    },
  );

  claim('Closes the panel', async () => {
    setup();
    act(() => apiRef.current.showFilterPanel());
    await waitFor(() => expect(document.querySelector('.MuiDataGrid-panel')).not.toBeNull());
    act(() => apiRef.current.hideFilterPanel());
    await waitFor(() => expect(document.querySelector('.MuiDataGrid-panel')).toBeNull());
  });

  claim(
    'use `gridFilteredSortedRowIdsSelector` (ids, in sorted order) or `gridFilteredSortedRowEntriesSelector` (ids and row models). `gridFilterModelSelector` returns the current model.',
    () => {
      setup();
      const model = { items: [{ id: 1, field: 'n', operator: '>', value: 10 }] };
      act(() => apiRef.current.setFilterModel(model));
      expect(gridFilteredSortedRowIdsSelector(apiRef)).toEqual([2, 3]);
      expect(gridFilteredSortedRowEntriesSelector(apiRef)).toEqual([
        { id: 2, model: rows[1] },
        { id: 3, model: rows[2] },
      ]);
      expect(gridFilterModelSelector(apiRef).items).toEqual(model.items);
    },
  );

  claim(
    "calling `apiRef.current.upsertFilterItem` from code gives the same `'upsertFilterItem'` as the panel.",
    async () => {
      setup();
      onFilterModelChange.mockClear();
      act(() => apiRef.current.upsertFilterItem({ id: 1, field: 'n', operator: '>', value: 10 }));
      expect(onFilterModelChange.mock.lastCall![1].reason).toBe('upsertFilterItem');
      act(() => apiRef.current.showFilterPanel());
      const input = await waitFor(() =>
        present(document.querySelector('.MuiDataGrid-filterFormValueInput input') as HTMLInputElement | null),
      );
      onFilterModelChange.mockClear();
      fireEvent.change(input, { target: { value: '3' } });
      await waitFor(() => expect(onFilterModelChange).toHaveBeenCalled());
      expect(onFilterModelChange.mock.lastCall![1].reason).toBe('upsertFilterItem');
    },
  );

  claim(
    'A model set with `setFilterModel` has no reason unless you pass one as the second argument, which is the way to mark changes made by your own code.',
    () => {
      setup();
      onFilterModelChange.mockClear();
      act(() => apiRef.current.setFilterModel({ items: [{ id: 1, field: 'n', operator: '>', value: 10 }] }));
      expect(onFilterModelChange.mock.lastCall![1].reason).toBeUndefined();
      act(() => apiRef.current.setFilterModel({ items: [] }, 'restoreState'));
      expect(onFilterModelChange.mock.lastCall![1].reason).toBe('restoreState');
    },
  );

  claim(
    'Changes made in the panel come with a `reason` in the details (`upsertFilterItem`, `deleteFilterItem`…).',
    async () => {
      setup();
      act(() => apiRef.current.showFilterPanel('n'));
      const remove = await waitFor(() => present(button('Delete')));
      onFilterModelChange.mockClear();
      fireEvent.click(remove);
      expect(onFilterModelChange.mock.lastCall![1].reason).toBe('deleteFilterItem');
    },
  );
});

claim(
  'The demo calls `setFilterModel` and `showFilterPanel` from its buttons, and prints what `onFilterModelChange` receives.',
  async () => {
    const { container } = render(<FilterApiMethodsGrid />);
    fireEvent.click(button('Admins only')!);
    expect(document.body.textContent).toContain('(no reason): [isAdmin is true]');
    const admins = [...container.querySelectorAll('[role="row"][data-id] [data-field="isAdmin"] svg')];
    expect(admins.every((icon) => icon.getAttribute('data-value') === 'true')).toBe(true);
    fireEvent.click(button('Filter by age…')!);
    await waitFor(() => expect(document.querySelector('.MuiDataGrid-filterForm')).not.toBeNull());
    expect(document.body.textContent).toContain('(no reason): [age = …]');
  },
);

claim(
  '[Header filters](/x/react-data-grid/filtering/header-filters/): a filter input under every column header',
  () => {
    const { container } = render(<DataGridPro autoHeight headerFilters rows={rows} columns={columns} />);
    expect(container.querySelectorAll('.MuiDataGrid-headerFilterRow [data-field]')).toHaveLength(columns.length);
  },
);
