import * as React from 'react';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import {
  DataGrid,
  GridFilterInputMultipleValue,
  GridFilterInputValue,
  GridToolbar,
  getGridDateOperators,
  getGridNumericOperators,
  getGridStringOperators,
  gridFilterModelSelector,
  useGridApiContext,
  type GridColDef,
  type GridColTypeDef,
  type GridFilterItem,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { afterEach, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { gridColumnTexts } from '@/claims/gridColumnTexts';
import { newGridApiRef } from '@/claims/newGridApiRef';
import { DEMO_TODAY } from '@content/demoData';
import BetweenOperatorGrid from './demos/BetweenOperatorGrid';
import CustomOperatorGrid from './demos/CustomOperatorGrid';
import FilterColumnsGrid from './demos/FilterColumnsGrid';
import FilterPanelContentGrid from './demos/FilterPanelContentGrid';
import RelativeDateOperatorGrid from './demos/RelativeDateOperatorGrid';
import RestrictedOperatorsGrid from './demos/RestrictedOperatorsGrid';
import WrappedOperatorsGrid from './demos/WrappedOperatorsGrid';

const rows = [
  { id: 1, name: 'Ann', team: 'Design', n: 5 },
  { id: 2, name: 'Bob', team: 'Sales', n: 20 },
  { id: 3, name: 'Cy', team: '', n: 12 },
];
const columns: GridColDef[] = [{ field: 'name' }, { field: 'team' }, { field: 'n', type: 'number' }];
const shownIds = (root: Element) =>
  [...root.querySelectorAll('[role="row"][data-id]')].map((row) => Number(row.getAttribute('data-id')));
const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (element) => element.textContent === name || element.getAttribute('aria-label') === name,
  );
const forms = () => [...document.querySelectorAll('.MuiDataGrid-filterForm')];
/** The text a (non-native) select of a filter row shows: `Column`, `Operator` or `LogicOperator`. */
const selected = (form: Element, part: string) =>
  form.querySelector(`.MuiDataGrid-filterForm${part}Input .MuiSelect-select`)?.textContent;
/** The options of a native select of the first filter row. */
const nativeOptions = (part: string) =>
  [...(document.querySelector(`.MuiDataGrid-filterForm${part}Input select`) as HTMLSelectElement).options].map(
    (option) => option.value,
  );
const openFilterFromMenu = async (root: Element, field: string) => {
  fireEvent.click(root.querySelector(`[role="columnheader"][data-field="${field}"] .MuiDataGrid-menuIcon button`)!);
  const menu = await waitFor(() => present(document.querySelector('[role="menu"]')));
  fireEvent.click([...menu.querySelectorAll('[role="menuitem"]')].find((item) => item.textContent === 'Filter')!);
  return waitFor(() => present(document.querySelector('.MuiDataGrid-filterForm')));
};
const nativeSelects = { baseSelect: { native: true } };

/** Throws until the value exists, so that `waitFor` retries. */
const present = <T,>(value: T | null | undefined): T => {
  if (value == null) throw new Error('Not rendered yet');
  return value;
};

// Each claim renders its own grid: unmount it before the next one.
afterEach(cleanup);

describe("choosing a column's operators", () => {
  claim('The `filterOperators` property of a column replaces the operators offered for it.', () => {
    const apiRef = newGridApiRef();
    const only = getGridNumericOperators().filter((operator) => ['>', '<'].includes(operator.value));
    render(
      <DataGrid
        apiRef={apiRef}
        autoHeight
        rows={rows}
        columns={[{ field: 'n', type: 'number', filterOperators: only }]}
        slotProps={nativeSelects}
      />,
    );
    act(() => apiRef.current.showFilterPanel('n'));
    expect(nativeOptions('Operator')).toEqual(['>', '<']);
  });

  claim('`getGridDateOperators()` (pass `true` for `dateTime` columns)', () => {
    expect(getGridDateOperators()[0]!.InputComponentProps).toEqual({ type: 'date' });
    expect(getGridDateOperators(true)[0]!.InputComponentProps).toEqual({ type: 'datetime-local' });
  });

  claim(
    'can carry `filterOperators` as well; without them, its columns offer the operators of the built-in `type` it is based on.',
    () => {
      const apiRef = newGridApiRef();
      const custom = getGridNumericOperators().slice(0, 1);
      const withOperators: GridColTypeDef = { type: 'number', filterOperators: custom };
      const plain: GridColTypeDef = { type: 'number' };
      render(
        <DataGrid
          apiRef={apiRef}
          autoHeight
          rows={rows}
          columns={[
            { field: 'n', ...withOperators },
            { field: 'm', ...plain },
          ]}
        />,
      );
      expect(apiRef.current.getColumn('n').filterOperators!.map((operator) => operator.value)).toEqual(['=']);
      expect(apiRef.current.getColumn('m').filterOperators!.map((operator) => operator.value)).toEqual(
        getGridNumericOperators().map((operator) => operator.value),
      );
    },
  );

  claim('The first operator of the list is the one selected when a user adds a filter on that column.', async () => {
    const operators = getGridStringOperators().filter((operator) => ['endsWith', 'equals'].includes(operator.value));
    const { container } = render(
      <DataGrid autoHeight rows={rows} columns={[{ field: 'name', filterOperators: operators }]} />,
    );
    const form = await openFilterFromMenu(container, 'name');
    expect(selected(form, 'Operator')).toBe('equals');
  });

  claim(
    'A filter item whose `operator` is not in the column\'s list makes the grid throw ("No filter operator found for column…")',
    () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(() =>
        render(
          <DataGrid
            autoHeight
            rows={rows}
            columns={columns}
            filterModel={{ items: [{ field: 'n', operator: 'contains', value: 'x' }] }}
          />,
        ),
      ).toThrow(/No filter operator found for column/);
      error.mockRestore();
    },
  );

  claim(
    'In the demo, the Name column offers only "starts with" and "contains", in that order, so a new filter on it starts as "starts with"; the Salary column offers only ">" and "<".',
    async () => {
      const { container } = render(<RestrictedOperatorsGrid />);
      const form = await openFilterFromMenu(container, 'fullName');
      expect(selected(form, 'Operator')).toBe('starts with');
      fireEvent.mouseDown(form.querySelector('.MuiDataGrid-filterFormOperatorInput [role="combobox"]')!);
      const options = await waitFor(() => [...document.querySelectorAll('[role="listbox"] [role="option"]')]);
      expect(options.map((option) => option.textContent)).toEqual(['starts with', 'contains']);
    },
  );

  claim('Department keeps every string operator.', async () => {
    const { container } = render(<RestrictedOperatorsGrid />);
    const form = await openFilterFromMenu(container, 'department');
    fireEvent.mouseDown(form.querySelector('.MuiDataGrid-filterFormOperatorInput [role="combobox"]')!);
    const options = await waitFor(() => [...document.querySelectorAll('[role="listbox"] [role="option"]')]);
    expect(options).toHaveLength(getGridStringOperators().length);
  });

  claim('the Salary column offers only ">" and "<".', async () => {
    const { container } = render(<RestrictedOperatorsGrid />);
    const form = await openFilterFromMenu(container, 'salary');
    fireEvent.mouseDown(form.querySelector('.MuiDataGrid-filterFormOperatorInput [role="combobox"]')!);
    const options = await waitFor(() => [...document.querySelectorAll('[role="listbox"] [role="option"]')]);
    expect(options.map((option) => option.textContent)).toEqual(['>', '<']);
  });
});

describe('creating an operator', () => {
  const input = vi.fn((props: { item: { value?: string }; applyValue: (item: object) => void; label?: string }) => (
    <input
      aria-label={props.label ?? 'value'}
      value={props.item.value ?? ''}
      onChange={(event) => props.applyValue({ ...props.item, value: event.target.value })}
    />
  ));
  const prepare = vi.fn();
  const test = vi.fn();
  const startsWithB: GridFilterOperator = {
    label: 'Begins',
    headerLabel: 'B…',
    value: 'begins',
    getApplyFilterFn: (item) => {
      prepare();
      if (!item.value) return null;
      return (value, row) => {
        test(value, row);
        return String(value).startsWith(item.value);
      };
    },
    InputComponent: input as never,
    getValueAsString: (value) => `«${value}»`,
  };
  const setup = (filterValue?: string) => {
    const apiRef = newGridApiRef();
    const { container } = render(
      <DataGridPro
        apiRef={apiRef as never}
        autoHeight
        headerFilters
        rows={rows}
        columns={[
          { field: 'name', filterOperators: [startsWithB] },
          { field: 'n', type: 'number' },
        ]}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: filterValue ? [{ id: 1, field: 'name', operator: 'begins', value: filterValue }] : [],
            },
          },
        }}
      />,
    );
    return { apiRef, container };
  };

  claim('The identifier stored in `GridFilterItem.operator`', async () => {
    const { apiRef } = setup();
    act(() => apiRef.current.showFilterPanel('name'));
    expect(gridFilterModelSelector(apiRef).items[0]!.operator).toBe('begins');
  });

  claim(
    'The text shown in the operator select (`headerLabel` overrides it in [header filters](/x/react-data-grid/filtering/header-filters/))',
    async () => {
      const { apiRef, container } = setup('B');
      act(() => apiRef.current.showFilterPanel());
      const form = await waitFor(() => forms()[0]!);
      expect(selected(form, 'Operator')).toBe('Begins');
      expect(container.querySelector('.MuiDataGrid-headerFilterRow input[aria-label="B…"]')).not.toBeNull();
    },
  );

  claim('or `null` to skip filtering (for example while the value is empty)', () => {
    const { container } = setup('');
    expect(shownIds(container)).toEqual([1, 2, 3]);
  });

  claim(
    'It receives `GridFilterInputValueProps`: the `item`, an `applyValue(item)` callback and a `focusElementRef`',
    async () => {
      const { apiRef, container } = setup();
      act(() => apiRef.current.showFilterPanel('name'));
      await waitFor(() => expect(forms()).toHaveLength(1));
      expect(input.mock.lastCall![0]).toEqual(
        expect.objectContaining({ item: expect.objectContaining({ field: 'name' }), applyValue: expect.any(Function) }),
      );
      expect(input.mock.lastCall![0]).toHaveProperty('focusElementRef');
      fireEvent.change(forms()[0]!.querySelector('input[aria-label="value"]')!, { target: { value: 'B' } });
      await waitFor(() => expect(shownIds(container)).toEqual([2]));
    },
  );

  claim("used where filters are summarized (for example in the tooltip of the toolbar's filter button)", async () => {
    setup('B');
    fireEvent.mouseOver(button('Show filters')!);
    await waitFor(() => expect(document.querySelector('[role="tooltip"]')?.textContent).toContain('«B»'));
  });

  claim('Set to `false` for operators that work without a value, like `isEmpty`', () => {
    const isEmpty = getGridStringOperators().find((operator) => operator.value === 'isEmpty')!;
    expect(isEmpty.requiresFilterValue).toBe(false);
    const { container } = render(
      <DataGrid
        autoHeight
        rows={rows}
        columns={columns}
        filterModel={{ items: [{ field: 'team', operator: 'isEmpty' }] }}
      />,
    );
    expect(shownIds(container)).toEqual([3]);
  });

  claim(
    '`getApplyFilterFn` runs each time the grid applies the filters (after a change of the model, the rows or the columns), twice per item in 7.21.0 (once to build the row test, once to check that the item applies), and the function it returns runs once per row',
    () => {
      const { apiRef } = setup('B');
      prepare.mockClear();
      test.mockClear();
      act(() => apiRef.current.setFilterModel({ items: [{ id: 1, field: 'name', operator: 'begins', value: 'C' }] }));
      expect(prepare).toHaveBeenCalledTimes(2);
      expect(test).toHaveBeenCalledTimes(rows.length);
      prepare.mockClear();
      act(() => apiRef.current.updateRows([{ id: 4, name: 'Cat', team: 'x', n: 1 }]));
      expect(prepare).toHaveBeenCalledTimes(2);
    },
  );

  claim(
    'The row test receives the cell value, which is the output of `valueGetter` when the column has one, and the row itself for tests that need other fields.',
    () => {
      const seen = vi.fn(() => true);
      const operator: GridFilterOperator = { label: 'x', value: 'x', getApplyFilterFn: () => seen };
      render(
        <DataGrid
          autoHeight
          rows={rows.slice(0, 1)}
          columns={[
            { field: 'name', valueGetter: (value: string) => value.toUpperCase(), filterOperators: [operator] },
          ]}
          filterModel={{ items: [{ field: 'name', operator: 'x', value: 1 }] }}
        />,
      );
      expect(seen).toHaveBeenCalledWith('ANN', rows[0], expect.objectContaining({ field: 'name' }), expect.anything());
    },
  );

  claim(
    'Receives the filter item and the column, and returns a function `(value, row, column, apiRef) => boolean`',
    () => {
      const rowTest = vi.fn(() => true);
      const outer = vi.fn(() => rowTest);
      const operator: GridFilterOperator = { label: 'x', value: 'x', getApplyFilterFn: outer };
      const item = { field: 'name', operator: 'x', value: 1 };
      const apiRef = newGridApiRef();
      render(
        <DataGrid
          apiRef={apiRef}
          autoHeight
          rows={rows.slice(0, 1)}
          columns={[{ field: 'name', filterOperators: [operator] }]}
          filterModel={{ items: [item] }}
        />,
      );
      expect(outer).toHaveBeenCalledWith(expect.objectContaining(item), expect.objectContaining({ field: 'name' }));
      const [value, row, column, gridApiRef] = rowTest.mock.calls[0] as unknown as unknown[];
      expect([value, row, (column as GridColDef).field, gridApiRef]).toEqual(['Ann', rows[0], 'name', apiRef]);
    },
  );

  claim('Extra props for the input component', async () => {
    const Input = vi.fn((props: { tone?: string }) => <input aria-label="value" data-tone={props.tone} />);
    const operator: GridFilterOperator = {
      label: 'x',
      value: 'x',
      getApplyFilterFn: () => null,
      InputComponent: Input as never,
      InputComponentProps: { tone: 'warm' },
    };
    const apiRef = newGridApiRef();
    render(
      <DataGrid apiRef={apiRef} autoHeight rows={rows} columns={[{ field: 'name', filterOperators: [operator] }]} />,
    );
    act(() => apiRef.current.showFilterPanel('name'));
    await waitFor(() => expect(forms()).toHaveLength(1));
    // The extra props arrive next to the ones every input gets.
    expect(forms()[0]!.querySelector('input[aria-label="value"]')!.getAttribute('data-tone')).toBe('warm');
    expect(Input.mock.lastCall![0]).toEqual(
      expect.objectContaining({ tone: 'warm', item: expect.objectContaining({ field: 'name' }) }),
    );
  });

  claim(
    'The built-in text input is exported as `GridFilterInputValue` and the multi-value input as `GridFilterInputMultipleValue`',
    () => {
      const byValue = Object.fromEntries(getGridStringOperators().map((operator) => [operator.value, operator]));
      expect(byValue.contains!.InputComponent).toBe(GridFilterInputValue);
      expect(byValue.isAnyOf!.InputComponent).toBe(GridFilterInputMultipleValue);
    },
  );

  claim(
    'The input component owns nothing: it reads `item.value` and reports every change with `applyValue({ ...item, value })`.',
    async () => {
      const { apiRef, container } = setup('A');
      act(() => apiRef.current.showFilterPanel());
      const field = await waitFor(() => forms()[0]!.querySelector('input[aria-label="value"]') as HTMLInputElement);
      expect(field.value).toBe('A');
      fireEvent.change(field, { target: { value: 'B' } });
      await waitFor(() => expect(shownIds(container)).toEqual([2]));
      expect(gridFilterModelSelector(apiRef).items[0]!.value).toBe('B');
    },
  );

  claim('Give the input a visible label; the panel does not add one for you.', async () => {
    const { apiRef } = setup();
    act(() => apiRef.current.showFilterPanel('name'));
    const form = await waitFor(() => forms()[0]!);
    expect(form!.querySelector('.MuiDataGrid-filterFormValueInput label')).toBeNull();
    expect(input.mock.lastCall![0].label).toBeUndefined();
    expect(form!.querySelector('.MuiDataGrid-filterFormValueInput input[aria-label="value"]')).not.toBeNull();
  });
});

describe('the operator demos', () => {
  claim(
    'The rating column of the demo only offers this "At least" operator, with stars as input. The salary column keeps two of the built-in operators.',
    async () => {
      const { container } = render(<CustomOperatorGrid />);
      const ratings = [...container.querySelectorAll('[role="row"][data-id] [data-field="rating"] .MuiRating-root')];
      expect(ratings.length).toBeGreaterThan(0);
      for (const rating of ratings)
        expect(Number(rating.getAttribute('aria-label')?.match(/\d/)?.[0])).toBeGreaterThanOrEqual(4);
      const form = await openFilterFromMenu(container, 'rating');
      expect(selected(form, 'Operator')).toBe('At least');
      expect(form.querySelector('.MuiDataGrid-filterFormValueInput .MuiRating-root')).not.toBeNull();
      fireEvent.mouseDown(form.querySelector('.MuiDataGrid-filterFormOperatorInput [role="combobox"]')!);
      const options = await waitFor(() => [...document.querySelectorAll('[role="listbox"] [role="option"]')]);
      expect(options.map((option) => option.textContent)).toEqual(['At least']);
    },
  );

  claim('Attach `focusElementRef` to the element that should receive focus when the filter form opens', async () => {
    const { container } = render(<BetweenOperatorGrid />);
    const form = await openFilterFromMenu(container, 'age');
    const from = [...form.querySelectorAll('input')].find((element) => element.type === 'number')!;
    await waitFor(() => expect(document.activeElement).toBe(from));
  });

  claim(
    'users type salaries in thousands ("150" for 150,000): the wrapper scales the value and hands it to the original test, for every numeric operator at once, including `isAnyOf`, whose value is an array.',
    () => {
      const { container } = render(<WrappedOperatorsGrid />);
      const salaries = gridColumnTexts(container, 'salary').map((text) => Number(text.replace(/\D/g, '')));
      expect(salaries.length).toBeGreaterThan(0);
      expect(salaries.every((salary) => salary > 150000)).toBe(true);
      expect(salaries.length).toBeLessThan(60);
    },
  );

  claim(
    'A "between" operator stores both bounds in one array and renders two inputs side by side; the test returns `null` until at least one bound is typed, so an empty form doesn\'t hide every row.',
    async () => {
      const { container } = render(<BetweenOperatorGrid />);
      const ages = gridColumnTexts(container, 'age').map(Number);
      expect(ages.every((age) => age >= 30 && age <= 40)).toBe(true);
      const form = await openFilterFromMenu(container, 'age');
      const inputs = [...form.querySelectorAll('input[type="number"]')];
      expect(inputs.map((element) => (element as HTMLInputElement).value)).toEqual(['30', '40']);
      fireEvent.change(inputs[0]!, { target: { value: '' } });
      fireEvent.change(inputs[1]!, { target: { value: '' } });
      await waitFor(() => expect(shownIds(container)).toHaveLength(60));
      // "The new operator is listed first, so it is the default for the column"
      expect(selected(form, 'Operator')).toBe('Between');
    },
  );

  claim(
    'on a `number` column, a cleared bound arrives as `NaN`, so the demo treats anything that is not a finite number as missing.',
    () => {
      const seen = vi.fn();
      const operator: GridFilterOperator = {
        label: 'x',
        value: 'x',
        getApplyFilterFn: (item) => {
          seen(item.value);
          return null;
        },
      };
      render(
        <DataGrid
          autoHeight
          rows={rows}
          columns={[{ field: 'n', type: 'number', filterOperators: [operator] }]}
          filterModel={{ items: [{ field: 'n', operator: 'x', value: [undefined, '40'] }] }}
        />,
      );
      expect(seen).toHaveBeenCalledWith([NaN, 40]);
    },
  );

  claim(
    'The new operator is listed first, so it is the default for the column, followed by the built-in ones.',
    async () => {
      const { container } = render(<BetweenOperatorGrid />);
      const form = await openFilterFromMenu(container, 'age');
      fireEvent.mouseDown(form.querySelector('.MuiDataGrid-filterFormOperatorInput [role="combobox"]')!);
      const options = await waitFor(() => [...document.querySelectorAll('[role="listbox"] [role="option"]')]);
      expect(options.map((option) => option.textContent)[0]).toBe('Between');
      expect(options).toHaveLength(1 + getGridNumericOperators().length);
    },
  );

  claim(
    'The demo compares with a fixed date so that it shows the same rows on every visit; in your application, use the current date.',
    () => {
      const { container } = render(<RelativeDateOperatorGrid />);
      const since = DEMO_TODAY.subtract(2, 'year').toDate();
      const dates = gridColumnTexts(container, 'joinDate').map((text) => new Date(text));
      expect(dates.length).toBeGreaterThan(0);
      for (const date of dates) expect(date >= new Date(since.toDateString())).toBe(true);
    },
  );

  claim(
    'Remember that filters only run again when the model or the rows change: a filter relative to "now" does not refresh by itself as time passes.',
    () => {
      const now = { limit: 10 };
      const operator: GridFilterOperator = {
        label: 'below now',
        value: 'belowNow',
        getApplyFilterFn: () => (value) => value < now.limit,
      };
      const apiRef = newGridApiRef();
      const { container } = render(
        <DataGrid
          apiRef={apiRef}
          autoHeight
          rows={rows}
          columns={[{ field: 'n', type: 'number', filterOperators: [operator] }]}
          initialState={{ filter: { filterModel: { items: [{ field: 'n', operator: 'belowNow', value: 1 }] } } }}
        />,
      );
      expect(shownIds(container)).toEqual([1]);
      now.limit = 100;
      act(() => apiRef.current.forceUpdate());
      expect(shownIds(container)).toEqual([1]);
      act(() => apiRef.current.setFilterModel({ ...gridFilterModelSelector(apiRef) }));
      expect(shownIds(container)).toEqual([1, 2, 3]);
    },
  );
});

describe('the filter panel', () => {
  const proPanel = (
    filterPanel: object,
    items: GridFilterItem[] = [{ id: 1, field: 'n', operator: '>', value: 1 }],
  ) => {
    const apiRef = newGridApiRef();
    render(
      <DataGridPro
        apiRef={apiRef as never}
        autoHeight
        rows={rows}
        columns={columns}
        slotProps={{ baseSelect: { native: true }, filterPanel }}
        initialState={{ filter: { filterModel: { items } } }}
      />,
    );
    act(() => apiRef.current.showFilterPanel());
    return apiRef;
  };
  const two = [
    { id: 1, field: 'n', operator: '>', value: 1 },
    { id: 2, field: 'name', operator: 'contains', value: 'b' },
  ];

  claim(
    'The logic operators offered between conditions, `[GridLogicOperator.And, GridLogicOperator.Or]` by default. With a single one, the select is shown but disabled',
    () => {
      proPanel({}, two);
      // The first row's select is a placeholder; the second row's chooses the operator.
      const logic = document.querySelectorAll(
        '.MuiDataGrid-filterFormLogicOperatorInput select',
      )[1] as HTMLSelectElement;
      expect([...logic.options].map((option) => option.value)).toEqual(['and', 'or']);
      expect(logic.disabled).toBe(false);
      cleanup();
      proPanel({ logicOperators: ['and'] }, two);
      expect(
        (document.querySelectorAll('.MuiDataGrid-filterFormLogicOperatorInput select')[1] as HTMLSelectElement)
          .disabled,
      ).toBe(true);
    },
  );

  claim("Sorts the column select: `'asc'` or `'desc'` (by default, the column order of the grid)", () => {
    proPanel({});
    expect(nativeOptions('Column')).toEqual(['name', 'team', 'n']);
    cleanup();
    proPanel({ columnsSort: 'desc' });
    expect(nativeOptions('Column')).toEqual(['team', 'name', 'n']);
  });

  claim(
    'Props for every filter row: `columnInputProps`, `operatorInputProps`, `valueInputProps`, `logicOperatorInputProps`, `deleteIconProps`, `columnsSort` and `filterColumns`',
    () => {
      proPanel({ filterFormProps: { deleteIconProps: { className: 'my-delete' } } }, two);
      expect(document.querySelectorAll('.MuiDataGrid-filterForm .my-delete')).toHaveLength(2);
    },
  );

  claim('Chooses the column of a filter added with "Add filter"; return `null` to add nothing', async () => {
    const apiRef = proPanel({ getColumnForNewFilter: () => 'team' });
    fireEvent.click(button('Add filter')!);
    await waitFor(() => expect(gridFilterModelSelector(apiRef).items.map((item) => item.field)).toEqual(['n', 'team']));
    cleanup();
    const none = proPanel({ getColumnForNewFilter: () => null });
    fireEvent.click(button('Add filter')!);
    expect(gridFilterModelSelector(none).items).toHaveLength(1);
  });

  claim('Hides the "Add filter" button', () => {
    proPanel({ disableAddFilterButton: true });
    expect(button('Add filter')).toBeUndefined();
    expect(button('Remove all')).toBeDefined();
  });

  claim('Hides the "Remove all" button', () => {
    proPanel({ disableRemoveAllButton: true });
    expect(button('Remove all')).toBeUndefined();
    expect(button('Add filter')).toBeDefined();
  });

  claim(
    'The demo uses outlined inputs, a red delete icon, alternating row backgrounds, alphabetical columns and only the "And" operator (its select is disabled).',
    async () => {
      render(<FilterPanelContentGrid />);
      fireEvent.click(button('Show filters')!);
      await waitFor(() => expect(forms()).toHaveLength(2));
      const [first, second] = forms();
      expect(first!.querySelector('.MuiDataGrid-filterFormColumnInput .MuiOutlinedInput-root')).not.toBeNull();
      expect(
        second!
          .querySelector('.MuiDataGrid-filterFormLogicOperatorInput [role="combobox"]')!
          .getAttribute('aria-disabled'),
      ).toBe('true');
      fireEvent.mouseDown(first!.querySelector('.MuiDataGrid-filterFormColumnInput [role="combobox"]')!);
      const options = await waitFor(() => [...document.querySelectorAll('[role="listbox"] [role="option"]')]);
      expect(options.map((option) => option.textContent)).toEqual(['Age', 'Country', 'Department', 'Name', 'Salary']);
    },
  );

  claim(
    'On `DataGrid`, which holds one condition, the panel has no footer, so `disableAddFilterButton`, `disableRemoveAllButton` and the "Add filter" side of `getColumnForNewFilter` have nothing to act on; the other props apply.',
    () => {
      const apiRef = newGridApiRef();
      render(
        <DataGrid
          apiRef={apiRef}
          autoHeight
          rows={rows}
          columns={columns}
          slotProps={{ baseSelect: { native: true }, filterPanel: { columnsSort: 'asc' } }}
        />,
      );
      act(() => apiRef.current.showFilterPanel('n'));
      expect(document.querySelector('.MuiDataGrid-panelFooter')).toBeNull();
      expect(button('Add filter')).toBeUndefined();
      expect(nativeOptions('Column')).toEqual(['n', 'name', 'team']);
    },
  );

  claim(
    "It receives the row's own `field`, every column and the current filters, and returns the fields to offer.",
    () => {
      const filterColumns = vi.fn(() => ['n', 'team']);
      proPanel({ filterFormProps: { filterColumns } });
      expect(filterColumns).toHaveBeenCalledWith(
        expect.objectContaining({
          field: 'n',
          columns: expect.arrayContaining([expect.objectContaining({ field: 'name' })]),
          currentFilters: [expect.objectContaining({ field: 'n' })],
        }),
      );
      expect(nativeOptions('Column')).toEqual(['team', 'n']);
    },
  );

  claim(
    'Combined with `getColumnForNewFilter`, it enforces one condition per column: the column select only lists unused columns, and "Add filter" picks the first unused one, or nothing when all are taken.',
    async () => {
      render(<FilterColumnsGrid />);
      fireEvent.click(button('Show filters')!);
      await waitFor(() => expect(forms()).toHaveLength(1));
      expect(selected(forms()[0]!, 'Column')).toBe('Role');
      fireEvent.click(button('Add filter')!);
      await waitFor(() => expect(forms()).toHaveLength(2));
      expect(selected(forms()[1]!, 'Column')).toBe('Name');
      fireEvent.mouseDown(forms()[1]!.querySelector('.MuiDataGrid-filterFormColumnInput [role="combobox"]')!);
      const options = await waitFor(() => [...document.querySelectorAll('[role="listbox"] [role="option"]')]);
      expect(options.map((option) => option.textContent)).toEqual(['Name', 'Department', 'Country', 'Age']);
      fireEvent.keyDown(document.querySelector('[role="listbox"]')!, { key: 'Escape' });
      for (let count = 3; count <= 5; count += 1) {
        fireEvent.click(button('Add filter')!);
        await waitFor(() => expect(forms()).toHaveLength(count));
      }
      fireEvent.click(button('Add filter')!);
      expect(forms()).toHaveLength(5);
    },
  );

  claim(
    "It is rendered inside the grid's panel, can read the state with `useGridApiContext()` and `gridFilterModelSelector`, and updates the filters with `apiRef.current.upsertFilterItem()`",
    async () => {
      function OnlyBig() {
        const apiRef = useGridApiContext();
        return (
          <button
            type="button"
            onClick={() => apiRef.current.upsertFilterItem({ field: 'n', operator: '>', value: 10 })}
          >
            {`Big (${gridFilterModelSelector(apiRef).items.length})`}
          </button>
        );
      }
      const apiRef = newGridApiRef();
      const { container } = render(
        <DataGrid apiRef={apiRef} autoHeight rows={rows} columns={columns} slots={{ filterPanel: OnlyBig }} />,
      );
      act(() => apiRef.current.showFilterPanel());
      const big = await waitFor(() => present(document.querySelector('.MuiDataGrid-panel button')));
      expect(big.textContent).toBe('Big (0)');
      fireEvent.click(big);
      expect(shownIds(container)).toEqual([2, 3]);
    },
  );
});
