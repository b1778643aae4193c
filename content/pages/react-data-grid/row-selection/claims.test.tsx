import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import * as React from 'react';
import { DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF, type GridApi } from '@mui/x-data-grid';
import { DataGridPro, type GridApiPro } from '@mui/x-data-grid-pro';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { newGridApiRef } from '@/claims/newGridApiRef';
import { generateEmployees } from '@content/demoData';
import ApiSelectionGrid from './demos/ApiSelectionGrid';
import CheckboxColumnPositionGrid from './demos/CheckboxColumnPositionGrid';
import CheckboxRangeSelectionGrid from './demos/CheckboxRangeSelectionGrid';
import CheckboxSelectionGrid from './demos/CheckboxSelectionGrid';
import DisableMultiSelectionGrid from './demos/DisableMultiSelectionGrid';
import IndeterminateCheckboxGrid from './demos/IndeterminateCheckboxGrid';
import KeepSelectionServerGrid from './demos/KeepSelectionServerGrid';
import MultiRowSelectionProGrid from './demos/MultiRowSelectionProGrid';

describe('CheckboxColumnPositionGrid', () => {
  let grid: Element;
  beforeAll(() => {
    grid = render(<CheckboxColumnPositionGrid />).container;
  });

  claim('In the demo, the checkbox column comes last', () => {
    const headers = [...grid.querySelectorAll('[role="columnheader"]')].map((header) =>
      header.getAttribute('data-field'),
    );
    expect(headers).toEqual(['commodity', 'traderName', 'quantity', '__check__']);
  });

  claim(
    'Its `headerName` ("Export") shows only in the columns panel: the header itself draws the select-all checkbox.',
    async () => {
      const header = grid.querySelector('[role="columnheader"][data-field="__check__"]')!;
      expect(header.querySelectorAll('input[type="checkbox"]')).toHaveLength(1);
      expect(header.textContent).not.toContain('Export');
      fireEvent.click(grid.querySelector('[data-field="commodity"] .MuiDataGrid-menuIcon button')!);
      await act(async () => {
        fireEvent.click(await screen.findByText('Manage columns', {}, { timeout: 3000 }));
      });
      // The panel opens on a later frame, which comes late when both workers are busy.
      await waitFor(
        () => expect(document.querySelector('.MuiDataGrid-columnsManagement')?.textContent).toContain('Export'),
        { timeout: 3000 },
      );
    },
  );
});

const ROWS = [1, 2, 3, 4, 5].map((id) => ({ id, desk: id % 2 ? 'odd' : 'even' }));
const COLUMNS = [{ field: 'id' }, { field: 'desk' }];
/** A grid of five rows in its own container, with helpers to click a row's cell and read the selected IDs. */
function renderGrid(grid: React.ReactElement) {
  const { container } = render(grid);
  const cell = (id: number) => container.querySelector(`[role="row"][data-id="${id}"] [data-field="desk"]`)!;
  return {
    container,
    click: (id: number, init: MouseEventInit = {}) => fireEvent.click(cell(id), init),
    cell,
    selected: () =>
      [...container.querySelectorAll('[role="row"][data-id][aria-selected="true"]')].map((row) =>
        Number(row.getAttribute('data-id')),
      ),
  };
}

describe('selecting with the mouse and the keyboard', () => {
  claim('By default, clicking a row selects it and deselects the previous one.', () => {
    const grid = renderGrid(<DataGrid autoHeight rows={ROWS} columns={COLUMNS} />);
    grid.click(1);
    grid.click(2);
    expect(grid.selected()).toEqual([2]);
  });

  claim('`DataGrid`: only when `checkboxSelection` is on.', () => {
    const grid = renderGrid(<DataGrid autoHeight rows={ROWS} columns={COLUMNS} />);
    grid.click(1);
    grid.click(2, { ctrlKey: true });
    grid.click(4, { shiftKey: true });
    expect(grid.selected()).toEqual([4]);
  });

  claim(
    'Then a click on a row or on its checkbox adds it to the selection or removes it (no modifier key needed), :kbd[Shift] + click selects the range from the row toggled last',
    () => {
      const grid = renderGrid(<DataGrid autoHeight checkboxSelection rows={ROWS} columns={COLUMNS} />);
      grid.click(1);
      fireEvent.click(grid.container.querySelector('[data-id="3"] input[type="checkbox"]')!);
      expect(grid.selected()).toEqual([1, 3]);
      grid.click(1);
      expect(grid.selected()).toEqual([3]);
      // Row 1 was toggled last (deselected): the range runs from it to row 5.
      grid.click(5, { shiftKey: true });
      expect(grid.selected()).toEqual([1, 2, 3, 4, 5]);
    },
  );

  claim(
    'A plain click then selects only the clicked row; hold :kbd[Ctrl] (:kbd[Cmd] on macOS) to add or remove a row, or :kbd[Shift] to select a range.',
    () => {
      const grid = renderGrid(<DataGridPro autoHeight rows={ROWS} columns={COLUMNS} />);
      grid.click(1);
      grid.click(2, { ctrlKey: true });
      expect(grid.selected()).toEqual([1, 2]);
      grid.click(4);
      expect(grid.selected()).toEqual([4]);
      grid.click(2, { shiftKey: true });
      expect(grid.selected()).toEqual([2, 3, 4]);
      grid.click(3, { metaKey: true });
      expect(grid.selected()).toEqual([2, 4]);
    },
  );

  claim(
    'selects every selectable row, including rows the current filter hides (the header checkbox, by contrast, only selects the filtered rows)',
    () => {
      const onChange = vi.fn();
      const filterModel = { items: [{ field: 'desk', operator: 'equals', value: 'odd' }] };
      const grid = renderGrid(
        <DataGrid
          autoHeight
          checkboxSelection
          rows={ROWS}
          columns={COLUMNS}
          filterModel={filterModel}
          onRowSelectionModelChange={onChange}
        />,
      );
      fireEvent.click(grid.container.querySelector('[role="columnheader"] input[type="checkbox"]')!);
      expect(onChange.mock.lastCall![0]).toEqual([1, 3, 5]);
      fireEvent.click(grid.container.querySelector('[role="columnheader"] input[type="checkbox"]')!);
      grid.click(1);
      // The grid reads Ctrl+A from the key code.
      fireEvent.keyDown(grid.cell(1), { key: 'a', keyCode: 65, ctrlKey: true });
      expect([...onChange.mock.lastCall![0]].sort()).toEqual([1, 2, 3, 4, 5]);
    },
  );
});

describe('the keyboard, the footer and rows that go away', () => {
  claim('From the keyboard, :kbd[Shift] + :kbd[Space] on a focused cell toggles the selection of its row.', () => {
    const grid = renderGrid(<DataGrid autoHeight rows={ROWS} columns={COLUMNS} />);
    fireEvent.keyDown(grid.cell(2), { key: ' ', shiftKey: true });
    expect(grid.selected()).toEqual([2]);
    fireEvent.keyDown(grid.cell(2), { key: ' ', shiftKey: true });
    expect(grid.selected()).toEqual([]);
  });

  claim('The footer shows how many rows are selected (hide it with `hideFooterSelectedRowCount`).', () => {
    const count = (grid: ReturnType<typeof renderGrid>) =>
      grid.container.querySelector('.MuiDataGrid-selectedRowCount')?.textContent;
    const shown = renderGrid(<DataGrid autoHeight rows={ROWS} columns={COLUMNS} />);
    shown.click(3);
    expect(count(shown)).toBe('1 row selected');
    const hidden = renderGrid(<DataGrid autoHeight hideFooterSelectedRowCount rows={ROWS} columns={COLUMNS} />);
    hidden.click(3);
    expect(hidden.selected()).toEqual([3]);
    expect(count(hidden)).toBeUndefined();
  });

  claim(':kbd[Shift] + arrow keys extend the selection from the keyboard', () => {
    const grid = renderGrid(<DataGrid autoHeight checkboxSelection rows={ROWS} columns={COLUMNS} />);
    grid.click(2);
    // The navigation hook moves the focus first; the selection hook then selects from the row left to the row reached.
    fireEvent.keyDown(grid.cell(2), { key: 'ArrowDown', shiftKey: true });
    expect(grid.selected()).toEqual([2, 3]);
    fireEvent.keyDown(grid.cell(3), { key: 'ArrowDown', shiftKey: true });
    expect(grid.selected()).toEqual([2, 3, 4]);
  });

  claim('because a filter now hides them, the grid removes their ids from the selection', () => {
    const onChange = vi.fn();
    const props = { autoHeight: true, checkboxSelection: true, rows: ROWS, columns: COLUMNS };
    const { container, rerender } = render(<DataGrid {...props} onRowSelectionModelChange={onChange} />);
    fireEvent.click(container.querySelector('[data-id="2"] [data-field="desk"]')!);
    fireEvent.click(container.querySelector('[data-id="3"] [data-field="desk"]')!);
    const oddOnly = { items: [{ field: 'desk', operator: 'equals', value: 'odd' }] };
    rerender(<DataGrid {...props} onRowSelectionModelChange={onChange} filterModel={oddOnly} />);
    expect(onChange.mock.lastCall![0]).toEqual([3]);
    // Clearing the filter again does not bring row 2 back.
    rerender(<DataGrid {...props} onRowSelectionModelChange={onChange} filterModel={{ items: [] }} />);
    expect(container.querySelectorAll('[role="row"][aria-selected="true"]')).toHaveLength(1);
  });
});

claim('`rowSelection={false}` turns selection off completely.', () => {
  const apiRef = newGridApiRef();
  const grid = renderGrid(
    <DataGrid apiRef={apiRef} autoHeight checkboxSelection rowSelection={false} rows={ROWS} columns={COLUMNS} />,
  );
  grid.click(1);
  fireEvent.keyDown(grid.cell(2), { key: ' ', shiftKey: true });
  fireEvent.click(grid.container.querySelector('[role="columnheader"] input[type="checkbox"]')!);
  act(() => apiRef.current.selectRow(3));
  act(() => apiRef.current.setRowSelectionModel([4]));
  expect(grid.selected()).toEqual([]);
  expect(apiRef.current.getSelectedRows().size).toBe(0);
  // With `checkboxSelection`, the checkbox column is still drawn, its row checkboxes disabled.
  const rowBoxes = [...grid.container.querySelectorAll('[role="row"][data-id] input[type="checkbox"]')];
  expect(rowBoxes.map((box) => (box as HTMLInputElement).disabled)).toEqual([true, true, true, true, true]);
});

describe('the header checkbox and selectable rows', () => {
  const header = (container: Element) =>
    container.querySelector('[role="columnheader"] input[type="checkbox"]') as HTMLInputElement;

  claim(
    'When only some rows are selected it shows as indeterminate, and clicking it then deselects them; set `indeterminateCheckboxAction="select"` to select all instead.',
    () => {
      const deselect = renderGrid(
        <DataGrid autoHeight checkboxSelection rows={ROWS} columns={COLUMNS} initialState={{}} />,
      );
      deselect.click(2);
      expect(header(deselect.container).dataset.indeterminate).toBe('true');
      fireEvent.click(header(deselect.container));
      expect(deselect.selected()).toEqual([]);
      const select = renderGrid(
        <DataGrid autoHeight checkboxSelection indeterminateCheckboxAction="select" rows={ROWS} columns={COLUMNS} />,
      );
      select.click(2);
      fireEvent.click(header(select.container));
      expect(select.selected()).toEqual([1, 2, 3, 4, 5]);
    },
  );

  claim('rows that return `false` get a disabled checkbox and ignore clicks', () => {
    const grid = renderGrid(
      <DataGrid autoHeight checkboxSelection rows={ROWS} columns={COLUMNS} isRowSelectable={({ id }) => id !== 2} />,
    );
    expect((grid.container.querySelector('[data-id="2"] input[type="checkbox"]') as HTMLInputElement).disabled).toBe(
      true,
    );
    grid.click(2);
    expect(grid.selected()).toEqual([]);
  });

  claim(
    'With `checkboxSelectionVisibleOnly` ([Pro plan](/x/introduction/licensing/)), the header checkbox only acts on the rows of the current page.',
    () => {
      const grid = renderGrid(
        <DataGridPro
          autoHeight
          checkboxSelection
          checkboxSelectionVisibleOnly
          pagination
          pageSizeOptions={[2]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 2 } } }}
          rows={ROWS}
          columns={COLUMNS}
        />,
      );
      fireEvent.click(header(grid.container));
      expect(grid.selected()).toEqual([1, 2]);
    },
  );

  claim(
    'The header checkbox selects or deselects every selectable row that passes the current filters, on all pages.',
    () => {
      const onChange = vi.fn();
      const grid = renderGrid(
        <DataGrid
          autoHeight
          checkboxSelection
          pagination
          pageSizeOptions={[2]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 2 } } }}
          rows={ROWS}
          columns={COLUMNS}
          onRowSelectionModelChange={onChange}
        />,
      );
      fireEvent.click(header(grid.container));
      expect(onChange.mock.lastCall![0]).toEqual([1, 2, 3, 4, 5]);
    },
  );
});

describe('the selection demos', () => {
  const selectedIn = (container: Element) =>
    [...container.querySelectorAll('[role="row"][data-id][aria-selected="true"]')].map((row) =>
      row.getAttribute('data-id'),
    );
  const checkboxOf = (container: Element, rowIndex: number) =>
    container.querySelector(`[data-rowindex="${rowIndex}"] input[type="checkbox"]`) as HTMLInputElement;

  claim('In the demo, checking a row unchecks the previous one, and the header checkbox is disabled', () => {
    const { container } = render(<DisableMultiSelectionGrid />);
    fireEvent.click(checkboxOf(container, 0));
    fireEvent.click(checkboxOf(container, 1));
    expect(selectedIn(container)).toHaveLength(1);
    expect(checkboxOf(container, 1).checked).toBe(true);
    const header = container.querySelector('[role="columnheader"] input[type="checkbox"]') as HTMLInputElement;
    expect(header.disabled).toBe(true);
  });

  claim(
    "In the demo, filled trades can't be selected, and clicking a row doesn't select it: only the checkboxes do.",
    () => {
      const { container } = render(<CheckboxSelectionGrid />);
      const rows = [...container.querySelectorAll('[role="row"][data-id]')];
      const filled = rows.find((row) => row.querySelector('[data-field="status"]')!.textContent === 'Filled')!;
      const open = rows.find((row) => row.querySelector('[data-field="status"]')!.textContent !== 'Filled')!;
      expect((filled.querySelector('input[type="checkbox"]') as HTMLInputElement).disabled).toBe(true);
      fireEvent.click(open.querySelector('[data-field="status"]')!);
      expect(selectedIn(container)).toEqual([]);
      fireEvent.click(open.querySelector('input[type="checkbox"]')!);
      expect(selectedIn(container)).toEqual([open.getAttribute('data-id')]);
    },
  );

  claim('It only has an effect when pagination is on (client-side).', () => {
    const grid = renderGrid(
      <DataGridPro autoHeight checkboxSelection checkboxSelectionVisibleOnly rows={ROWS} columns={COLUMNS} />,
    );
    fireEvent.click(grid.container.querySelector('[role="columnheader"] input[type="checkbox"]')!);
    expect(grid.selected()).toEqual([1, 2, 3, 4, 5]);
  });

  claim('`checkboxSelection` is still required: the definition only decides where the column goes.', () => {
    const { container } = render(
      <DataGrid autoHeight rows={ROWS} columns={[...COLUMNS, GRID_CHECKBOX_SELECTION_COL_DEF]} />,
    );
    expect(container.querySelectorAll('input[type="checkbox"]')).toHaveLength(0);
  });
});

describe('more demos', () => {
  const selectedIndexes = (container: Element) =>
    [...container.querySelectorAll('[role="row"][data-rowindex][aria-selected="true"]')].map((row) =>
      Number(row.getAttribute('data-rowindex')),
    );
  const cellAt = (container: Element, rowIndex: number) =>
    container.querySelector(`[data-rowindex="${rowIndex}"] [role="gridcell"]:not([data-field="__check__"])`)!;

  claim(
    'In this Community `DataGrid` with checkboxes, click a few rows, then :kbd[Shift] + click another one to select everything in between.',
    () => {
      const { container } = render(<CheckboxRangeSelectionGrid />);
      fireEvent.click(cellAt(container, 0));
      fireEvent.click(cellAt(container, 1));
      fireEvent.click(cellAt(container, 4), { shiftKey: true });
      expect(selectedIndexes(container)).toEqual([0, 1, 2, 3, 4]);
    },
  );

  claim(
    'The demo uses `DataGridPro` without checkboxes: click a row, then hold :kbd[Ctrl] (:kbd[Cmd]) or :kbd[Shift]',
    () => {
      const { container } = render(<MultiRowSelectionProGrid />);
      expect(container.querySelectorAll('input[type="checkbox"]')).toHaveLength(0);
      fireEvent.click(cellAt(container, 0));
      fireEvent.click(cellAt(container, 2), { ctrlKey: true });
      expect(selectedIndexes(container)).toEqual([0, 2]);
      fireEvent.click(cellAt(container, 4), { shiftKey: true });
      expect(selectedIndexes(container)).toEqual([0, 2, 3, 4]);
      expect(within(container).getByText(/^Selected ids: /)).toBeTruthy();
    },
  );

  claim(
    'Click it with each value of `indeterminateCheckboxAction` to compare: `"select"` selects every row, `"deselect"` clears the selection.',
    () => {
      const { container } = render(<IndeterminateCheckboxGrid />);
      const header = () => container.querySelector('[role="columnheader"] input[type="checkbox"]') as HTMLInputElement;
      expect(header().dataset.indeterminate).toBe('true');
      fireEvent.click(header());
      expect(selectedIndexes(container)).toHaveLength(12);
      fireEvent.click(header());
      fireEvent.click(container.querySelector('[data-rowindex="3"] input[type="checkbox"]')!);
      expect(header().dataset.indeterminate).toBe('true');
      fireEvent.click(within(container).getByLabelText('deselect (default)'));
      fireEvent.click(header());
      expect(selectedIndexes(container)).toEqual([]);
    },
  );

  claim('Select rows on several pages of the demo: the list below keeps all of them.', async () => {
    const { container } = render(<KeepSelectionServerGrid />);
    const checkRow = async (id: number) => {
      const checkbox = await waitFor(
        () => {
          const found = container.querySelector(`[role="row"][data-id="${id}"] input[type="checkbox"]`);
          expect(found).not.toBeNull();
          return found!;
        },
        { timeout: 3000 },
      );
      fireEvent.click(checkbox);
    };
    await checkRow(2);
    fireEvent.click(within(container).getByLabelText('Go to next page'));
    await checkRow(13);
    expect(container.querySelector('[role="row"][data-id="2"]')).toBeNull();
    expect(within(container).getByText('Selected ids (across pages): 2, 13')).toBeTruthy();
  });

  claim('the header checkbox only acts on the current page, while the buttons work on all rows.', () => {
    const { container } = render(<ApiSelectionGrid />);
    const view = within(container);
    const summary = () => view.getByText(/total salary/).textContent;
    fireEvent.click(container.querySelector('[role="columnheader"] input[type="checkbox"]')!);
    expect(summary()).toMatch(/^10 selected/);
    fireEvent.click(view.getByText('Clear'));
    fireEvent.click(view.getByText('Select Engineering'));
    fireEvent.click(view.getByText('Add rows 1 to 5'));
    // The Engineering rows all sit beyond the first page of ten.
    const employees = generateEmployees(50, 61);
    const expected = employees.filter((row) => row.department === 'Engineering' || row.id <= 5);
    expect(expected.filter((row) => row.id > 10).length).toBeGreaterThan(0);
    const total = expected.reduce((sum, row) => sum + row.salary, 0);
    expect(summary()).toBe(`${expected.length} selected, total salary $${total.toLocaleString('en-US')}`);
  });
});

describe('the API object', () => {
  const apiOf = (grid: (apiRef: React.MutableRefObject<GridApi>) => React.ReactElement) => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    const { container } = render(grid(apiRef));
    return Object.assign(apiRef.current as GridApi & Partial<Pick<GridApiPro, 'selectRows' | 'selectRowRange'>>, {
      container,
    });
  };

  claim('`isRowSelectable` decides which rows can be selected at all.', () => {
    const api = apiOf((apiRef) => (
      <DataGrid
        apiRef={apiRef}
        autoHeight
        checkboxSelection
        rows={ROWS}
        columns={COLUMNS}
        isRowSelectable={({ id }) => id !== 3}
      />
    ));
    act(() => api.selectRow(3));
    expect(api.isRowSelected(3)).toBe(false);
    expect(api.isRowSelectable(3)).toBe(false);
    fireEvent.click(api.container.querySelector('[role="columnheader"] input[type="checkbox"]')!);
    expect([...api.getSelectedRows().keys()]).toEqual([1, 2, 4, 5]);
  });

  claim('`selectRows(ids, isSelected?, resetSelection?)`', () => {
    const community = apiOf((apiRef) => <DataGrid apiRef={apiRef} autoHeight rows={ROWS} columns={COLUMNS} />);
    for (const method of ['selectRow', 'setRowSelectionModel', 'isRowSelected', 'isRowSelectable', 'getSelectedRows']) {
      expect(typeof community[method as keyof GridApi]).toBe('function');
    }
    expect(community.selectRows).toBeUndefined();
    expect(community.selectRowRange).toBeUndefined();
    const pro = apiOf((apiRef) => (
      <DataGridPro apiRef={apiRef as React.MutableRefObject<GridApiPro>} autoHeight rows={ROWS} columns={COLUMNS} />
    ));
    act(() => pro.selectRows!([1, 4], true, true));
    expect([...pro.getSelectedRows().keys()]).toEqual([1, 4]);
  });

  claim('Selects every row between two rows, in the current sorted and filtered order', () => {
    const api = apiOf((apiRef) => (
      <DataGridPro
        apiRef={apiRef as React.MutableRefObject<GridApiPro>}
        autoHeight
        rows={ROWS}
        columns={COLUMNS}
        sortModel={[{ field: 'desk', sort: 'asc' }]}
        filterModel={{ items: [{ field: 'id', operator: 'doesNotEqual', value: '3' }] }}
      />
    ));
    // Sorted: 2, 4 (even), then 1, 3, 5 (odd); 3 is filtered out.
    act(() => api.selectRowRange!({ startId: 4, endId: 5 }, true));
    expect([...api.getSelectedRows().keys()].sort()).toEqual([1, 4, 5]);
  });

  claim(
    '`parents`: selecting all the filtered children of a parent selects the parent, and deselecting one child deselects the parent.',
    () => {
      const tree = [
        { id: 'a', path: ['a'] },
        { id: 'a1', path: ['a', 'a1'] },
        { id: 'a2', path: ['a', 'a2'] },
        { id: 'a3', path: ['a', 'a3'] },
      ];
      const api = apiOf((apiRef) => (
        <DataGridPro
          apiRef={apiRef as React.MutableRefObject<GridApiPro>}
          autoHeight
          treeData
          getTreeDataPath={(row) => row.path}
          defaultGroupingExpansionDepth={-1}
          rows={tree}
          columns={[{ field: 'id' }]}
          checkboxSelection
          filterModel={{ items: [{ field: 'id', operator: 'doesNotEqual', value: 'a3' }] }}
          rowSelectionPropagation={{ descendants: false, parents: true }}
        />
      ));
      const checkbox = (id: string) =>
        api.container.querySelector(`[role="row"][data-id="${id}"] input[type="checkbox"]`)!;
      fireEvent.click(checkbox('a1'));
      expect(api.isRowSelected('a')).toBe(false);
      fireEvent.click(checkbox('a2'));
      expect(api.isRowSelected('a')).toBe(true);
      fireEvent.click(checkbox('a1'));
      expect(api.isRowSelected('a')).toBe(false);
    },
  );
});
