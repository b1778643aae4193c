import { act, render } from '@testing-library/react';
import { DataGrid, type GridApi } from '@mui/x-data-grid';
import { describe, expect } from 'vitest';
import { claim } from '@/claims/claim';

describe('cell attributes in 7.21', () => {
  claim(
    'Cells lost some attributes: `data-rowindex` and `data-rowselected` are only on the row element, `data-editable` became the `cell--editable` class and `data-mode` became the `cell--editing` class.',
    () => {
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
      const { container } = render(
        <DataGrid
          apiRef={apiRef}
          autoHeight
          rows={[{ id: 1, name: 'a' }]}
          columns={[{ field: 'name', editable: true }]}
          rowSelectionModel={[1]}
        />,
      );
      const row = container.querySelector('[role="row"][data-id="1"]')!;
      const cell = row.querySelector('[data-field="name"]')!;
      expect(row.getAttribute('data-rowindex')).toBe('0');
      for (const attribute of ['data-rowindex', 'data-rowselected', 'data-editable', 'data-mode']) {
        expect([attribute, cell.hasAttribute(attribute)]).toEqual([attribute, false]);
      }
      expect(cell.classList).toContain('MuiDataGrid-cell--editable');
      expect(cell.classList).not.toContain('MuiDataGrid-cell--editing');
      act(() => apiRef.current.startCellEditMode({ id: 1, field: 'name' }));
      expect(row.querySelector('[data-field="name"]')!.classList).toContain('MuiDataGrid-cell--editing');
    },
  );

  claim(
    'In 7.21 the row has no `data-rowselected` either: a selected row carries `aria-selected="true"` and the `Mui-selected` class.',
    () => {
      const { container } = render(
        <DataGrid autoHeight rows={[{ id: 1 }, { id: 2 }]} columns={[{ field: 'id' }]} rowSelectionModel={[1]} />,
      );
      const row = container.querySelector('[role="row"][data-id="1"]')!;
      expect(row.hasAttribute('data-rowselected')).toBe(false);
      expect(row.getAttribute('aria-selected')).toBe('true');
      expect(row.classList).toContain('Mui-selected');
      expect(container.querySelector('[role="row"][data-id="2"]')!.getAttribute('aria-selected')).toBe('false');
    },
  );
});
