import * as React from 'react';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { DataGrid, gridFilterModelSelector, type GridColDef, type GridFilterItem } from '@mui/x-data-grid';
import { DataGridPro, type GridApiPro, type DataGridProProps } from '@mui/x-data-grid-pro';
import { afterEach, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import AndOnlyFiltersGrid from './demos/AndOnlyFiltersGrid';
import MultiFiltersGrid from './demos/MultiFiltersGrid';
import OneFilterPerColumnGrid from './demos/OneFilterPerColumnGrid';

const rows = [
  { id: 1, name: 'Ann', age: 35 },
  { id: 2, name: 'Bob', age: 45 },
  { id: 3, name: 'Cy', age: 25 },
];
const columns: GridColDef[] = [{ field: 'name' }, { field: 'age', type: 'number' }];
const ageOver30: GridFilterItem = { id: 1, field: 'age', operator: '>', value: 30 };
const ageUnder40: GridFilterItem = { id: 2, field: 'age', operator: '<', value: 40 };
const nameBob: GridFilterItem = { id: 3, field: 'name', operator: 'equals', value: 'Bob' };
const shownIds = (root: Element) =>
  [...root.querySelectorAll('[role="row"][data-id]')].map((row) => Number(row.getAttribute('data-id')));
const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (element) => element.textContent === name || element.getAttribute('aria-label') === name,
  );
const forms = () => [...document.querySelectorAll('.MuiDataGrid-filterForm')];
const nativeSelect = (form: Element, part: string) =>
  form.querySelector(`.MuiDataGrid-filterForm${part}Input select`) as HTMLSelectElement;
const optionsOf = (select: HTMLSelectElement) => [...select.options].map((option) => option.value);
/** A Pro grid with native selects in the panel (their options are in the DOM), its panel open. */
function openPro(props: Partial<DataGridProProps> = {}, items: GridFilterItem[] = [ageOver30, nameBob]) {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
  const { container } = render(
    <DataGridPro
      apiRef={apiRef}
      autoHeight
      rows={rows}
      columns={columns}
      initialState={{ filter: { filterModel: { items } } }}
      {...props}
      slotProps={{ baseSelect: { native: true }, ...props.slotProps }}
    />,
  );
  act(() => apiRef.current.showFilterPanel());
  return { apiRef, container };
}
const model = (apiRef: React.MutableRefObject<GridApiPro>) => gridFilterModelSelector(apiRef);

// Each claim renders its own grid: unmount it before the next one.
afterEach(cleanup);

claim(
  'users stack several conditions in the filter panel, for example "department is Engineering" and "rating is at least 4", and choose whether rows must pass all of them or just one.',
  async () => {
    const { container } = render(<MultiFiltersGrid />);
    const shown = [...container.querySelectorAll('[role="row"][data-id]')];
    expect(shown.length).toBeGreaterThan(0);
    for (const row of shown) {
      expect(row.querySelector('[data-field="department"]')!.textContent).toBe('Engineering');
      expect(Number(row.querySelector('[data-field="rating"]')!.textContent)).toBeGreaterThanOrEqual(4);
    }
    fireEvent.click(button('Show filters')!);
    await waitFor(() => expect(forms()).toHaveLength(2));
  },
);

claim(
  'Multi-filters require the [Pro plan](/x/introduction/licensing/): use `DataGridPro` or `DataGridPremium`. With `DataGrid`, the filter model holds a single item.',
  () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, unmount } = render(
      <DataGrid autoHeight rows={rows} columns={columns} filterModel={{ items: [ageOver30, nameBob] }} />,
    );
    expect(shownIds(container)).toEqual([1, 2]);
    unmount();
    const pro = render(
      <DataGridPro autoHeight rows={rows} columns={columns} filterModel={{ items: [ageOver30, nameBob] }} />,
    );
    expect(shownIds(pro.container)).toEqual([2]);
    // Without a licence key, the Pro grid shows a watermark.
    expect(pro.container.textContent).toContain('MUI X Missing license key');
    error.mockRestore();
  },
);

describe('the panel', () => {
  claim(
    'In the filter panel, "Add filter" appends a new condition, and the select at the start of each extra row sets the logic operator.',
    async () => {
      const { apiRef } = openPro();
      fireEvent.click(button('Add filter')!);
      await waitFor(() => expect(forms()).toHaveLength(3));
      expect(model(apiRef).items).toHaveLength(3);
      // The first row's select is there for alignment only.
      expect(nativeSelect(forms()[0]!, 'LogicOperator').disabled).toBe(true);
      expect(nativeSelect(forms()[1]!, 'LogicOperator').disabled).toBe(false);
    },
  );

  claim('The operator is shared by all conditions: switching one row to "Or" switches them all.', async () => {
    const { apiRef, container } = openPro({}, [ageOver30, ageUnder40, nameBob]);
    expect(shownIds(container)).toEqual([]);
    fireEvent.change(nativeSelect(forms()[2]!, 'LogicOperator'), { target: { value: 'or' } });
    await waitFor(() => expect(model(apiRef).logicOperator).toBe('or'));
    expect(nativeSelect(forms()[1]!, 'LogicOperator').value).toBe('or');
    expect(shownIds(container)).toEqual([1, 2, 3]);
  });

  claim(
    'In the filter model, each condition is an item of `items`, and `logicOperator` (`GridLogicOperator.And` by default, or `GridLogicOperator.Or`) combines them',
    () => {
      const and = render(
        <DataGridPro autoHeight rows={rows} columns={columns} filterModel={{ items: [ageOver30, nameBob] }} />,
      );
      expect(shownIds(and.container)).toEqual([2]);
      and.unmount();
      const or = render(
        <DataGridPro
          autoHeight
          rows={rows}
          columns={columns}
          filterModel={{ items: [ageOver30, nameBob], logicOperator: 'or' as never }}
        />,
      );
      expect(shownIds(or.container)).toEqual([1, 2]);
    },
  );

  claim(
    "Give every item a unique `id` when the model holds more than one item. The grid uses it to tell items apart (for example in `upsertFilterItem` and `deleteFilterItem`) and logs an error when it's missing.",
    () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      render(
        <DataGridPro
          autoHeight
          rows={rows}
          columns={columns}
          filterModel={{
            items: [
              { field: 'age', operator: '>', value: 30 },
              { field: 'name', operator: 'equals', value: 'Bob' },
            ],
          }}
        />,
      );
      expect(error.mock.calls.flat().join(' ')).toMatch(/The `id` field is required on `filterModel.items`/);
      error.mockRestore();
      cleanup();
      const { apiRef } = openPro();
      act(() => apiRef.current.deleteFilterItem(nameBob));
      expect(model(apiRef).items.map((item) => item.id)).toEqual([1]);
    },
  );

  claim(
    'Several conditions may target the same column, which is how you express a range such as "age > 30 and age < 40".',
    () => {
      const { container } = render(
        <DataGridPro autoHeight rows={rows} columns={columns} filterModel={{ items: [ageOver30, ageUnder40] }} />,
      );
      expect(shownIds(container)).toEqual([1]);
    },
  );

  claim(
    'From code, `apiRef.current.upsertFilterItems(items)` adds or updates several items at once, and `apiRef.current.setFilterLogicOperator(operator)` switches between AND and OR.',
    () => {
      const { apiRef, container } = openPro({}, [ageOver30]);
      act(() => apiRef.current.upsertFilterItems([{ ...ageOver30, value: 20 }, nameBob]));
      expect(model(apiRef).items).toEqual([{ ...ageOver30, value: 20 }, nameBob]);
      expect(shownIds(container)).toEqual([2]);
      act(() => apiRef.current.setFilterLogicOperator('or' as never));
      expect(shownIds(container)).toEqual([1, 2, 3]);
    },
  );

  claim(
    'Set `disableMultipleColumnsFiltering` to go back to a single condition in `DataGridPro`, for example while a backend only supports one filter. A model passed with more than one item then keeps only the first one.',
    () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { apiRef, container } = openPro({ disableMultipleColumnsFiltering: true });
      expect(model(apiRef).items).toEqual([ageOver30]);
      expect(shownIds(container)).toEqual([1, 2]);
      expect(button('Add filter')).toBeUndefined();
      error.mockRestore();
    },
  );
});

describe('panel options', () => {
  claim(
    'Operators users can pick, `[GridLogicOperator.And, GridLogicOperator.Or]` by default. With a single entry, the select is shown disabled',
    () => {
      openPro();
      expect(optionsOf(nativeSelect(forms()[1]!, 'LogicOperator'))).toEqual(['and', 'or']);
      cleanup();
      openPro({ slotProps: { filterPanel: { logicOperators: ['and' as never] } } });
      expect(nativeSelect(forms()[1]!, 'LogicOperator').disabled).toBe(true);
    },
  );

  claim(
    "`'asc'` or `'desc'` to sort the column names in the column select, instead of following the `columns` order",
    () => {
      openPro({
        columns: [
          { field: 'name', headerName: 'Zed' },
          { field: 'age', headerName: 'Age', type: 'number' },
        ],
      });
      expect(optionsOf(nativeSelect(forms()[0]!, 'Column'))).toEqual(['name', 'age']);
      cleanup();
      openPro({
        columns: [
          { field: 'name', headerName: 'Zed' },
          { field: 'age', headerName: 'Age', type: 'number' },
        ],
        slotProps: { filterPanel: { columnsSort: 'asc' } },
      });
      expect(optionsOf(nativeSelect(forms()[0]!, 'Column'))).toEqual(['age', 'name']);
    },
  );

  claim('Receives `currentFilters` and `columns`; return a field, or `null` to add nothing', async () => {
    const getColumnForNewFilter = vi.fn(() => 'name');
    const { apiRef } = openPro({ slotProps: { filterPanel: { getColumnForNewFilter } } }, [ageOver30]);
    fireEvent.click(button('Add filter')!);
    await waitFor(() => expect(model(apiRef).items.map((item) => item.field)).toEqual(['age', 'name']));
    expect(getColumnForNewFilter).toHaveBeenCalledWith(
      expect.objectContaining({ currentFilters: [ageOver30], columns: expect.any(Array) }),
    );
    cleanup();
    const none = openPro({ slotProps: { filterPanel: { getColumnForNewFilter: () => null } } }, [ageOver30]);
    fireEvent.click(button('Add filter')!);
    expect(model(none.apiRef).items).toHaveLength(1);
  });

  claim('Hides the "Add filter" button', () => {
    openPro({ slotProps: { filterPanel: { disableAddFilterButton: true } } });
    expect(button('Add filter')).toBeUndefined();
    expect(button('Remove all')).toBeDefined();
  });

  claim('Hides the "Remove all" button', () => {
    openPro({ slotProps: { filterPanel: { disableRemoveAllButton: true } } });
    expect(button('Remove all')).toBeUndefined();
  });

  claim(
    "`filterColumns`: a function that receives `field` (the column of this row), `columns` and `currentFilters`, and returns the fields to offer in this row's column select.",
    () => {
      const filterColumns = vi.fn(({ field }: { field: string }) => [field]);
      openPro({ slotProps: { filterPanel: { filterFormProps: { filterColumns } } } });
      expect(optionsOf(nativeSelect(forms()[0]!, 'Column'))).toEqual(['age']);
      expect(optionsOf(nativeSelect(forms()[1]!, 'Column'))).toEqual(['name']);
      expect(filterColumns).toHaveBeenCalledWith(
        expect.objectContaining({ field: 'name', columns: expect.any(Array), currentFilters: [ageOver30, nameBob] }),
      );
    },
  );

  claim('`columnsSort`: same as above, per row.', () => {
    openPro({
      columns: [
        { field: 'name', headerName: 'Zed' },
        { field: 'age', headerName: 'Age', type: 'number' },
      ],
      slotProps: { filterPanel: { filterFormProps: { columnsSort: 'asc' } } },
    });
    expect(optionsOf(nativeSelect(forms()[0]!, 'Column'))).toEqual(['age', 'name']);
  });

  claim(
    '`columnInputProps`, `operatorInputProps`, `valueInputProps`, `logicOperatorInputProps` and `deleteIconProps`: props passed to each part of the row',
    () => {
      openPro({
        slotProps: {
          filterPanel: {
            filterFormProps: {
              columnInputProps: { className: 'my-column' },
              operatorInputProps: { className: 'my-operator' },
              deleteIconProps: { className: 'my-delete' },
            },
          },
        },
      });
      for (const form of forms()) {
        expect(form.querySelector('.my-column.MuiDataGrid-filterFormColumnInput')).not.toBeNull();
        expect(form.querySelector('.my-operator.MuiDataGrid-filterFormOperatorInput')).not.toBeNull();
        expect(form.querySelector('.my-delete')).not.toBeNull();
      }
    },
  );
});

describe('the demos', () => {
  claim(
    'Combining `filterColumns` and `getColumnForNewFilter` stops users from filtering the same column twice: each row only offers the columns not used by the other rows, and "Add filter" picks the next free column.',
    async () => {
      render(<OneFilterPerColumnGrid />);
      fireEvent.click(button('Show filters')!);
      await waitFor(() => expect(forms()).toHaveLength(2));
      fireEvent.click(button('Add filter')!);
      await waitFor(() => expect(forms()).toHaveLength(3));
      expect(forms()[2]!.querySelector('.MuiDataGrid-filterFormColumnInput .MuiSelect-select')!.textContent).toBe(
        'Desk',
      );
      fireEvent.mouseDown(forms()[0]!.querySelector('.MuiDataGrid-filterFormColumnInput [role="combobox"]')!);
      const options = await waitFor(() => [...document.querySelectorAll('[role="listbox"] [role="option"]')]);
      expect(options.map((option) => option.textContent)).toEqual(['Commodity', 'Quantity', 'Counterparty']);
    },
  );

  claim(
    'Here only `GridLogicOperator.And` is allowed, the column names are sorted alphabetically, and the selects are narrower.',
    async () => {
      const { container } = render(<AndOnlyFiltersGrid />);
      expect(shownIds(container).length).toBeGreaterThan(0);
      fireEvent.click(button('Show filters')!);
      await waitFor(() => expect(forms()).toHaveLength(2));
      const second = forms()[1];
      expect(
        second!
          .querySelector('.MuiDataGrid-filterFormLogicOperatorInput [role="combobox"]')!
          .getAttribute('aria-disabled'),
      ).toBe('true');
      expect(getComputedStyle(second!.querySelector('.MuiDataGrid-filterFormColumnInput')!).width).toBe('150px');
      expect(getComputedStyle(second!.querySelector('.MuiDataGrid-filterFormOperatorInput')!).width).toBe('130px');
      fireEvent.mouseDown(second!.querySelector('.MuiDataGrid-filterFormColumnInput [role="combobox"]')!);
      const options = await waitFor(() => [...document.querySelectorAll('[role="listbox"] [role="option"]')]);
      expect(options.map((option) => option.textContent)).toEqual(['Director', 'IMDb', 'Studio', 'Title', 'Year']);
    },
  );
});

claim(
  'With `filterMode="server"`, the whole model, with every item and the `logicOperator`, is passed to `onFilterModelChange`.',
  () => {
    const onFilterModelChange = vi.fn();
    const { apiRef, container } = openPro({ filterMode: 'server', onFilterModelChange }, [ageOver30]);
    act(() => apiRef.current.upsertFilterItem(nameBob));
    act(() => apiRef.current.setFilterLogicOperator('or' as never));
    expect(onFilterModelChange.mock.lastCall![0]).toMatchObject({ items: [ageOver30, nameBob], logicOperator: 'or' });
    expect(shownIds(container)).toEqual([1, 2, 3]);
  },
);
