import { render } from '@testing-library/react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { beforeAll, describe, expect } from 'vitest';
import { claim, untestable } from '@/claims/claim';

const rows = [1, 3, 2].map((n) => ({ id: n, n, label: `row ${n}` }));
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
