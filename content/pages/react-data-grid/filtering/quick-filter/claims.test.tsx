import * as React from 'react';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import {
  DataGrid,
  GridToolbar,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  gridQuickFilterValuesSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { afterEach, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { gridColumnTexts } from '@/claims/gridColumnTexts';
import { newGridApiRef } from '@/claims/newGridApiRef';
import QuickFilterColumnsGrid from './demos/QuickFilterColumnsGrid';
import QuickFilterControlledGrid from './demos/QuickFilterControlledGrid';
import QuickFilterGrid from './demos/QuickFilterGrid';
import QuickFilterHiddenColumnsGrid from './demos/QuickFilterHiddenColumnsGrid';
import QuickFilterOrGrid from './demos/QuickFilterOrGrid';
import QuickFilterPhrasesGrid from './demos/QuickFilterPhrasesGrid';

const rows = [
  { id: 1, city: 'São Paulo', team: 'Design', n: 12, ok: true, day: new Date(2020, 0, 15) },
  { id: 2, city: 'New York', team: 'Sales', n: 120, ok: false, day: new Date(2021, 5, 1) },
  { id: 3, city: 'York', team: 'Design', n: 7, ok: false, day: new Date(2022, 2, 3) },
];
const columns: GridColDef[] = [
  { field: 'city' },
  { field: 'team', type: 'singleSelect', valueOptions: ['Design', 'Sales'] },
  { field: 'n', type: 'number' },
  { field: 'ok', type: 'boolean' },
  { field: 'day', type: 'date' },
];
const shownIds = (root: Element) =>
  [...root.querySelectorAll('[role="row"][data-id]')].map((row) => Number(row.getAttribute('data-id')));
const searchInput = () => document.querySelector('input[type="search"]') as HTMLInputElement;
const type = (text: string) => fireEvent.change(searchInput(), { target: { value: text } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A grid searched through `quickFilterValues`, with the values given as they would be parsed. */
const searched = (values: string[], props: Partial<React.ComponentProps<typeof DataGrid>> = {}) =>
  shownIds(
    render(
      <DataGrid
        autoHeight
        rows={rows}
        columns={columns}
        filterModel={{ items: [], quickFilterValues: values }}
        {...props}
      />,
    ).container,
  );

// Each claim renders its own grid: unmount it before the next one.
afterEach(cleanup);

claim(
  'It works alongside the regular [column filters](/x/react-data-grid/filtering/), and is available in every plan.',
  () => {
    expect(
      searched(['york'], {
        filterModel: { items: [{ field: 'n', operator: '<', value: 100 }], quickFilterValues: ['york'] },
      }),
    ).toEqual([3]);
  },
);

claim('The quick filter and the column filters are both applied: a row has to pass both.', () => {
  expect(searched(['design'])).toEqual([1, 3]);
  expect(
    searched([], { filterModel: { items: [{ field: 'n', operator: '>', value: 10 }], quickFilterValues: ['design'] } }),
  ).toEqual([1]);
});

claim('The quick filter input is part of the default toolbar, hidden by default.', () => {
  const { unmount } = render(<DataGrid autoHeight rows={rows} columns={columns} slots={{ toolbar: GridToolbar }} />);
  expect(searchInput()).toBeNull();
  unmount();
  render(
    <DataGrid
      autoHeight
      rows={rows}
      columns={columns}
      slots={{ toolbar: GridToolbar }}
      slotProps={{ toolbar: { showQuickFilter: true } }}
    />,
  );
  expect(searchInput()).not.toBeNull();
});

claim('Type "design lead" in the demo: only rows containing both words, in any columns, remain.', async () => {
  const { container } = render(<QuickFilterGrid />);
  type('design lead');
  await waitFor(() => expect(shownIds(container).length).toBeLessThan(100));
  expect(shownIds(container).length).toBeGreaterThan(0);
  expect(new Set(gridColumnTexts(container, 'department'))).toEqual(new Set(['Design']));
  expect(new Set(gridColumnTexts(container, 'role'))).toEqual(new Set(['Lead']));
});

describe('the input and its parser', () => {
  claim(
    'The text is split into values (words, by default), and the values are stored in the filter model as `quickFilterValues`.',
    async () => {
      const apiRef = newGridApiRef();
      render(
        <DataGrid
          apiRef={apiRef}
          autoHeight
          rows={rows}
          columns={columns}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
        />,
      );
      type('New York');
      // "The default parser splits on spaces, so "New York" becomes two values."
      await waitFor(() => expect(gridQuickFilterValuesSelector(apiRef)).toEqual(['New', 'York']));
    },
  );

  claim('The default parser splits on spaces, so "New York" becomes two values.', async () => {
    const apiRef = newGridApiRef();
    render(
      <DataGrid
        apiRef={apiRef}
        autoHeight
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
      />,
    );
    type('New York');
    await waitFor(() => expect(gridQuickFilterValuesSelector(apiRef)).toEqual(['New', 'York']));
    // Both words must match: "York" alone also matches row 3, "New" does not.
    expect(shownIds(document.body)).toEqual([2]);
  });

  claim('Default', async () => {
    // The table's defaults: split on spaces, joined back with spaces, 150 ms after the last keystroke.
    const apiRef = newGridApiRef();
    render(
      <DataGrid
        apiRef={apiRef}
        autoHeight
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
      />,
    );
    act(() => apiRef.current.setQuickFilterValues(['a', 'b']));
    await waitFor(() => expect(searchInput().value).toBe('a b'));
    type('x y');
    await sleep(100);
    expect(gridQuickFilterValuesSelector(apiRef)).toEqual(['a', 'b']);
    await waitFor(() => expect(gridQuickFilterValuesSelector(apiRef)).toEqual(['x', 'y']));
  });

  claim(
    'The toolbar below splits on commas instead, keeping phrases together, formats values back with ", ", waits 400 ms after the last keystroke, and switches `quickFilterLogicOperator` to `Or` so that "Design, Sales" finds both departments.',
    async () => {
      const { container } = render(<QuickFilterPhrasesGrid />);
      type('Design, Sales');
      await sleep(250);
      expect(shownIds(container)).toHaveLength(50);
      await waitFor(() => expect(shownIds(container).length).toBeLessThan(50));
      expect(new Set(gridColumnTexts(container, 'department'))).toEqual(new Set(['Design', 'Sales']));
    },
  );
});

describe('matching', () => {
  claim(
    'For `string`, `singleSelect`, `date` and `dateTime` columns, the value must appear, case-insensitively, in the formatted cell text.',
    () => {
      expect(searched(['PAULO'])).toEqual([1]);
      expect(searched(['sal'])).toEqual([2]);
      expect(searched([new Date(2021, 5, 1).toLocaleDateString()])).toEqual([2]);
    },
  );

  claim('Then, for each value, the grid checks every column:', () => {
    expect(searched(['paulo'])).toEqual([1]);
    expect(searched(['sales'])).toEqual([2]);
    expect(searched(['7'])).toEqual([3]);
  });

  claim('For `number` columns, the value must be a number equal to the cell value.', () => {
    expect(searched(['12'])).toEqual([1]);
  });

  claim('`boolean` and `actions` columns are not searched.', () => {
    expect(searched(['true'])).toEqual([]);
    expect(searched(['yes'])).toEqual([]);
  });

  claim('By default, a row is kept when every value matches somewhere in it.', () => {
    expect(searched(['york', 'design'])).toEqual([3]);
  });

  claim('With `GridLogicOperator.Or`, a row only has to match one of the values', () => {
    expect(
      searched([], {
        filterModel: { items: [], quickFilterValues: ['paulo', 'new'], quickFilterLogicOperator: 'or' as never },
      }),
    ).toEqual([1, 2]);
  });

  claim('Set to `false` to also search the columns hidden with the column visibility model', () => {
    const hidden = { columnVisibilityModel: { city: false } };
    expect(searched(['paulo'], hidden)).toEqual([]);
    expect(
      searched([], {
        ...hidden,
        filterModel: { items: [], quickFilterValues: ['paulo'], quickFilterExcludeHiddenColumns: false },
      }),
    ).toEqual([1]);
  });

  claim(
    'In the next demo the email column is hidden, and the search "7@example" only appears in email addresses.',
    () => {
      const { container } = render(<QuickFilterHiddenColumnsGrid />);
      expect(container.querySelector('[role="columnheader"][data-field="email"]')).toBeNull();
      // The visible columns of the matching rows do not contain the search.
      expect(container.querySelector('[role="grid"]')!.textContent).not.toContain('7@example');
      expect(shownIds(container).length).toBeGreaterThan(0);
    },
  );

  claim('The model sets `quickFilterExcludeHiddenColumns: false`, so rows 7, 17, 27… are found', () => {
    const { container } = render(<QuickFilterHiddenColumnsGrid />);
    expect(shownIds(container)).toEqual([7, 17, 27, 37, 47, 57]);
    // "switch it back to `true` and nothing matches until you show the column again"
    fireEvent.click(container.querySelector('input[type="checkbox"]')!);
    expect(shownIds(container)).toEqual([]);
  });

  claim(
    'switch it back to `true` and nothing matches until you show the column again from the "Columns" button.',
    async () => {
      const { container } = render(<QuickFilterHiddenColumnsGrid />);
      fireEvent.click(container.querySelector('input[type="checkbox"]')!);
      expect(shownIds(container)).toEqual([]);
      fireEvent.click([...container.querySelectorAll('button')].find((button) => button.textContent === 'Columns')!);
      const emailToggle = await waitFor(
        () =>
          [...document.querySelectorAll('.MuiDataGrid-columnsManagement label')].find(
            (label) => label.textContent === 'Email',
          )!,
      );
      fireEvent.click(emailToggle.querySelector('input')!);
      await waitFor(() => expect(shownIds(container)).toEqual([7, 17, 27, 37, 47, 57]));
    },
  );
});

describe('initial value, code and control', () => {
  claim(
    'The demo below parses the input on commas, so that multi-word values such as "United States" stay together, and uses the `Or` operator so that each country adds rows instead of removing them.',
    () => {
      const { container } = render(<QuickFilterOrGrid />);
      expect(searchInput().value).toBe('United States, Japan');
      expect(new Set(gridColumnTexts(container, 'country'))).toEqual(new Set(['United States', 'Japan']));
    },
  );

  claim(
    'To change the values from code, call `apiRef.current.setQuickFilterValues(values)`. The `gridQuickFilterValuesSelector` selector reads them.',
    () => {
      const apiRef = newGridApiRef();
      const { container } = render(<DataGrid apiRef={apiRef} autoHeight rows={rows} columns={columns} />);
      act(() => apiRef.current.setQuickFilterValues(['york']));
      expect(gridQuickFilterValuesSelector(apiRef)).toEqual(['york']);
      expect(shownIds(container)).toEqual([2, 3]);
    },
  );

  claim(
    'The chips below replace `quickFilterValues` in the state, the toolbar input follows (through its `quickFilterFormatter`), and what the user types comes back through `onFilterModelChange`. A chip with two values, such as "Sales + Lead", keeps the rows that match both.',
    async () => {
      const { container } = render(<QuickFilterControlledGrid />);
      expect(new Set(gridColumnTexts(container, 'department'))).toEqual(new Set(['Engineering']));
      fireEvent.click(
        [...container.querySelectorAll('.MuiChip-root')].find((chip) => chip.textContent === 'Sales + Lead')!,
      );
      await waitFor(() => expect(searchInput().value).toBe('Sales Lead'));
      expect(new Set(gridColumnTexts(container, 'department'))).toEqual(new Set(['Sales']));
      expect(new Set(gridColumnTexts(container, 'role'))).toEqual(new Set(['Lead']));
      type('Tokyo');
      await waitFor(() => expect(container.textContent).toContain('quickFilterValues: ["Tokyo"]'));
    },
  );
});

describe('per-column rules', () => {
  claim(
    'returns either a test `(cellValue, row, column, apiRef) => boolean`, or `null` to make this column ignore the value.',
    () => {
      const test = vi.fn(() => true);
      const custom: GridColDef[] = [
        { field: 'city', getApplyQuickFilterFn: (value) => (value === 'skip' ? null : test) },
      ];
      expect(searched(['anything'], { columns: custom })).toEqual([1, 2, 3]);
      expect(test).toHaveBeenCalledWith(
        'São Paulo',
        rows[0],
        expect.objectContaining({ field: 'city' }),
        expect.anything(),
      );
      expect(searched(['skip'], { columns: custom })).toEqual([]);
    },
  );

  claim(
    "Setting the property to `undefined` does not work: the grid fills an `undefined` column property from the column type's default, so the column keeps being searched.",
    () => {
      expect(searched(['paulo'], { columns: [{ field: 'city', getApplyQuickFilterFn: undefined }] })).toEqual([1]);
      expect(searched(['paulo'], { columns: [{ field: 'city', getApplyQuickFilterFn: () => null }] })).toEqual([]);
    },
  );

  claim('"sao paulo" finds "São Paulo". The same prop applies to the column filters.', () => {
    expect(searched(['sao', 'paulo'], { ignoreDiacritics: true })).toEqual([1]);
    expect(searched(['sao', 'paulo'])).toEqual([]);
    expect(
      searched([], {
        ignoreDiacritics: true,
        filterModel: { items: [{ field: 'city', operator: 'startsWith', value: 'sao' }] },
      }),
    ).toEqual([1]);
  });

  claim('Filters are not re-evaluated when `ignoreDiacritics` changes after the first render.', () => {
    const grid = (ignoreDiacritics: boolean) => (
      <DataGrid
        autoHeight
        ignoreDiacritics={ignoreDiacritics}
        rows={rows}
        columns={columns}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['sao'] } } }}
      />
    );
    const { container, rerender } = render(grid(false));
    rerender(grid(true));
    expect(shownIds(container)).toEqual([]);
  });

  claim(
    'In the demo, the department column only matches from the start of the word ("eng" finds Engineering, "ring" finds nothing), the email column is never searched, and the switch toggles `ignoreDiacritics`.',
    async () => {
      const { container } = render(<QuickFilterColumnsGrid />);
      type('eng');
      await waitFor(() => expect(shownIds(container).length).toBeLessThan(100));
      // Other departments stay only when another column has "eng" in it (Chengdu, Bengaluru).
      const rowsShown = [...container.querySelectorAll('[role="row"][data-id]')];
      expect(
        rowsShown.some((row) => row.querySelector('[data-field="department"]')!.textContent === 'Engineering'),
      ).toBe(true);
      for (const row of rowsShown) {
        if (row.querySelector('[data-field="department"]')!.textContent !== 'Engineering') {
          expect(row.querySelector('[data-field="city"]')!.textContent!.toLowerCase()).toContain('eng');
        }
      }
      type('ring');
      await waitFor(() => expect(shownIds(container)).toEqual([]));
      type('example.com');
      await sleep(300);
      expect(shownIds(container)).toEqual([]);
      type('sao');
      await waitFor(() => expect(new Set(gridColumnTexts(container, 'city'))).toEqual(new Set(['São Paulo'])));
      fireEvent.click(container.querySelector('input[type="checkbox"]')!);
      await waitFor(() => expect(shownIds(container)).toEqual([]));
    },
  );
});

claim(
  'With `filterMode="server"`, the quick filter values are sent to you like every other part of the filter model',
  async () => {
    const onFilterModelChange = vi.fn();
    function SearchToolbar() {
      return (
        <GridToolbarContainer>
          <GridToolbarQuickFilter />
        </GridToolbarContainer>
      );
    }
    const { container } = render(
      <DataGrid
        autoHeight
        filterMode="server"
        rows={rows}
        columns={columns}
        slots={{ toolbar: SearchToolbar }}
        onFilterModelChange={onFilterModelChange}
      />,
    );
    type('york');
    await waitFor(() => expect(onFilterModelChange).toHaveBeenCalled());
    expect(onFilterModelChange.mock.lastCall![0]).toMatchObject({ quickFilterValues: ['york'] });
    expect(shownIds(container)).toEqual([1, 2, 3]);
  },
);
