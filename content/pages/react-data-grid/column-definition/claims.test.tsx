import { act, fireEvent, render } from '@testing-library/react';
import { DataGrid, type GridApi } from '@mui/x-data-grid';
import { beforeAll, describe, expect } from 'vitest';
import { claim } from '@/claims/claim';
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
