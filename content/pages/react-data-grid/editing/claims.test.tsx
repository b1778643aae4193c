import * as React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  DataGrid,
  GridCellModes,
  GridRowEditStopReasons,
  GridRowModes,
  type GridCellModesModel,
  type GridColDef,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import { gridCell } from '@/claims/gridCell';
import { newGridApiRef } from '@/claims/newGridApiRef';
import AutoStopSelectEditCell from './demos/AutoStopSelectEditCell';
import CellEditingGrid from './demos/CellEditingGrid';
import ConfirmSaveGrid from './demos/ConfirmSaveGrid';
import CustomEditCellGrid from './demos/CustomEditCellGrid';
import EditButtonsGrid from './demos/EditButtonsGrid';
import EditEventsLog from './demos/EditEventsLog';
import FullRowEditingGrid from './demos/FullRowEditingGrid';
import IsCellEditableGrid from './demos/IsCellEditableGrid';
import RowEditingGrid from './demos/RowEditingGrid';
import ServerPersistenceGrid from './demos/ServerPersistenceGrid';
import SingleClickEditingGrid from './demos/SingleClickEditingGrid';
import ValidationGrid from './demos/ValidationGrid';
import ValueParserSetterGrid from './demos/ValueParserSetterGrid';

const isEditing = (cell: Element) => cell.classList.contains('MuiDataGrid-cell--editing');
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const key = (target: Element, init: KeyboardEventInit) =>
  act(() => {
    fireEvent.keyDown(target, init);
  });
/** A cell's editor input, as a user would type in it. */
const inputOf = (cell: Element) => cell.querySelector('input') as HTMLInputElement;
async function type(cell: Element, value: string) {
  await act(async () => {
    fireEvent.change(inputOf(cell), { target: { value } });
  });
  await settle();
}
/** The built-in text editor hands a typed value to the grid 200 ms later (`debounceMs`); wait for it. */
async function typeAndWait(cell: Element, value: string) {
  await type(cell, value);
  await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
}
/** Waits for elements outside the grid (popups render in a portal); faster than role queries on a whole grid. */
async function findAll(selector: string) {
  let found: Element[] = [];
  await waitFor(() => {
    found = [...document.querySelectorAll(selector)];
    expect(found.length).toBeGreaterThan(0);
  });
  return found;
}
/** A click elsewhere on the page: the grid listens to mouseup on the document. */
async function clickOutside() {
  await act(async () => {
    fireEvent.mouseUp(document.body);
    fireEvent.click(document.body);
  });
  await settle();
}
/** The data-id of the first rendered row whose `field` cell reads `text` (or passes `test`). */
function rowWhere(root: Element, field: string, test: (text: string) => boolean) {
  return [...root.querySelectorAll('[role="row"][data-id]')].find((row) =>
    test(row.querySelector(`[data-field="${field}"]`)!.textContent ?? ''),
  )!;
}

const people = [
  {
    id: 1,
    name: 'Ann',
    age: 30,
    joined: new Date(2020, 0, 2),
    at: new Date(2020, 0, 2, 9, 30),
    admin: true,
    dept: 'A',
    email: 'ann@x',
  },
  {
    id: 2,
    name: 'Bob',
    age: 40,
    joined: new Date(2021, 5, 3),
    at: new Date(2021, 5, 3, 10, 0),
    admin: false,
    dept: 'B',
    email: 'bob@x',
  },
  {
    id: 3,
    name: 'Cid',
    age: 50,
    joined: new Date(2022, 7, 4),
    at: new Date(2022, 7, 4, 11, 0),
    admin: false,
    dept: 'A',
    email: 'cid@x',
  },
];
const peopleColumns: GridColDef[] = [
  { field: 'name', editable: true },
  { field: 'age', type: 'number', editable: true },
  { field: 'joined', type: 'date', editable: true },
  { field: 'at', type: 'dateTime', editable: true },
  { field: 'admin', type: 'boolean', editable: true },
  { field: 'dept', type: 'singleSelect', valueOptions: ['A', 'B'], editable: true },
  { field: 'email' },
];

describe('cell editing', () => {
  const apiRef = newGridApiRef();
  const processRowUpdate = vi.fn((row: object) => row);
  const onCellEditStart = vi.fn();
  const onCellEditStop = vi.fn();
  let grid: HTMLElement;
  beforeAll(() => {
    grid = render(
      <DataGrid
        apiRef={apiRef}
        rows={people}
        columns={peopleColumns}
        processRowUpdate={processRowUpdate}
        onCellEditStart={onCellEditStart}
        onCellEditStop={onCellEditStop}
      />,
    ).container;
  });
  const cell = (id: number, field: string) => gridCell(grid, id, field);
  const focus = (id: number, field: string) => act(() => apiRef.current.setCellFocus(id, field));

  claim('The editor depends on the column `type`', async () => {
    const editors: Record<string, string> = {};
    for (const field of ['name', 'age', 'joined', 'at', 'admin', 'dept']) {
      act(() => apiRef.current.startCellEditMode({ id: 1, field }));
      const editor = cell(1, field);
      const input = editor.querySelector('input')!;
      editors[field] = editor.querySelector('[role="combobox"]') ? 'select' : input.type;
      act(() => apiRef.current.stopCellEditMode({ id: 1, field, ignoreModifications: true }));
      await settle();
    }
    expect(editors).toEqual({
      name: 'text',
      age: 'number',
      joined: 'date',
      at: 'datetime-local',
      admin: 'checkbox',
      dept: 'select',
    });
  });

  claim('The Data Grid has built-in editors for every column type.', () => {
    // Every type above got an editor without any `renderEditCell` from the page.
    for (const column of peopleColumns.filter((c) => c.editable)) {
      expect(apiRef.current.getColumn(column.field).renderEditCell).toBeTypeOf('function');
    }
  });

  claim('Users can edit a single cell (the default) or a whole row at once', async () => {
    fireEvent.doubleClick(cell(3, 'age'));
    expect([...grid.querySelectorAll('.MuiDataGrid-cell--editing')]).toEqual([cell(3, 'age')]);
    key(inputOf(cell(3, 'age')), { key: 'Escape' });
    await settle();
  });

  claim('Editing is off by default.', () => {
    fireEvent.doubleClick(cell(1, 'email'));
    expect(isEditing(cell(1, 'email'))).toBe(false);
    expect(cell(1, 'email').classList.contains('MuiDataGrid-cell--editable')).toBe(false);
  });

  claim('Double-click a cell, or press :kbd[Enter] on it', async () => {
    fireEvent.doubleClick(cell(1, 'name'));
    expect(inputOf(cell(1, 'name')).value).toBe('Ann');
    key(inputOf(cell(1, 'name')), { key: 'Escape' });
    await settle();
    focus(1, 'name');
    key(cell(1, 'name'), { key: 'Enter' });
    expect(inputOf(cell(1, 'name')).value).toBe('Ann');
    key(inputOf(cell(1, 'name')), { key: 'Escape' });
    await settle();
  });

  claim('Type a printable character on a focused cell', async () => {
    focus(2, 'name');
    key(cell(2, 'name'), { key: 'x' });
    // The editor opens empty; the browser then types the key into it.
    expect(inputOf(cell(2, 'name')).value).toBe('');
    key(inputOf(cell(2, 'name')), { key: 'Escape' });
    await settle();
  });

  claim('Press :kbd[Backspace] or :kbd[Delete] on a focused cell', async () => {
    for (const deleteKey of ['Backspace', 'Delete']) {
      focus(2, 'name');
      key(cell(2, 'name'), { key: deleteKey });
      expect(inputOf(cell(2, 'name')).value).toBe('');
      key(inputOf(cell(2, 'name')), { key: 'Escape' });
      await settle();
    }
    expect(cell(2, 'name').textContent).toBe('Bob');
  });

  claim('Press :kbd[Escape] while editing', async () => {
    processRowUpdate.mockClear();
    fireEvent.doubleClick(cell(1, 'name'));
    await type(cell(1, 'name'), 'Zed');
    key(inputOf(cell(1, 'name')), { key: 'Escape' });
    await settle();
    expect(cell(1, 'name').textContent).toBe('Ann');
    expect(processRowUpdate).not.toHaveBeenCalled();
  });

  claim('Press :kbd[Enter] while editing', async () => {
    fireEvent.doubleClick(cell(1, 'name'));
    await type(cell(1, 'name'), 'Anna');
    key(inputOf(cell(1, 'name')), { key: 'Enter' });
    await settle();
    expect(cell(1, 'name').textContent).toBe('Anna');
    expect(document.activeElement).toBe(cell(2, 'name'));
  });

  claim('Press :kbd[Tab] or :kbd[Shift] + :kbd[Tab] while editing', async () => {
    fireEvent.doubleClick(cell(1, 'age'));
    await type(cell(1, 'age'), '31');
    key(inputOf(cell(1, 'age')), { key: 'Tab' });
    await settle();
    expect(cell(1, 'age').textContent).toBe('31');
    expect(document.activeElement).toBe(cell(1, 'joined'));
    fireEvent.doubleClick(cell(2, 'age'));
    await type(cell(2, 'age'), '41');
    key(inputOf(cell(2, 'age')), { key: 'Tab', shiftKey: true });
    await settle();
    expect(cell(2, 'age').textContent).toBe('41');
    expect(document.activeElement).toBe(cell(2, 'name'));
  });

  claim('Click outside the cell', async () => {
    fireEvent.doubleClick(cell(3, 'name'));
    await type(cell(3, 'name'), 'Cyd');
    await clickOutside();
    expect(isEditing(cell(3, 'name'))).toBe(false);
    expect(cell(3, 'name').textContent).toBe('Cyd');
  });

  claim('In the default `editMode="cell"`, one cell at a time switches to its editor.', async () => {
    fireEvent.doubleClick(cell(2, 'name'));
    fireEvent.doubleClick(cell(3, 'age'));
    await settle();
    expect(grid.querySelectorAll('.MuiDataGrid-cell--editing')).toHaveLength(1);
    expect(isEditing(cell(3, 'age'))).toBe(true);
    key(inputOf(cell(3, 'age')), { key: 'Escape' });
    await settle();
  });

  claim('The start and stop events carry a `reason` that says what triggered them', async () => {
    onCellEditStart.mockClear();
    onCellEditStop.mockClear();
    const reasons = () => [
      ...onCellEditStart.mock.calls.map((call) => `start:${call[0].reason}`),
      ...onCellEditStop.mock.calls.map((call) => `stop:${call[0].reason}`),
    ];
    fireEvent.doubleClick(cell(1, 'name'));
    key(inputOf(cell(1, 'name')), { key: 'Enter' });
    await settle();
    focus(1, 'name');
    key(cell(1, 'name'), { key: 'Enter' });
    key(inputOf(cell(1, 'name')), { key: 'Tab' });
    await settle();
    focus(1, 'name');
    key(cell(1, 'name'), { key: 'q' });
    key(inputOf(cell(1, 'name')), { key: 'Tab', shiftKey: true });
    await settle();
    focus(1, 'name');
    key(cell(1, 'name'), { key: 'Delete' });
    key(inputOf(cell(1, 'name')), { key: 'Escape' });
    await settle();
    focus(1, 'name');
    key(cell(1, 'name'), { key: 'v', keyCode: 86, ctrlKey: true });
    await clickOutside();
    expect(onCellEditStart.mock.calls.map((call) => call[0].reason)).toEqual([
      'cellDoubleClick',
      'enterKeyDown',
      'printableKeyDown',
      'deleteKeyDown',
      'pasteKeyDown',
    ]);
    expect(onCellEditStop.mock.calls.map((call) => call[0].reason)).toEqual([
      'enterKeyDown',
      'tabKeyDown',
      'shiftTabKeyDown',
      'escapeKeyDown',
      'cellFocusOut',
    ]);
    expect(reasons()).toHaveLength(10);
  });

  claim('Cells and rows in edit mode receive CSS classes you can target', async () => {
    act(() => apiRef.current.startCellEditMode({ id: 2, field: 'age' }));
    expect(cell(2, 'age').classList.contains('MuiDataGrid-cell--editing')).toBe(true);
    expect(
      [...grid.querySelectorAll('.MuiDataGrid-cell--editable')].every((c) => c.getAttribute('data-field') !== 'email'),
    ).toBe(true);
    expect(grid.querySelectorAll('[data-id="1"] .MuiDataGrid-cell--editable')).toHaveLength(6);
    act(() => apiRef.current.stopCellEditMode({ id: 2, field: 'age', ignoreModifications: true }));
    await settle();
  });

  claim(
    'The same transitions are available imperatively on the [API object](/x/react-data-grid/api-object/): `startCellEditMode`, `stopCellEditMode`, `startRowEditMode`, `stopRowEditMode`, plus `getCellMode` and `getRowMode` to read the current mode.',
    async () => {
      act(() => apiRef.current.startCellEditMode({ id: 3, field: 'name' }));
      expect(apiRef.current.getCellMode(3, 'name')).toBe('edit');
      act(() => apiRef.current.stopCellEditMode({ id: 3, field: 'name' }));
      await settle();
      expect(apiRef.current.getCellMode(3, 'name')).toBe('view');
      for (const method of ['startRowEditMode', 'stopRowEditMode', 'getRowMode'] as const) {
        expect(apiRef.current[method]).toBeTypeOf('function');
      }
    },
  );
});

claim('only matters for columns that are already `editable`', () => {
  const isCellEditable = vi.fn(() => true);
  const { container } = render(
    <DataGrid
      rows={people.slice(0, 1)}
      columns={[{ field: 'name', editable: true }, { field: 'email' }]}
      isCellEditable={isCellEditable}
    />,
  );
  fireEvent.doubleClick(gridCell(container, 1, 'email'));
  expect(isEditing(gridCell(container, 1, 'email'))).toBe(false);
  expect(isCellEditable.mock.calls.map((call: unknown[]) => (call[0] as { field: string }).field)).not.toContain(
    'email',
  );
});

claim('`isCellEditable` returns `false` for every cell of those rows', () => {
  const { container } = render(<IsCellEditableGrid />);
  const filled = rowWhere(container, 'status', (text) => text === 'Filled');
  const open = rowWhere(container, 'status', (text) => text !== 'Filled');
  expect(filled.classList.contains('trade--locked')).toBe(true);
  expect(filled.querySelectorAll('.MuiDataGrid-cell--editable')).toHaveLength(0);
  expect(
    [...open.querySelectorAll('.MuiDataGrid-cell--editable')].map((cell) => cell.getAttribute('data-field')),
  ).toEqual(['quantity', 'unitPrice', 'traderName']);
  fireEvent.doubleClick(filled.querySelector('[data-field="quantity"]')!);
  expect(container.querySelector('.MuiDataGrid-cell--editing')).toBeNull();
});

claim('The demo commits every edit through `processRowUpdate` and prints what changed.', async () => {
  const { container } = render(<CellEditingGrid />);
  const cell = container.querySelector('[role="row"][data-rowindex="0"] [data-field="age"]') as HTMLElement;
  fireEvent.doubleClick(cell);
  await type(cell, '77');
  key(inputOf(cell), { key: 'Enter' });
  await settle();
  expect(screen.getByText(/age → 77/)).toBeTruthy();
  const email = container.querySelector('[role="row"][data-rowindex="0"] [data-field="email"]') as HTMLElement;
  expect(email.classList.contains('MuiDataGrid-cell--editable')).toBe(false);
});

describe('row editing', () => {
  const apiRef = newGridApiRef();
  const processRowUpdate = vi.fn((row: object) => row);
  const onRowEditStart = vi.fn();
  const onRowEditStop = vi.fn();
  let grid: HTMLElement;
  const columns: GridColDef[] = [
    { field: 'name', editable: true },
    { field: 'age', type: 'number', editable: true },
    { field: 'email' },
  ];
  beforeAll(() => {
    grid = render(
      <DataGrid
        apiRef={apiRef}
        editMode="row"
        rows={people}
        columns={columns}
        processRowUpdate={processRowUpdate}
        onRowEditStart={onRowEditStart}
        onRowEditStop={onRowEditStop}
      />,
    ).container;
  });
  const cell = (id: number, field: string) => gridCell(grid, id, field);
  const editingCells = () =>
    [...grid.querySelectorAll('.MuiDataGrid-cell--editing')].map((c) => c.getAttribute('data-field'));

  claim(
    'With `editMode="row"`, starting to edit any cell puts every editable cell of that row in edit mode.',
    async () => {
      fireEvent.doubleClick(cell(1, 'age'));
      expect(editingCells()).toEqual(['name', 'age']);
      expect(grid.querySelector('[data-id="1"]')!.classList.contains('MuiDataGrid-row--editing')).toBe(true);
      key(inputOf(cell(1, 'age')), { key: 'Escape' });
      await settle();
    },
  );

  claim('The changes are committed together when the user presses :kbd[Enter]', async () => {
    processRowUpdate.mockClear();
    fireEvent.doubleClick(cell(1, 'name'));
    await type(cell(1, 'name'), 'Anna');
    await type(cell(1, 'age'), '33');
    key(inputOf(cell(1, 'age')), { key: 'Enter' });
    await settle();
    expect(processRowUpdate).toHaveBeenCalledTimes(1);
    expect(processRowUpdate.mock.calls[0]![0]).toMatchObject({ name: 'Anna', age: 33 });
    // Clicking outside the row commits it too.
    fireEvent.doubleClick(cell(2, 'name'));
    await type(cell(2, 'name'), 'Bobby');
    await clickOutside();
    expect(cell(2, 'name').textContent).toBe('Bobby');
    // So does tabbing past the last editable cell.
    fireEvent.doubleClick(cell(3, 'age'));
    await type(cell(3, 'age'), '55');
    key(inputOf(cell(3, 'age')), { key: 'Tab' });
    await settle();
    expect(apiRef.current.getRowMode(3)).toBe('view');
    expect(cell(3, 'age').textContent).toBe('55');
    // Escape discards every change of the row.
    fireEvent.doubleClick(cell(3, 'name'));
    await type(cell(3, 'name'), 'Nope');
    await type(cell(3, 'age'), '1');
    key(inputOf(cell(3, 'name')), { key: 'Escape' });
    await settle();
    expect([cell(3, 'name').textContent, cell(3, 'age').textContent]).toEqual(['Cid', '55']);
  });

  claim('a paste shortcut starts a row edit with `printableKeyDown`', async () => {
    onRowEditStart.mockClear();
    onRowEditStop.mockClear();
    act(() => apiRef.current.setCellFocus(2, 'name'));
    key(cell(2, 'name'), { key: 'v', keyCode: 86, ctrlKey: true });
    expect(onRowEditStart.mock.calls[0]![0].reason).toBe('printableKeyDown');
    await clickOutside();
    expect(onRowEditStop.mock.calls[0]![0].reason).toBe(GridRowEditStopReasons.rowFocusOut);
  });

  claim('in row editing, :kbd[Enter] and :kbd[Tab] publish no `rowEditStop` until the errors are fixed', async () => {
    const stop = vi.fn();
    const { container } = render(
      <DataGrid
        editMode="row"
        rows={people.slice(0, 1)}
        columns={[
          {
            field: 'name',
            editable: true,
            preProcessEditCellProps: ({ props }) => ({ ...props, error: props.value === '' }),
          },
          { field: 'age', type: 'number', editable: true },
        ]}
        onRowEditStop={stop}
      />,
    );
    fireEvent.doubleClick(gridCell(container, 1, 'name'));
    await typeAndWait(gridCell(container, 1, 'name'), '');
    key(inputOf(gridCell(container, 1, 'name')), { key: 'Enter' });
    key(inputOf(gridCell(container, 1, 'age')), { key: 'Tab' });
    await settle();
    expect(stop).not.toHaveBeenCalled();
    expect(container.querySelector('.MuiDataGrid-row--editing')).not.toBeNull();
    await typeAndWait(gridCell(container, 1, 'name'), 'ok');
    key(inputOf(gridCell(container, 1, 'name')), { key: 'Enter' });
    await settle();
    expect(stop.mock.calls.map((call) => call[0].reason)).toEqual(['enterKeyDown']);
  });
});

claim('all the editable cells of its row open together, and `processRowUpdate` receives the row once', async () => {
  const { container } = render(<FullRowEditingGrid />);
  const row = container.querySelector('[role="row"][data-rowindex="0"]')!;
  const id = row.getAttribute('data-id')!;
  fireEvent.doubleClick(gridCell(container, id, 'city'));
  expect(row.querySelectorAll('.MuiDataGrid-cell--editing')).toHaveLength(4);
  await type(gridCell(container, id, 'city'), 'Lyon');
  await type(gridCell(container, id, 'age'), '44');
  key(inputOf(gridCell(container, id, 'age')), { key: 'Enter' });
  await settle();
  expect(screen.getByText(new RegExp(`Saved row ${id} in one update: .*, Lyon, 44\\.`))).toBeTruthy();
});

describe('controlled modes', () => {
  claim('`ignoreModifications: true` when switching to view mode discards the pending values', async () => {
    const apiRef = newGridApiRef();
    const processRowUpdate = vi.fn((row: object) => row);
    const grid = (model: GridCellModesModel) => (
      <DataGrid
        apiRef={apiRef}
        rows={people.slice(0, 2)}
        columns={peopleColumns.slice(0, 2)}
        cellModesModel={model}
        processRowUpdate={processRowUpdate}
      />
    );
    const { rerender, container } = render(grid({ 1: { name: { mode: GridCellModes.Edit } } }));
    await type(gridCell(container, 1, 'name'), 'Zed');
    rerender(grid({ 1: { name: { mode: GridCellModes.View, ignoreModifications: true } } }));
    await settle();
    expect(gridCell(container, 1, 'name').textContent).toBe('Ann');
    expect(processRowUpdate).not.toHaveBeenCalled();
  });

  claim('`fieldToFocus` when switching a row to edit mode chooses which cell gets focus', async () => {
    const grid = (model: GridRowModesModel) => (
      <DataGrid editMode="row" rows={people.slice(0, 2)} columns={peopleColumns.slice(0, 2)} rowModesModel={model} />
    );
    const { rerender, container } = render(grid({}));
    rerender(grid({ 2: { mode: GridRowModes.Edit, fieldToFocus: 'age' } }));
    await settle();
    expect(gridCell(container, 2, 'age').contains(document.activeElement)).toBe(true);
  });

  claim('Set `event.defaultMuiPrevented = true` to cancel the transition.', async () => {
    const { container } = render(
      <DataGrid
        rows={people.slice(0, 1)}
        columns={peopleColumns.slice(0, 1)}
        onCellEditStart={(params, event) => {
          if (params.reason === 'cellDoubleClick') event.defaultMuiPrevented = true;
        }}
      />,
    );
    fireEvent.doubleClick(gridCell(container, 1, 'name'));
    expect(isEditing(gridCell(container, 1, 'name'))).toBe(false);
  });
});

describe('EditButtonsGrid demo', () => {
  let demo: HTMLElement;
  beforeAll(() => {
    demo = render(<EditButtonsGrid />).container;
  });
  const button = (name: string) => within(demo).getByText(name).closest('button') as HTMLButtonElement;

  claim('Edit starts editing the last focused cell (reached by mouse or keyboard', async () => {
    const first = demo.querySelector('[data-rowindex="0"] [data-field="role"]') as HTMLElement;
    expect(button('Edit').disabled).toBe(true);
    fireEvent.mouseDown(first);
    fireEvent.mouseUp(first);
    fireEvent.click(first);
    await settle();
    act(() => {
      fireEvent.keyDown(first, { key: 'ArrowLeft' });
    });
    await settle();
    expect(button('Edit').disabled).toBe(false);
    fireEvent.click(button('Edit'));
    await settle();
    const name = demo.querySelector('[data-rowindex="0"] [data-field="fullName"]') as HTMLElement;
    expect(isEditing(name)).toBe(true);
  });

  claim('so only the buttons, :kbd[Enter], :kbd[Tab] and :kbd[Escape] end editing', async () => {
    const name = demo.querySelector('[data-rowindex="0"] [data-field="fullName"]') as HTMLElement;
    await type(name, 'Someone Else');
    await clickOutside();
    expect(isEditing(name)).toBe(true);
    fireEvent.click(button('Save'));
    await settle();
    expect(isEditing(name)).toBe(false);
    expect(name.textContent).toBe('Someone Else');
    fireEvent.click(button('Edit'));
    await settle();
    await type(name, 'Dropped');
    fireEvent.click(button('Cancel'));
    await settle();
    expect(name.textContent).toBe('Someone Else');
  });
});

describe('SingleClickEditingGrid demo', () => {
  let demo: HTMLElement;
  beforeAll(() => {
    demo = render(<SingleClickEditingGrid />).container;
  });
  const cell = (rowIndex: number, field: string) =>
    demo.querySelector(`[data-rowindex="${rowIndex}"] [data-field="${field}"]`) as HTMLElement;

  claim('A single click is then enough to edit.', async () => {
    fireEvent.click(cell(0, 'fullName'));
    await settle();
    expect(isEditing(cell(0, 'fullName'))).toBe(true);
  });

  claim(
    'puts that cell in edit mode and every other cell listed in the model back in view mode (which saves them)',
    async () => {
      await type(cell(0, 'fullName'), 'Clicked');
      fireEvent.click(cell(1, 'role'));
      await settle();
      expect(cell(0, 'fullName').textContent).toBe('Clicked');
      expect([...demo.querySelectorAll('.MuiDataGrid-cell--editing')]).toEqual([cell(1, 'role')]);
    },
  );

  claim('Clicks that come from a portal, such as the options list of a select, are ignored', async () => {
    const options = await findAll('[role="option"]');
    const next = options.find((option) => option.getAttribute('aria-selected') !== 'true')!;
    await act(async () => {
      fireEvent.click(next);
    });
    await settle();
    // The option's click reached onCellClick through React; editing went on in the same cell with the pick.
    expect([...demo.querySelectorAll('.MuiDataGrid-cell--editing')]).toEqual([cell(1, 'role')]);
    expect(cell(1, 'role').querySelector('input')!.value).toBe(next.getAttribute('data-value'));
    fireEvent.click(cell(2, 'fullName'));
    await settle();
    expect(cell(1, 'role').textContent).toBe(next.textContent);
  });
});

describe('RowEditingGrid demo', () => {
  let demo: HTMLElement;
  beforeAll(() => {
    demo = render(<RowEditingGrid />).container;
  });
  const firstRow = () => demo.querySelector('[role="row"][data-rowindex="0"]') as HTMLElement;

  claim('keep a row in edit mode when the user clicks elsewhere', async () => {
    fireEvent.click(firstRow().querySelector('[aria-label="Edit"]')!);
    await settle();
    expect(firstRow().classList.contains('MuiDataGrid-row--editing')).toBe(true);
    await clickOutside();
    expect(firstRow().classList.contains('MuiDataGrid-row--editing')).toBe(true);
    await type(firstRow().querySelector('[data-field="fullName"]')!, 'Edited Name');
    fireEvent.click(firstRow().querySelector('[aria-label="Save"]')!);
    await settle();
    expect(firstRow().classList.contains('MuiDataGrid-row--editing')).toBe(false);
    expect(firstRow().querySelector('[data-field="fullName"]')!.textContent).toBe('Edited Name');
  });

  claim('It also shows how to add and delete rows with an `actions` column and `GridActionsCellItem`.', async () => {
    const count = () => demo.querySelectorAll('[role="row"][data-id]').length;
    const before = count();
    fireEvent.click(within(demo).getByText('Add team member'));
    await settle();
    expect(count()).toBe(before + 1);
    expect(firstRow().classList.contains('MuiDataGrid-row--editing')).toBe(true);
    expect(firstRow().querySelector('[data-field="fullName"]')!.contains(document.activeElement)).toBe(true);
    // Cancelling a row that was never saved removes it.
    fireEvent.click(firstRow().querySelector('[aria-label="Cancel"]')!);
    await settle();
    expect(count()).toBe(before);
    fireEvent.click(firstRow().querySelector('[aria-label="Delete"]')!);
    await settle();
    expect(count()).toBe(before - 1);
  });
});

describe('parsing and storing', () => {
  claim('`valueSetter` writes the edited value back into the row.', async () => {
    const apiRef = newGridApiRef();
    const rows = [{ id: 1, first: 'Ann', last: 'Lee' }];
    const { container } = render(
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={[{ field: 'name', editable: true, valueGetter: (_v, row) => `${row.first} ${row.last}` }]}
      />,
    );
    fireEvent.doubleClick(gridCell(container, 1, 'name'));
    expect(inputOf(gridCell(container, 1, 'name')).value).toBe('Ann Lee');
    await type(gridCell(container, 1, 'name'), 'Bo Ek');
    key(inputOf(gridCell(container, 1, 'name')), { key: 'Enter' });
    await settle();
    // Without a valueSetter the value lands in `row.name`, and the cell still shows the two old fields.
    expect(apiRef.current.getRow(1)).toEqual({ id: 1, first: 'Ann', last: 'Lee', name: 'Bo Ek' });
    expect(gridCell(container, 1, 'name').textContent).toBe('Ann Lee');
  });

  claim('In the demo, `valueParser` trims and lower-cases the email before it is stored', async () => {
    const { container } = render(<ValueParserSetterGrid />);
    const email = container.querySelector('[data-rowindex="0"] [data-field="traderEmail"]') as HTMLElement;
    fireEvent.doubleClick(email);
    await type(email, '  Ann.Lee@EXAMPLE.com ');
    key(inputOf(email), { key: 'Enter' });
    await settle();
    expect(screen.getByText(/Stored: \{ traderEmail: "ann\.lee@example\.com", feeRate: /)).toBeTruthy();
    const fee = container.querySelector('[data-rowindex="0"] [data-field="feePercent"]') as HTMLElement;
    fireEvent.doubleClick(fee);
    await type(fee, '2.5');
    key(inputOf(fee), { key: 'Enter' });
    await settle();
    expect(screen.getByText(/feeRate: 0\.025 \}/)).toBeTruthy();
    expect(fee.textContent).toBe('2.5');
  });
});

describe('validation', () => {
  const check = vi.fn();
  const columns: GridColDef[] = [
    {
      field: 'age',
      type: 'number',
      editable: true,
      preProcessEditCellProps: (params) => {
        check(params);
        return { ...params.props, error: Number(params.props.value) < 18 };
      },
    },
  ];
  const apiRef = newGridApiRef();
  const onCellEditStop = vi.fn();
  const processRowUpdate = vi.fn((row: object) => row);
  let grid: HTMLElement;
  beforeAll(() => {
    grid = render(
      <DataGrid
        apiRef={apiRef}
        rows={people.slice(0, 2)}
        columns={columns}
        onCellEditStop={onCellEditStop}
        processRowUpdate={processRowUpdate}
      />,
    ).container;
  });
  const cell = () => gridCell(grid, 1, 'age');

  claim('It receives `GridPreProcessEditCellProps`', async () => {
    fireEvent.doubleClick(cell());
    await typeAndWait(cell(), '12');
    const params = check.mock.lastCall![0];
    expect(params.props.value).toBe(12);
    expect(params.row).toMatchObject({ id: 1, age: 30 });
    expect(params.hasChanged).toBe(true);
  });

  claim('A truthy `error` keeps the cell (or the whole row) in edit mode when the user tries to save', async () => {
    key(inputOf(cell()), { key: 'Enter' });
    await clickOutside();
    expect(isEditing(cell())).toBe(true);
    expect(processRowUpdate).not.toHaveBeenCalled();
  });

  claim("The built-in editors don't display any message, and only mark the input as invalid", () => {
    expect(cell().querySelector('.MuiInputBase-root')!.classList.contains('Mui-error')).toBe(true);
    expect(cell().textContent).toBe('');
  });

  claim('While a cell holds a validation `error`, `onCellEditStop` is not called, even for :kbd[Escape]', async () => {
    onCellEditStop.mockClear();
    key(inputOf(cell()), { key: 'Escape' });
    await settle();
    expect(isEditing(cell())).toBe(false);
    expect(cell().textContent).toBe('30');
    expect(onCellEditStop).not.toHaveBeenCalled();
  });
});

claim("While the promise is pending, the cell's `isProcessingProps` is `true`", async () => {
  let answer: (props: object) => void = () => {};
  const apiRef = newGridApiRef();
  const processRowUpdate = vi.fn((row: object) => row);
  const { container } = render(
    <DataGrid
      apiRef={apiRef}
      rows={people.slice(0, 1)}
      columns={[
        {
          field: 'name',
          editable: true,
          preProcessEditCellProps: ({ props }) =>
            new Promise((resolve) => {
              answer = () => resolve({ ...props, error: false });
            }),
        },
      ]}
      processRowUpdate={processRowUpdate}
    />,
  );
  const cell = gridCell(container, 1, 'name');
  fireEvent.doubleClick(cell);
  act(() => {
    fireEvent.change(inputOf(cell), { target: { value: 'Anne' } });
  });
  // The built-in editor passes the value on after its 200 ms debounce.
  await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
  expect(apiRef.current.state.editRows[1]!.name!.isProcessingProps).toBe(true);
  key(inputOf(cell), { key: 'Enter' });
  await settle();
  expect(isEditing(cell)).toBe(true);
  await act(async () => answer({}));
  await settle();
  // Refused, not queued: the check finished and the cell is still in edit mode until the user confirms again.
  expect(isEditing(cell)).toBe(true);
  expect(processRowUpdate).not.toHaveBeenCalled();
  key(inputOf(cell), { key: 'Enter' });
  await settle();
  expect(cell.textContent).toBe('Anne');
});

describe('ValidationGrid demo', () => {
  claim('render the editor yourself with `renderEditCell` and show the message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { container } = render(<ValidationGrid />);
      const name = container.querySelector('[data-rowindex="0"] [data-field="fullName"]') as HTMLElement;
      fireEvent.doubleClick(name);
      await type(name, 'A');
      expect((await findAll('[role="tooltip"]'))[0]!.textContent).toBe('At least 2 characters');
      key(inputOf(name), { key: 'Escape' });
      await settle();
      // The email column answers after 300 ms.
      const email = container.querySelector('[data-rowindex="0"] [data-field="email"]') as HTMLElement;
      fireEvent.doubleClick(email);
      await type(email, 'not-an-address');
      expect(document.querySelector('[role="tooltip"]')).toBeNull();
      await act(async () => {
        vi.advanceTimersByTime(350);
      });
      expect((await findAll('[role="tooltip"]'))[0]!.textContent).toBe('Not a valid address');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('processRowUpdate', () => {
  claim(
    'runs every time a cell (or a row, in row editing) leaves edit mode without being cancelled, even when the user changed nothing',
    async () => {
      const apiRef = newGridApiRef();
      const processRowUpdate = vi.fn((row: { id: number }) => ({ ...row, name: 'From server' }));
      const { container } = render(
        <DataGrid
          apiRef={apiRef}
          rows={people.slice(0, 1)}
          columns={peopleColumns.slice(0, 1)}
          processRowUpdate={processRowUpdate}
        />,
      );
      const cell = gridCell(container, 1, 'name');
      fireEvent.doubleClick(cell);
      key(inputOf(cell), { key: 'Escape' });
      await settle();
      act(() => apiRef.current.startCellEditMode({ id: 1, field: 'name' }));
      act(() => apiRef.current.stopCellEditMode({ id: 1, field: 'name', ignoreModifications: true }));
      await settle();
      expect(processRowUpdate).not.toHaveBeenCalled();
      fireEvent.doubleClick(cell);
      key(inputOf(cell), { key: 'Enter' });
      await settle();
      expect(processRowUpdate).toHaveBeenCalledTimes(1);
      expect(processRowUpdate.mock.calls[0]).toEqual([people[0], people[0], { rowId: 1 }]);
      // Whatever it returns becomes the row.
      expect(cell.textContent).toBe('From server');
    },
  );

  claim("the cell or row stays in edit mode with the user's values", async () => {
    const onError = vi.fn();
    const { container } = render(
      <DataGrid
        rows={people.slice(0, 1)}
        columns={peopleColumns.slice(0, 1)}
        processRowUpdate={() => Promise.reject(new Error('refused'))}
        onProcessRowUpdateError={onError}
      />,
    );
    const cell = gridCell(container, 1, 'name');
    fireEvent.doubleClick(cell);
    await type(cell, 'Bad');
    key(inputOf(cell), { key: 'Enter' });
    await settle();
    expect(isEditing(cell)).toBe(true);
    expect(inputOf(cell).value).toBe('Bad');
    expect(onError.mock.calls[0]![0].message).toBe('refused');
  });

  claim('Always provide this callback when `processRowUpdate` can fail', async () => {
    // Without it, the rejection is only reported on the console.
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <DataGrid
        rows={people.slice(0, 1)}
        columns={peopleColumns.slice(0, 1)}
        processRowUpdate={() => Promise.reject(new Error('refused'))}
      />,
    );
    const cell = gridCell(container, 1, 'name');
    fireEvent.doubleClick(cell);
    key(inputOf(cell), { key: 'Enter' });
    await settle();
    expect(isEditing(cell)).toBe(true);
    expect(String(error.mock.calls[0]?.[0])).toContain('`onProcessRowUpdateError` is missing');
    error.mockRestore();
  });

  claim('Otherwise, the next time the `rows` prop changes, the grid goes back to the old values.', async () => {
    const grid = (rows: typeof people) => (
      <DataGrid rows={rows} columns={peopleColumns.slice(0, 1)} processRowUpdate={(row) => row} />
    );
    const { container, rerender } = render(grid(people.slice(0, 1)));
    const cell = () => gridCell(container, 1, 'name');
    fireEvent.doubleClick(cell());
    await type(cell(), 'Edited');
    key(inputOf(cell()), { key: 'Enter' });
    await settle();
    expect(cell().textContent).toBe('Edited');
    rerender(grid(people.slice(0, 2)));
    await settle();
    expect(cell().textContent).toBe('Ann');
  });
});

describe('ServerPersistenceGrid demo', () => {
  claim(
    'In the demo the fake server answers after 700 ms, refuses empty names and salaries above $250,000.',
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        const { container } = render(<ServerPersistenceGrid />);
        const name = container.querySelector('[data-rowindex="0"] [data-field="fullName"]') as HTMLElement;
        fireEvent.doubleClick(name);
        await type(name, '');
        key(inputOf(name), { key: 'Enter' });
        await act(async () => {
          vi.advanceTimersByTime(750);
        });
        await settle();
        expect(await screen.findByText(/The server refused an empty name\./)).toBeTruthy();
        expect(isEditing(name)).toBe(true);
        key(inputOf(name), { key: 'Escape' });
        await settle();
        const salary = container.querySelector('[data-rowindex="0"] [data-field="salary"]') as HTMLElement;
        fireEvent.doubleClick(salary);
        await type(salary, '300000');
        key(inputOf(salary), { key: 'Enter' });
        await act(async () => {
          vi.advanceTimersByTime(750);
        });
        await settle();
        expect(await screen.findByText(/Salaries above \$250,000 need approval\./)).toBeTruthy();
      } finally {
        vi.useRealTimers();
      }
    },
  );
});

claim('confirming resolves with the new row, declining resolves with the old one', async () => {
  const { container } = render(<ConfirmSaveGrid />);
  const salary = container.querySelector('[data-rowindex="0"] [data-field="salary"]') as HTMLElement;
  const before = salary.textContent;
  fireEvent.doubleClick(salary);
  await type(salary, '1234');
  key(inputOf(salary), { key: 'Enter' });
  await settle();
  fireEvent.click(await screen.findByText('No, keep the old value'));
  await settle();
  expect(salary.textContent).toBe(before);
  expect(isEditing(salary)).toBe(false);
  fireEvent.doubleClick(salary);
  await type(salary, '1234');
  key(inputOf(salary), { key: 'Enter' });
  await settle();
  fireEvent.click(await screen.findByText('Yes, save'));
  await settle();
  expect(salary.textContent).toBe('$1,234');
});

describe('CustomEditCellGrid demo', () => {
  claim('The demo has a rating editor and a "full name" column that splits the typed text', async () => {
    const { container } = render(<CustomEditCellGrid />);
    const rating = container.querySelector('[data-rowindex="0"] [data-field="rating"]') as HTMLElement;
    fireEvent.doubleClick(rating);
    await settle();
    // hasFocus moved focus into the rating.
    expect(rating.contains(document.activeElement)).toBe(true);
    fireEvent.click(rating.querySelector('input[value="5"]')!);
    await clickOutside();
    expect(rating.querySelector('[role="img"]')!.getAttribute('aria-label')).toBe('5 Stars');
    const name = container.querySelector('[data-rowindex="0"] [data-field="name"]') as HTMLElement;
    fireEvent.doubleClick(name);
    await type(name, 'Mary Ann Smith');
    key(inputOf(name), { key: 'Enter' });
    await settle();
    expect(name.textContent).toBe('Mary Ann Smith');
  });
});

claim('so picking an option saves the cell in one step', async () => {
  const { container } = render(<AutoStopSelectEditCell />);
  const role = container.querySelector('[data-rowindex="0"] [data-field="role"]') as HTMLElement;
  fireEvent.doubleClick(role);
  const options = await findAll('[role="option"]');
  const next = options.find((option) => option.getAttribute('aria-selected') !== 'true')!;
  await act(async () => {
    fireEvent.click(next);
  });
  await settle();
  expect(isEditing(role)).toBe(false);
  expect(role.textContent).toBe(next.textContent);
});

claim('Edit a few cells below in different ways and watch the reasons.', async () => {
  const { container } = render(<EditEventsLog />);
  const city = container.querySelector('[data-rowindex="0"] [data-field="city"]') as HTMLElement;
  fireEvent.doubleClick(city);
  key(inputOf(city), { key: 'Enter' });
  await settle();
  const log = container.querySelector('pre')!.textContent!;
  expect(log).toMatch(/cellEditStop +city of row \d+, reason: enterKeyDown/);
  expect(log).toMatch(/cellEditStart +city of row \d+, reason: cellDoubleClick/);
});

untestable(
  'For text inputs, pass `debounceMs` to `setEditCellValue` to avoid re-running validation on every keystroke.',
  'Advice on performance; whether validation runs less often depends on typing speed, not on a state a test can read.',
);

describe('events table', () => {
  const columns: GridColDef[] = [{ field: 'name', editable: true }];
  const rows = [{ id: 1, name: 'Ann' }];
  const MODES = {
    cell: {
      prop: 'onCellModesModelChange',
      model: 'cellModesModel',
      event: 'cellModesModelChange',
      editing: { 1: { name: { mode: GridCellModes.Edit } } },
    },
    row: {
      prop: 'onRowModesModelChange',
      model: 'rowModesModel',
      event: 'rowModesModelChange',
      editing: { 1: { mode: GridRowModes.Edit } },
    },
  } as const;

  /**
   * Edits the one cell by the user's way (double-click, Escape), by the API, then by a controlled model; returns the
   * mode the callbacks saw when they were called and how many calls each way made.
   */
  async function startStopCalls(editMode: 'cell' | 'row') {
    const apiRef = newGridApiRef();
    const seen: string[] = [];
    const mode = () => (editMode === 'cell' ? apiRef.current.getCellMode(1, 'name') : apiRef.current.getRowMode(1));
    const onStart = vi.fn(() => seen.push(`start while ${mode()}`));
    const onStop = vi.fn(() => seen.push(`stop while ${mode()}`));
    const handlers =
      editMode === 'cell'
        ? { onCellEditStart: onStart, onCellEditStop: onStop }
        : { onRowEditStart: onStart, onRowEditStop: onStop };
    const grid = (model?: object) => (
      <DataGrid
        apiRef={apiRef}
        editMode={editMode}
        rows={rows}
        columns={columns}
        {...handlers}
        {...(model && { [MODES[editMode].model]: model })}
      />
    );
    const view = render(grid());
    fireEvent.doubleClick(gridCell(view.container, 1, 'name'));
    key(inputOf(gridCell(view.container, 1, 'name')), { key: 'Escape' });
    await settle();
    const byUser = seen.splice(0);
    if (editMode === 'cell') {
      act(() => apiRef.current.startCellEditMode({ id: 1, field: 'name' }));
      act(() => apiRef.current.stopCellEditMode({ id: 1, field: 'name' }));
    } else {
      act(() => apiRef.current.startRowEditMode({ id: 1 }));
      act(() => apiRef.current.stopRowEditMode({ id: 1 }));
    }
    await settle();
    view.rerender(grid({}));
    view.rerender(grid(MODES[editMode].editing));
    await settle();
    const editingFromModel = mode();
    view.rerender(grid({}));
    await settle();
    view.unmount();
    return { byUser, byApiOrModel: seen, editingFromModel };
  }

  claim(
    'The user starts editing a cell, just before it enters edit mode; not for `startCellEditMode` or a new `cellModesModel`',
    async () => {
      const calls = await startStopCalls('cell');
      expect(calls).toEqual({
        byUser: ['start while view', 'stop while edit'],
        byApiOrModel: [],
        editingFromModel: 'edit',
      });
    },
  );
  claim(
    'The user ends editing a cell, just before it leaves edit mode; not for `stopCellEditMode` or a new `cellModesModel`',
    async () => {
      // Escape ends the user's edit; `stopCellEditMode` and the emptied model then call nothing.
      const { byUser, byApiOrModel } = await startStopCalls('cell');
      expect([byUser.at(-1), byApiOrModel]).toEqual(['stop while edit', []]);
    },
  );
  claim(
    'The user starts editing a row, just before it enters edit mode; not for `startRowEditMode` or a new `rowModesModel`',
    async () => {
      const calls = await startStopCalls('row');
      expect(calls).toEqual({
        byUser: ['start while view', 'stop while edit'],
        byApiOrModel: [],
        editingFromModel: 'edit',
      });
    },
  );
  claim(
    'The user ends editing a row, just before it leaves edit mode; not for `stopRowEditMode` or a new `rowModesModel`',
    async () => {
      const { byUser, byApiOrModel } = await startStopCalls('row');
      expect([byUser.at(-1), byApiOrModel]).toEqual(['stop while edit', []]);
    },
  );

  /** Who hears of a double-click (uncontrolled, then controlled) and of a new model prop: the callback, the event. */
  async function modelChangeCalls(editMode: 'cell' | 'row') {
    const { prop, model, event, editing } = MODES[editMode];
    const heard: string[] = [];
    const run = async (controlled: boolean) => {
      const apiRef = newGridApiRef();
      const grid = (value: object) => (
        <DataGrid
          apiRef={apiRef}
          editMode={editMode}
          rows={rows}
          columns={columns}
          {...{ [prop]: () => heard.push('prop') }}
          {...(controlled && { [model]: value })}
        />
      );
      const view = render(grid({}));
      const stop = apiRef.current.subscribeEvent(event, () => heard.push('event'));
      fireEvent.doubleClick(gridCell(view.container, 1, 'name'));
      await settle();
      const onDoubleClick = heard.splice(0);
      view.rerender(grid(editing));
      await settle();
      const onNewProp = heard.splice(0);
      stop();
      view.unmount();
      return { onDoubleClick, onNewProp };
    };
    return { uncontrolled: (await run(false)).onDoubleClick, controlled: await run(true) };
  }

  claim(
    'The prop: the grid asks for a new cell modes model (in a controlled grid, before you apply it). The event: the model the grid holds changed, a new `cellModesModel` prop included',
    async () => {
      expect(await modelChangeCalls('cell')).toEqual({
        uncontrolled: ['prop', 'event'],
        // Controlled, the double-click only asks (the cell stays in view mode); applying the model publishes the event.
        controlled: { onDoubleClick: ['prop'], onNewProp: ['event'] },
      });
    },
  );
  claim(
    'The prop: the grid asks for a new row modes model (in a controlled grid, before you apply it). The event: the model the grid holds changed, a new `rowModesModel` prop included',
    async () => {
      expect(await modelChangeCalls('row')).toEqual({
        uncontrolled: ['prop', 'event'],
        controlled: { onDoubleClick: ['prop'], onNewProp: ['event'] },
      });
    },
  );
});
