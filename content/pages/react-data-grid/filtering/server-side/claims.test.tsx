import * as React from 'react';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  getGridStringOperators,
  type GridApi,
  type GridColDef,
} from '@mui/x-data-grid';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { afterEach, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import ServerFilteringGrid from './demos/ServerFilteringGrid';

const rows = [
  { id: 1, name: 'Ann', age: 35, day: new Date(2020, 0, 1) },
  { id: 2, name: 'Bob', age: 45, day: new Date(2021, 0, 1) },
  { id: 3, name: 'Cy', age: 25, day: new Date(2022, 0, 1) },
];
const columns: GridColDef[] = [{ field: 'name' }, { field: 'age', type: 'number' }, { field: 'day', type: 'date' }];
const shownIds = (root: Element) =>
  [...root.querySelectorAll('[role="row"][data-id]')].map((row) => Number(row.getAttribute('data-id')));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const present = <T,>(value: T | null | undefined): T => {
  if (value == null) throw new Error('Not rendered yet');
  return value;
};
function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}
/** A server-mode grid whose panel is open on `field`, with the callback it reports to. */
function openServerGrid(field: string, props: Partial<React.ComponentProps<typeof DataGrid>> = {}) {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const onFilterModelChange = vi.fn();
  const { container } = render(
    <DataGrid
      apiRef={apiRef}
      autoHeight
      filterMode="server"
      rows={rows}
      columns={columns}
      onFilterModelChange={onFilterModelChange}
      slots={{ toolbar: SearchToolbar }}
      slotProps={{ baseSelect: { native: true } }}
      {...props}
    />,
  );
  act(() => apiRef.current.showFilterPanel(field));
  const valueInput = () =>
    present(document.querySelector('.MuiDataGrid-filterFormValueInput input') as HTMLInputElement | null);
  return { apiRef, container, onFilterModelChange, valueInput };
}

// Each claim renders its own grid: unmount it before the next one.
afterEach(cleanup);

describe('server mode', () => {
  claim(
    'In server filter mode the grid keeps its filter panel, quick filter and filter model, but stops testing rows itself.',
    async () => {
      const { apiRef, container, valueInput } = openServerGrid('name');
      expect(document.querySelector('.MuiDataGrid-filterForm')).not.toBeNull();
      fireEvent.change(valueInput(), { target: { value: 'bob' } });
      await waitFor(() => expect(apiRef.current.state.filter.filterModel.items[0]!.value).toBe('bob'));
      fireEvent.change(document.querySelector('input[type="search"]')!, { target: { value: 'cy' } });
      await waitFor(() => expect(apiRef.current.state.filter.filterModel.quickFilterValues).toEqual(['cy']));
      expect(shownIds(container)).toEqual([1, 2, 3]);
    },
  );

  claim('It works in every plan.', () => {
    const { onFilterModelChange } = openServerGrid('name');
    expect(onFilterModelChange).toHaveBeenCalled();
  });

  claim(
    'Control the model with `filterModel` and `onFilterModelChange` (or only listen to `onFilterModelChange`).',
    async () => {
      const { onFilterModelChange, valueInput } = openServerGrid('name');
      fireEvent.change(valueInput(), { target: { value: 'an' } });
      await waitFor(() =>
        expect(onFilterModelChange.mock.lastCall![0].items).toEqual([
          expect.objectContaining({ field: 'name', operator: 'contains', value: 'an' }),
        ]),
      );
    },
  );

  claim(
    'In server mode the grid shows `rows` exactly as given: neither the column filters nor the quick filter remove anything, and the total in the footer',
    () => {
      const filterModel = { items: [{ field: 'age', operator: '>', value: 40 }], quickFilterValues: ['zzz'] };
      const { container, unmount } = render(
        <DataGrid autoHeight filterMode="server" rows={rows} columns={columns} filterModel={filterModel} />,
      );
      expect(shownIds(container)).toEqual([1, 2, 3]);
      expect(container.querySelector('.MuiTablePagination-displayedRows')!.textContent).toBe('1–3 of 3');
      unmount();
      const pro = render(
        <DataGridPro autoHeight filterMode="server" rows={rows} columns={columns} filterModel={filterModel} />,
      );
      expect(pro.container.querySelector('.MuiDataGrid-rowCount')!.textContent).toBe('Total Rows: 3');
    },
  );
});

describe('what the server receives', () => {
  claim(
    'a string from the text input (number columns included, so parse it on the server), an array for `isAnyOf`, a `Date` object for date operators (it becomes an ISO string once serialized to JSON).',
    async () => {
      const age = openServerGrid('age');
      fireEvent.change(age.valueInput(), { target: { value: '40' } });
      await waitFor(() => expect(age.onFilterModelChange.mock.lastCall![0].items[0].value).toBe('40'));
      cleanup();
      const day = openServerGrid('day');
      fireEvent.change(day.valueInput(), { target: { value: '2021-01-01' } });
      await waitFor(() => expect(day.onFilterModelChange.mock.lastCall![0].items[0].value).toBeInstanceOf(Date));
      const model = day.onFilterModelChange.mock.lastCall![0];
      expect(JSON.parse(JSON.stringify(model)).items[0].value).toMatch(/^\d{4}-\d\d-\d\dT/);
      cleanup();
      const anyOf = openServerGrid('name', {
        initialState: { filter: { filterModel: { items: [{ field: 'name', operator: 'isAnyOf', value: ['Bob'] }] } } },
      });
      const input = anyOf.valueInput();
      fireEvent.change(input, { target: { value: 'Ann' } });
      fireEvent.keyDown(input, { key: 'Enter' });
      await waitFor(() => expect(anyOf.onFilterModelChange.mock.lastCall![0].items[0].value).toEqual(['Bob', 'Ann']));
    },
  );

  claim(
    'Ignore items without a usable value: while users are still filling in a condition, the model already contains it, with an empty value.',
    () => {
      const { onFilterModelChange } = openServerGrid('name');
      const [item] = onFilterModelChange.mock.lastCall![0].items;
      expect(item).toMatchObject({ field: 'name', operator: 'contains' });
      expect(item.value).toBeUndefined();
    },
  );

  claim('The filter panel offers every operator of every column unless told otherwise.', () => {
    openServerGrid('name');
    const select = document.querySelector('.MuiDataGrid-filterFormOperatorInput select') as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(
      getGridStringOperators().map((operator) => operator.value),
    );
  });
});

claim(
  'The demo\'s "server" (a function with a 500 ms delay) understands `contains` on text and `>` and `<` on numbers, and the columns offer only those operators.',
  async () => {
    const { container } = render(<ServerFilteringGrid />);
    await waitFor(() => expect(container.querySelector('[role="progressbar"]')).toBeNull(), { timeout: 3000 });
    fireEvent.click(container.querySelector('[role="columnheader"][data-field="age"] .MuiDataGrid-menuIcon button')!);
    const menu = await waitFor(() => present(document.querySelector('[role="menu"]')));
    fireEvent.click([...menu.querySelectorAll('[role="menuitem"]')].find((item) => item.textContent === 'Filter')!);
    const form = await waitFor(() => present(document.querySelector('.MuiDataGrid-filterForm')));
    fireEvent.mouseDown(form.querySelector('.MuiDataGrid-filterFormOperatorInput [role="combobox"]')!);
    const listbox = await waitFor(() => present(document.querySelector('[role="listbox"]')));
    expect([...listbox.querySelectorAll('[role="option"]')].map((option) => option.textContent)).toEqual(['>', '<']);
    fireEvent.keyDown(listbox, { key: 'Escape' });
    // Fake timers from here, so the 150 ms debounce and the 500 ms "request" run on the test's clock, not the
    // loaded machine's.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(form.querySelector('.MuiDataGrid-filterFormValueInput input')!, { target: { value: '60' } });
      act(() => vi.advanceTimersByTime(200));
      // While the request is pending, the loading overlay shows and the old rows stay.
      expect(container.querySelector('[role="progressbar"]')).not.toBeNull();
      act(() => vi.advanceTimersByTime(500));
    } finally {
      vi.useRealTimers();
    }
    expect(container.querySelector('[role="progressbar"]')).toBeNull();
    const ages = [...container.querySelectorAll('[role="row"][data-id] [data-field="age"]')].map((cell) =>
      Number(cell.textContent),
    );
    expect(ages.length).toBeGreaterThan(0);
    expect(ages.every((value) => value > 60)).toBe(true);
  },
);

describe('debounce', () => {
  claim(
    'Typed values reach the model after a short pause, `filterDebounceMs` (150 ms by default), both in the filter panel and in the quick filter.',
    async () => {
      const { onFilterModelChange, valueInput } = openServerGrid('name');
      onFilterModelChange.mockClear();
      fireEvent.change(valueInput(), { target: { value: 'a' } });
      await sleep(100);
      expect(onFilterModelChange).not.toHaveBeenCalled();
      await waitFor(() => expect(onFilterModelChange).toHaveBeenCalled());
      cleanup();
      // A grid of its own: closing the panel also reports the model.
      const quick = openServerGrid('name');
      act(() => quick.apiRef.current.hideFilterPanel());
      quick.onFilterModelChange.mockClear();
      fireEvent.change(document.querySelector('input[type="search"]')!, { target: { value: 'b' } });
      await sleep(100);
      expect(quick.onFilterModelChange).not.toHaveBeenCalled();
      await waitFor(() => expect(quick.onFilterModelChange).toHaveBeenCalled());
    },
  );

  claim('When each change costs a request, raise it, for example `filterDebounceMs={500}`.', async () => {
    const { onFilterModelChange, valueInput } = openServerGrid('name', { filterDebounceMs: 500 });
    onFilterModelChange.mockClear();
    fireEvent.change(valueInput(), { target: { value: 'a' } });
    await sleep(350);
    expect(onFilterModelChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onFilterModelChange).toHaveBeenCalled(), { timeout: 2000 });
  });
});

claim('it sends the filter, sort and page in one request and caches the answers.', async () => {
  const getRows = vi.fn(async () => ({ rows: rows.slice(0, 1), rowCount: 1 }));
  const { container } = render(
    <DataGridPro
      autoHeight
      columns={columns}
      unstable_dataSource={{ getRows }}
      pagination
      initialState={{
        filter: { filterModel: { items: [{ field: 'age', operator: '>', value: 30 }] } },
        sorting: { sortModel: [{ field: 'name', sort: 'desc' }] },
        pagination: { paginationModel: { page: 0, pageSize: 5 } },
      }}
      pageSizeOptions={[5]}
    />,
  );
  await waitFor(() => expect(shownIds(container)).toEqual([1]));
  expect(getRows).toHaveBeenCalledTimes(1);
  expect(getRows.mock.calls[0]).toEqual([
    expect.objectContaining({
      filterModel: expect.objectContaining({ items: [expect.objectContaining({ field: 'age', value: 30 })] }),
      sortModel: [{ field: 'name', sort: 'desc' }],
      paginationModel: { page: 0, pageSize: 5 },
    }),
  ]);
});
