import * as React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DataGrid, GridCellModes, type GridApi, type GridCellModesModel, type GridColDef } from '@mui/x-data-grid';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import AutoStopSelectEditing from './demos/AutoStopSelectEditing';
import BulkEditing from './demos/BulkEditing';
import ConditionalValidation from './demos/ConditionalValidation';
import ConfirmBeforeSave from './demos/ConfirmBeforeSave';
import DependentSelectsEditing from './demos/DependentSelectsEditing';
import MultilineEditing from './demos/MultilineEditing';
import SingleClickEditing from './demos/SingleClickEditing';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const cellOf = (root: Element, id: number, field: string) =>
  root.querySelector(`[role="row"][data-id="${id}"] [data-field="${field}"]`) as HTMLElement;
const isEditing = (cell: Element) => cell.classList.contains('MuiDataGrid-cell--editing');
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('cell editing', () => {
  const columns: GridColDef[] = [
    { field: 'name', editable: true },
    { field: 'city', editable: true },
  ];
  const rows = [
    { id: 1, name: 'Ann', city: 'Oslo' },
    { id: 2, name: 'Bob', city: 'Rome' },
  ];

  claim('By default a cell enters edit mode on double click, :kbd[Enter] or typing.', async () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    const { container } = render(<DataGrid apiRef={apiRef} rows={rows} columns={columns} />);
    const cell = () => cellOf(container, 1, 'name');
    fireEvent.doubleClick(cell());
    expect(isEditing(cell())).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(isEditing(cell())).toBe(false);
    act(() => cell().focus());
    fireEvent.keyDown(cell(), { key: 'Enter' });
    expect(isEditing(cell())).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    act(() => cell().focus());
    fireEvent.keyDown(cell(), { key: 'x' });
    expect(isEditing(cell())).toBe(true);
    expect(apiRef.current.getCellMode(1, 'name')).toBe('edit');
    // A single click does not.
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    fireEvent.click(cellOf(container, 2, 'city'));
    expect(isEditing(cellOf(container, 2, 'city'))).toBe(false);
  });

  claim('Switching a cell back to view mode saves it, as a click elsewhere would.', async () => {
    const processRowUpdate = vi.fn((row) => row);
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    function Grid({ model }: { model: GridCellModesModel }) {
      return (
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellModesModel={model}
          processRowUpdate={processRowUpdate}
        />
      );
    }
    const edit = { 1: { name: { mode: GridCellModes.Edit } } };
    const { rerender } = render(<Grid model={edit} />);
    await act(async () => {
      await apiRef.current.setEditCellValue({ id: 1, field: 'name', value: 'Anna' });
    });
    rerender(<Grid model={{ 1: { name: { mode: GridCellModes.View } } }} />);
    await settle();
    expect(processRowUpdate).toHaveBeenCalledTimes(1);
    expect(processRowUpdate.mock.calls[0]![0]).toEqual({ id: 1, name: 'Anna', city: 'Oslo' });
    expect(apiRef.current.getRow(1).name).toBe('Anna');
  });

  claim(
    'A new object with the same modes would be harmless, though: the grid only starts or stops editing for cells whose mode changes.',
    async () => {
      const processRowUpdate = vi.fn((row) => row);
      const onCellEditStart = vi.fn();
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
      const grid = (model: GridCellModesModel) => (
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellModesModel={model}
          processRowUpdate={processRowUpdate}
          onCellEditStart={onCellEditStart}
        />
      );
      const { rerender, container } = render(grid({ 1: { name: { mode: GridCellModes.Edit } } }));
      await act(async () => {
        await apiRef.current.setEditCellValue({ id: 1, field: 'name', value: 'typed' });
      });
      rerender(grid({ 1: { name: { mode: GridCellModes.Edit } } }));
      await settle();
      expect(processRowUpdate).not.toHaveBeenCalled();
      expect(isEditing(cellOf(container, 1, 'name'))).toBe(true);
      expect((cellOf(container, 1, 'name').querySelector('input') as HTMLInputElement).value).toBe('typed');
    },
  );

  claim(
    "Wait for `setEditCellValue` first: it returns a promise, and while the column's `preProcessEditCellProps` is still running, `stopCellEditMode` is refused and the cell stays in edit mode.",
    async () => {
      const processRowUpdate = vi.fn((row) => row);
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
      const column = {
        field: 'name',
        editable: true,
        type: 'singleSelect' as const,
        valueOptions: ['Ann', 'Bob', 'Zed'],
      };
      const slowCheck = (params: { props: object }) =>
        new Promise<object>((done) => setTimeout(() => done(params.props), 50));
      const { unmount } = render(
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={[{ ...column, preProcessEditCellProps: slowCheck }]}
          processRowUpdate={processRowUpdate}
        />,
      );
      act(() => apiRef.current.startCellEditMode({ id: 1, field: 'name' }));
      const pending = apiRef.current.setEditCellValue({ id: 1, field: 'name', value: 'Zed' });
      expect(pending).toBeInstanceOf(Promise);
      act(() => apiRef.current.stopCellEditMode({ id: 1, field: 'name' }));
      await act(async () => {
        await pending;
      });
      expect(processRowUpdate).not.toHaveBeenCalled();
      expect(apiRef.current.getCellMode(1, 'name')).toBe('edit');
      // Once it has settled, stopping saves the new value.
      act(() => apiRef.current.stopCellEditMode({ id: 1, field: 'name' }));
      await settle();
      expect(processRowUpdate.mock.calls[0]?.[0].name).toBe('Zed');

      // Without pre-processing, the value is stored at once: stopping straight away saves it too.
      processRowUpdate.mockClear();
      unmount();
      render(<DataGrid apiRef={apiRef} rows={rows} columns={[column]} processRowUpdate={processRowUpdate} />);
      act(() => apiRef.current.startCellEditMode({ id: 2, field: 'name' }));
      void apiRef.current.setEditCellValue({ id: 2, field: 'name', value: 'Zed' });
      act(() => apiRef.current.stopCellEditMode({ id: 2, field: 'name' }));
      await settle();
      expect(processRowUpdate.mock.calls[0]?.[0].name).toBe('Zed');
    },
  );

  claim('`processRowUpdate` may return a promise, and the grid waits for it before it leaves edit mode.', async () => {
    let resolve: (row: object) => void = () => {};
    const processRowUpdate = vi.fn(
      () =>
        new Promise<object>((done) => {
          resolve = done;
        }),
    );
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    const { container } = render(
      <DataGrid apiRef={apiRef} rows={rows} columns={columns} processRowUpdate={processRowUpdate} />,
    );
    act(() => apiRef.current.startCellEditMode({ id: 1, field: 'name' }));
    await act(async () => {
      await apiRef.current.setEditCellValue({ id: 1, field: 'name', value: 'Anna' });
    });
    act(() => apiRef.current.stopCellEditMode({ id: 1, field: 'name' }));
    await settle();
    expect(processRowUpdate).toHaveBeenCalled();
    expect(apiRef.current.getCellMode(1, 'name')).toBe('edit');
    await act(async () => resolve({ id: 1, name: 'Ann', city: 'Oslo' }));
    expect(apiRef.current.getCellMode(1, 'name')).toBe('view');
    // Resolving with the old row puts the previous value back.
    expect(cellOf(container, 1, 'name').textContent).toBe('Ann');
  });

  claim(
    'Returning the old row when nothing changed keeps a cell that was opened and closed from counting as an edit, since `processRowUpdate` also runs in that case.',
    async () => {
      const processRowUpdate = vi.fn((newRow: object, _oldRow: object) => newRow);
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
      render(<DataGrid apiRef={apiRef} rows={rows} columns={columns} processRowUpdate={processRowUpdate} />);
      act(() => apiRef.current.startCellEditMode({ id: 1, field: 'name' }));
      act(() => apiRef.current.stopCellEditMode({ id: 1, field: 'name' }));
      await settle();
      expect(processRowUpdate).toHaveBeenCalledTimes(1);
      expect(processRowUpdate.mock.calls[0]![0]).toEqual(processRowUpdate.mock.calls[0]![1]);
    },
  );
});

describe('row editing', () => {
  const quantityCheck = vi.fn();
  const filledCheck = vi.fn();
  const valueOptions = vi.fn(() => ['A', 'B']);
  const columns: GridColDef[] = [
    {
      field: 'quantity',
      type: 'number',
      editable: true,
      preProcessEditCellProps: (params) => {
        quantityCheck(params);
        return params.props;
      },
    },
    {
      field: 'filled',
      type: 'number',
      editable: true,
      preProcessEditCellProps: (params) => {
        filledCheck(params);
        return {
          ...params.props,
          error: Number(params.props.value) > Number(params.otherFieldsProps!.quantity!.value),
        };
      },
    },
    { field: 'country', editable: true },
    { field: 'city', type: 'singleSelect', editable: true, valueOptions },
  ];

  claim(
    'In row editing, `preProcessEditCellProps` receives `otherFieldsProps`, the edit props (and thus the current values) of the other cells of the row. Whenever one field changes, the grid runs the `preProcessEditCellProps` of every other field of the row again',
    async () => {
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
      render(
        <DataGrid
          apiRef={apiRef}
          editMode="row"
          rows={[{ id: 1, quantity: 10, filled: 8, country: 'FR', city: 'A' }]}
          columns={columns}
        />,
      );
      act(() => apiRef.current.startRowEditMode({ id: 1 }));
      filledCheck.mockClear();
      await act(async () => {
        await apiRef.current.setEditCellValue({ id: 1, field: 'quantity', value: 5 });
      });
      expect(filledCheck).toHaveBeenCalled();
      expect(filledCheck.mock.calls.at(-1)![0].otherFieldsProps.quantity.value).toBe(5);
      expect(apiRef.current.state.editRows[1]!.filled!.error).toBe(true);
      await act(async () => {
        await apiRef.current.setEditCellValue({ id: 1, field: 'quantity', value: 9 });
      });
      expect(apiRef.current.state.editRows[1]!.filled!.error).toBe(false);
    },
  );

  claim(
    'A row with an error stays in edit mode when the user tries to save; :kbd[Escape] discards the changes.',
    async () => {
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
      const processRowUpdate = vi.fn((row) => row);
      const { container } = render(
        <DataGrid
          apiRef={apiRef}
          editMode="row"
          rows={[{ id: 1, quantity: 10, filled: 8, country: 'FR', city: 'A' }]}
          columns={columns}
          processRowUpdate={processRowUpdate}
        />,
      );
      act(() => apiRef.current.startRowEditMode({ id: 1 }));
      await act(async () => {
        await apiRef.current.setEditCellValue({ id: 1, field: 'quantity', value: 2 });
      });
      act(() => apiRef.current.stopRowEditMode({ id: 1 }));
      await settle();
      expect(apiRef.current.getRowMode(1)).toBe('edit');
      expect(processRowUpdate).not.toHaveBeenCalled();
      fireEvent.keyDown(within(container).getAllByRole('spinbutton')[0]!, { key: 'Escape' });
      await settle();
      expect(apiRef.current.getRowMode(1)).toBe('view');
      expect(apiRef.current.getRow(1)).toEqual({ id: 1, quantity: 10, filled: 8, country: 'FR', city: 'A' });
    },
  );

  claim('`valueOptions` as a function receives the saved row, not the values being edited', async () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    render(
      <DataGrid
        apiRef={apiRef}
        editMode="row"
        rows={[{ id: 1, quantity: 10, filled: 8, country: 'FR', city: 'A' }]}
        columns={columns}
      />,
    );
    act(() => apiRef.current.startRowEditMode({ id: 1 }));
    valueOptions.mockClear();
    await act(async () => {
      await apiRef.current.setEditCellValue({ id: 1, field: 'country', value: 'DE' });
    });
    const rowsSeen = valueOptions.mock.calls.map(
      (call: unknown[]) => (call[0] as { row?: { country: string } }).row?.country,
    );
    expect(rowsSeen.length).toBeGreaterThan(0);
    expect(rowsSeen.every((country) => country === 'FR')).toBe(true);
  });
});

claim(
  'in `onCellClick` set the clicked cell to `GridCellModes.Edit` and every other cell to `GridCellModes.View`',
  () => {
    const { container } = render(<SingleClickEditing />);
    const editable = container.querySelector(
      '[role="row"][data-rowindex="0"] .MuiDataGrid-cell--editable',
    ) as HTMLElement;
    fireEvent.click(editable);
    expect(isEditing(editable)).toBe(true);
    const other = container.querySelector('[role="row"][data-rowindex="1"] .MuiDataGrid-cell--editable') as HTMLElement;
    fireEvent.click(other);
    expect(isEditing(other)).toBe(true);
    expect(container.querySelectorAll('.MuiDataGrid-cell--editing')).toHaveLength(1);
  },
);

claim('All of them work with `DataGrid`, in every plan.', () => {
  // Every demo is the MIT grid: no licence message, no watermark, and editable cells.
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const demos = [
    SingleClickEditing,
    MultilineEditing,
    DependentSelectsEditing,
    ConditionalValidation,
    AutoStopSelectEditing,
    ConfirmBeforeSave,
    BulkEditing,
  ];
  for (const Demo of demos) {
    const { container, unmount } = render(<Demo />);
    expect(container.querySelector('.MuiDataGrid-root'), Demo.name).not.toBeNull();
    expect(container.textContent, Demo.name).not.toMatch(/MUI X (Missing|Invalid) license/);
    expect(container.querySelectorAll('.MuiDataGrid-cell--editable').length, Demo.name).toBeGreaterThan(0);
    unmount();
  }
  expect(error.mock.calls.flat().join(' ')).not.toMatch(/license/i);
  error.mockRestore();
});

/** Double-clicks a cell of the first row of a demo and returns the row's cells by field. */
function editFirstRow(container: HTMLElement, field: string) {
  const row = container.querySelector('[role="row"][data-rowindex="0"]') as HTMLElement;
  fireEvent.doubleClick(row.querySelector(`[data-field="${field}"]`)!);
  return (name: string) => row.querySelector(`[data-field="${name}"]`) as HTMLElement;
}

claim("In view mode, `white-space: pre-line` and `getRowHeight={() => 'auto'}` show every line.", () => {
  const { container, unmount } = render(<MultilineEditing />);
  const multiline = [...container.querySelectorAll('[role="gridcell"]')].find((cell) =>
    cell.textContent!.includes('\n'),
  )!;
  expect(multiline).toBeDefined();
  // The text keeps its line breaks, and the row's height is left to its content.
  expect(getComputedStyle(multiline.firstElementChild!).whiteSpace).toBe('pre-line');
  const row = multiline.closest('[role="row"]') as HTMLElement;
  expect(row.classList.contains('MuiDataGrid-row--dynamicHeight')).toBe(true);
  unmount();
});

claim(
  'A city select should only offer the cities of the chosen country, including while the country is being changed in the same row.',
  async () => {
    const { container, unmount } = render(<DependentSelectsEditing />);
    const cell = editFirstRow(container, 'country');
    const options = async (field: string) => {
      fireEvent.mouseDown(within(cell(field)).getByRole('combobox'));
      const listbox = await screen.findByRole('listbox');
      const texts = within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent);
      return { listbox, texts };
    };
    const country = cell('country').textContent!;
    const other = country === 'Japan' ? 'Canada' : 'Japan';
    const countries = await options('country');
    fireEvent.click(within(countries.listbox).getByRole('option', { name: other }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    // The row is still being edited: the city was reset to the new country's first city, and only its cities remain.
    expect(cell('city').textContent).toContain(other === 'Japan' ? 'Tokyo' : 'Toronto');
    const cities = await options('city');
    expect(cities.texts).toEqual(
      other === 'Japan' ? ['Tokyo', 'Osaka', 'Fukuoka'] : ['Toronto', 'Montréal', 'Vancouver'],
    );
    fireEvent.keyDown(cities.listbox, { key: 'Escape' });
    unmount();
  },
);

claim(
  "Some values are only valid relative to others: the filled quantity can't exceed the ordered quantity.",
  async () => {
    const { container, unmount } = render(<ConditionalValidation />);
    const cell = editFirstRow(container, 'filledQuantity');
    const input = (field: string) => within(cell(field)).getByRole('spinbutton') as HTMLInputElement;
    const hasError = () => cell('filledQuantity').querySelector('.Mui-error') !== null;
    const quantity = Number(input('quantity').value);
    fireEvent.change(input('filledQuantity'), { target: { value: String(quantity + 1) } });
    await waitFor(() => expect(hasError()).toBe(true));
    // Raising the quantity in the same row clears the error on Filled.
    fireEvent.change(input('quantity'), { target: { value: String(quantity + 5) } });
    await waitFor(() => expect(hasError()).toBe(false));
    fireEvent.keyDown(input('quantity'), { key: 'Escape' });
    unmount();
  },
);

claim(
  'With a select editor, users pick an option and then still have to press :kbd[Enter] or click away.',
  async () => {
    const processRowUpdate = vi.fn((row) => row);
    const plain = render(
      <DataGrid
        rows={[{ id: 1, status: 'Open' }]}
        columns={[{ field: 'status', type: 'singleSelect', valueOptions: ['Open', 'Filled'], editable: true }]}
        processRowUpdate={processRowUpdate}
      />,
    );
    const status = cellOf(plain.container, 1, 'status');
    fireEvent.doubleClick(status);
    // In cell editing the select opens at once; picking an option leaves the cell in edit mode, unsaved.
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Filled' }));
    await settle();
    expect(isEditing(status)).toBe(true);
    expect(processRowUpdate).not.toHaveBeenCalled();
    fireEvent.keyDown(within(status).getByRole('combobox'), { key: 'Enter' });
    await waitFor(() => expect(processRowUpdate).toHaveBeenCalledTimes(1));
    expect(processRowUpdate.mock.calls[0]![0]).toMatchObject({ status: 'Filled' });
    plain.unmount();
    // The demo's native select saves on change.
    const demo = render(<AutoStopSelectEditing />);
    const cell = editFirstRow(demo.container, 'status');
    const select = within(cell('status')).getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    const next = [...select.options].find((option) => option.value !== select.value)!.value;
    fireEvent.change(select, { target: { value: next } });
    await waitFor(() => expect(isEditing(cell('status'))).toBe(false));
    expect(cell('status').textContent).toBe(next);
    demo.unmount();
  },
);

claim(
  '`processRowUpdate` writes each edited row into the draft; "Save all" makes the draft the saved version (send it to your server there), and "Discard" puts the saved rows back.',
  async () => {
    const { container, getByRole, getByText, unmount } = render(<BulkEditing />);
    const row = container.querySelector('[role="row"][data-rowindex="0"]') as HTMLElement;
    const salary = () => row.querySelector('[data-field="salary"]') as HTMLElement;
    const original = salary().textContent;
    const edit = async (value: string) => {
      fireEvent.doubleClick(salary());
      const input = within(salary()).getByRole('spinbutton');
      fireEvent.change(input, { target: { value } });
      fireEvent.keyDown(input, { key: 'Enter' });
      await waitFor(() => expect(isEditing(salary())).toBe(false));
    };
    await edit('12345');
    expect(getByText('1 row(s) changed')).toBeDefined();
    expect(row.classList.contains('unsaved')).toBe(true);
    fireEvent.click(getByRole('button', { name: 'Discard' }));
    expect(getByText('No unsaved changes')).toBeDefined();
    expect(salary().textContent).toBe(original);
    await edit('12345');
    fireEvent.click(getByRole('button', { name: 'Save all' }));
    expect(getByText('No unsaved changes')).toBeDefined();
    expect(row.classList.contains('unsaved')).toBe(false);
    expect(salary().textContent).not.toBe(original);
    unmount();
  },
);

claim(
  'the grid keeps its own copy of an edited row, so once the edit is saved that object is not the one in your draft.',
  async () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    const seen: { draft: object[]; returned: object[]; classParams: object[] } = {
      draft: [],
      returned: [],
      classParams: [],
    };
    function Draft() {
      const [rows, setRows] = React.useState([{ id: 1, n: 1 }]);
      seen.draft = rows;
      return (
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={[{ field: 'n', type: 'number', editable: true }]}
          getRowClassName={(params) => {
            seen.classParams.push(params.row);
            return '';
          }}
          processRowUpdate={(newRow) => {
            setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
            seen.returned.push(newRow);
            return newRow;
          }}
        />
      );
    }
    const { container, unmount } = render(<Draft />);
    const cell = cellOf(container, 1, 'n');
    fireEvent.doubleClick(cell);
    const input = within(cell).getByRole('spinbutton');
    fireEvent.change(input, { target: { value: '5' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(seen.draft[0]).toMatchObject({ n: 5 }));
    await settle();
    // The draft holds the row processRowUpdate returned; the grid holds an equal copy of it.
    expect(seen.draft[0]).toBe(seen.returned[0]);
    expect(apiRef.current.getRow(1)).toEqual(seen.draft[0]);
    expect(apiRef.current.getRow(1)).not.toBe(seen.draft[0]);
    expect(seen.classParams.at(-1)).toEqual({ id: 1, n: 5 });
    expect(seen.classParams.at(-1)).not.toBe(seen.draft[0]);
    unmount();
  },
);
