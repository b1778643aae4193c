import { act, render } from '@testing-library/react';
import { DATA_GRID_PROPS_DEFAULT_VALUES, DataGrid, type GridApi, type GridColDef } from '@mui/x-data-grid';
import { beforeAll, describe, expect } from 'vitest';
import { claim, untestable } from '@/claims/claim';

const rows = [1, 3, 2].map((n) => ({ id: n, n, label: `row ${n}`, secret: 'hush' }));
/** A column whose flags switch off sorting, filtering and hiding from the UI. */
const locked: GridColDef = { field: 'n', type: 'number', sortable: false, filterable: false, hideable: false };

describe('v7 column definitions', () => {
  let view: Element;
  beforeAll(() => {
    view = render(
      <div>
        <div id="models">
          <DataGrid
            autoHeight
            rows={rows}
            columns={[locked, { field: 'label' }]}
            sortModel={[{ field: 'n', sort: 'desc' }]}
            filterModel={{ items: [{ field: 'n', operator: '>', value: 1 }] }}
          />
        </div>
        <div id="hidden">
          <DataGrid
            autoHeight
            rows={rows}
            columns={[locked, { field: 'label' }]}
            initialState={{ columns: { columnVisibilityModel: { n: false } } }}
          />
        </div>
        <div id="custom">
          <DataGrid autoHeight rows={rows} columns={[{ field: 'label', type: 'custom' }]} />
        </div>
      </div>,
    ).container;
  });
  const column = (grid: string, field: string) =>
    [...view.querySelectorAll(`#${grid} [role="gridcell"][data-field="${field}"]`)].map((cell) => cell.textContent);

  claim(
    'A flag such as `sortable: false`, `filterable: false` or `hideable: false` now only removes the feature from the user interface',
    () => {
      // Sorted descending and filtered to n > 1 by the models, though the column is neither sortable nor filterable.
      expect(column('models', 'n')).toEqual(['3', '2']);
      // Hidden by the initial visibility model, though it is not hideable.
      expect(column('hidden', 'n')).toEqual([]);
      expect(column('hidden', 'label')).toHaveLength(3);
      // The header still shows the sort direction, but offers no sorting of its own.
      const header = view.querySelector('#models [role="columnheader"][data-field="n"]')!;
      expect(header.getAttribute('aria-sort')).toBe('descending');
      expect(header.classList.contains('MuiDataGrid-columnHeader--sortable')).toBe(false);
      expect(view.querySelector('#models [role="columnheader"][data-field="label"]')!.classList).toContain(
        'MuiDataGrid-columnHeader--sortable',
      );
    },
  );

  claim("and `'custom'`", () => {
    // The type is accepted by GridColDef (this file type-checks) and renders as a string column.
    expect(column('custom', 'label')).toEqual(['row 1', 'row 3', 'row 2']);
  });
});

untestable(
  'augment the `GridColumnTypes` interface',
  'a type-level claim: the snippet that shows it is compiled against 7.21.0 by npm run snippets',
);

describe('v7 behaviour of the grid', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const getterArgs: unknown[][] = [];
  let grid: Element;
  beforeAll(() => {
    grid = render(
      <DataGrid
        apiRef={apiRef}
        autoHeight
        rows={rows}
        columns={[
          { field: 'n', valueGetter: (...args: unknown[]) => (getterArgs.push(args), (args[1] as { n: number }).n) },
          { field: 'label' },
          { field: 'secret' },
        ]}
        initialState={{ columns: { columnVisibilityModel: { secret: false } } }}
      />,
    ).container;
  });

  claim(
    '`rowBuffer` and `columnBuffer` (a number of rows or columns) became `rowBufferPx` and `columnBufferPx` (a distance in pixels, default 150).',
    () => {
      expect([DATA_GRID_PROPS_DEFAULT_VALUES.rowBufferPx, DATA_GRID_PROPS_DEFAULT_VALUES.columnBufferPx]).toEqual([
        150, 150,
      ]);
      expect(Object.keys(DATA_GRID_PROPS_DEFAULT_VALUES)).not.toContain('rowBuffer');
      expect(Object.keys(DATA_GRID_PROPS_DEFAULT_VALUES)).not.toContain('columnBuffer');
    },
  );

  claim('the column callbacks now receive `(value, row, column, apiRef)`', () => {
    const [value, row, column, ref] = getterArgs[0]!;
    expect(value).toBe(1);
    expect(row).toMatchObject({ id: 1, n: 1 });
    expect((column as GridColDef).field).toBe('n');
    // The grid's own API object, which has the public methods too.
    expect(typeof (ref as React.MutableRefObject<GridApi>).current.getColumn).toBe('function');
  });

  claim(
    "The `.MuiDataGrid-cellContent` wrapper was removed, and a cell isn't `display: flex` by default any more.",
    () => {
      expect(grid.querySelectorAll('.MuiDataGrid-cellContent')).toHaveLength(0);
      const cell = grid.querySelector('[role="gridcell"][data-field="label"]')!;
      expect(getComputedStyle(cell).display).not.toBe('flex');
    },
  );

  claim('The quick filter ignores hidden columns by default', () => {
    act(() => apiRef.current.setQuickFilterValues(['row 2']));
    expect(grid.querySelectorAll('[role="row"][data-id]')).toHaveLength(1);
    // 'hush' is only in the hidden column: nothing matches it.
    act(() => apiRef.current.setQuickFilterValues(['hush']));
    expect(grid.querySelectorAll('[role="row"][data-id]')).toHaveLength(0);
    act(() => apiRef.current.setQuickFilterValues([]));
  });

  claim('The filter panel uses the non-native Material UI `Select` for every input.', () => {
    act(() => apiRef.current.showFilterPanel('label'));
    const panel = document.querySelector('.MuiDataGrid-filterForm')!;
    expect(panel.querySelectorAll('select')).toHaveLength(0);
    expect(panel.querySelectorAll('.MuiSelect-select').length).toBeGreaterThanOrEqual(2);
    act(() => apiRef.current.hidePreferences());
  });

  claim(
    '`apiRef.current.getRootDimensions()` always returns an object, and `apiRef.current.rootElementRef` is always set once the grid is mounted',
    () => {
      expect(typeof apiRef.current.getRootDimensions()).toBe('object');
      expect(apiRef.current.rootElementRef.current).toBeInstanceOf(HTMLElement);
    },
  );

  claim('the main element and virtual scroller refs are internal: the public API object has neither', () => {
    expect('mainElementRef' in apiRef.current).toBe(false);
    expect('virtualScrollerRef' in apiRef.current).toBe(false);
  });
});
