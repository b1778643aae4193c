import * as React from 'react';
import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import {
  DataGrid,
  GridPreferencePanelsValue,
  GridToolbar,
  gridColumnVisibilityModelSelector,
  type GridColDef,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { newGridApiRef } from '@/claims/newGridApiRef';
import AlwaysVisibleColumn from './demos/AlwaysVisibleColumn';
import ColumnVisibilityApi from './demos/ColumnVisibilityApi';
import ColumnsPanelOptions from './demos/ColumnsPanelOptions';
import ColumnsPanelSearch from './demos/ColumnsPanelSearch';
import ControlledColumnVisibility from './demos/ControlledColumnVisibility';
import ExternalColumnToggles from './demos/ExternalColumnToggles';
import InitialHiddenColumns from './demos/InitialHiddenColumns';

const rows = [
  { id: 1, name: 'Ann', email: 'ann@x', city: 'Oslo' },
  { id: 2, name: 'Bob', email: 'bob@x', city: 'Rome' },
];
const columns: GridColDef[] = [{ field: 'name' }, { field: 'email' }, { field: 'city' }];

const headers = (grid: Element) =>
  [...grid.querySelectorAll('[role="columnheader"][data-field]')].map((header) => header.getAttribute('data-field'));
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const menuButton = (grid: Element, field: string) =>
  grid.querySelector(`[role="columnheader"][data-field="${field}"] .MuiDataGrid-menuIcon button`) as HTMLElement;

/** Opens a header's column menu and returns its entries (text and disabled state); Escape closes it. */
async function openMenu(grid: Element, field: string) {
  act(() => {
    fireEvent.click(menuButton(grid, field));
  });
  let menu!: Element;
  await waitFor(() => {
    menu = document.querySelector('[role="menu"]')!;
    expect(menu).not.toBeNull();
  });
  return {
    items: () => [...menu.querySelectorAll('[role="menuitem"]')] as HTMLElement[],
    labels: () => [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent),
    close: async () => {
      act(() => {
        fireEvent.keyDown(menu, { key: 'Escape' });
      });
      await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
    },
  };
}
const toolbarButton = (grid: Element, text: string) =>
  [...grid.querySelectorAll('button')].find((button) => button.textContent === text);

/** The open columns panel: its checkboxes by label, the search field, the Show/Hide All toggle and Reset. */
async function panel() {
  let root!: Element;
  await waitFor(() => {
    root = document.querySelector('.MuiDataGrid-panel')!;
    expect(root?.querySelector('.MuiDataGrid-columnsManagement')).toBeTruthy();
  });
  const rowsOf = () => [...root.querySelectorAll('.MuiDataGrid-columnsManagementRow')];
  return {
    root,
    labels: () => rowsOf().map((row) => row.textContent),
    checkbox: (label: string) =>
      rowsOf()
        .find((row) => row.textContent === label)!
        .querySelector('input') as HTMLInputElement,
    search: () => root.querySelector('.MuiDataGrid-columnsManagementHeader input') as HTMLInputElement | null,
    toggleAll: () =>
      root.querySelector('.MuiDataGrid-columnsManagementFooter input[type="checkbox"]') as HTMLInputElement | null,
    reset: () =>
      [...root.querySelectorAll('.MuiDataGrid-columnsManagementFooter button')].find(
        (button) => button.textContent === 'Reset',
      ) as HTMLButtonElement | undefined,
  };
}
async function closePanel() {
  // On a loaded machine the panel can still be mounting its paper, or already closed by its click-away listener.
  const paper = await waitFor(() => {
    const found = document.querySelector('.MuiDataGrid-panel .MuiDataGrid-paper');
    expect(found !== null || document.querySelector('.MuiDataGrid-panel') === null).toBe(true);
    return found;
  });
  if (paper) {
    act(() => {
      fireEvent.keyDown(paper, { key: 'Escape' });
    });
  }
  await waitFor(() => expect(document.querySelector('.MuiDataGrid-panel')).toBeNull());
}

describe('the default controls', () => {
  const apiRef = newGridApiRef();
  const onChange = vi.fn();
  let grid: HTMLElement;
  beforeAll(() => {
    grid = render(
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        onColumnVisibilityModelChange={onChange}
      />,
    ).container;
  });

  claim('Users can hide a column from its column menu ("Hide column")', async () => {
    const menu = await openMenu(grid, 'email');
    act(() => {
      fireEvent.click(menu.items().find((item) => item.textContent === 'Hide column')!);
    });
    await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
    expect(headers(grid)).toEqual(['name', 'city']);
    expect(onChange.mock.lastCall![0]).toEqual({ email: false });
  });

  claim(
    'The panel lists the columns with a checkbox each, a search field, a Show/Hide All toggle and a Reset button.',
    async () => {
      const menu = await openMenu(grid, 'name');
      act(() => {
        fireEvent.click(menu.items().find((item) => item.textContent === 'Manage columns')!);
      });
      const fromMenu = await panel();
      expect(fromMenu.labels()).toEqual(['name', 'email', 'city']);
      expect(fromMenu.checkbox('email').checked).toBe(false);
      expect(fromMenu.search()).not.toBeNull();
      expect(fromMenu.toggleAll()!.closest('label')!.textContent).toBe('Show/Hide All');
      expect(fromMenu.reset()).toBeDefined();
      await closePanel();
      // The toolbar's Columns button opens the same panel.
      act(() => {
        fireEvent.click(toolbarButton(grid, 'Columns')!);
      });
      expect((await panel()).labels()).toEqual(['name', 'email', 'city']);
      await closePanel();
    },
  );

  claim('A column that is missing from the model, or set to `true`, is visible; only `false` hides it.', () => {
    act(() => apiRef.current.setColumnVisibilityModel({ name: true, city: false }));
    expect(headers(grid)).toEqual(['name', 'email']);
  });

  claim('`{}` shows every column', () => {
    act(() => apiRef.current.setColumnVisibilityModel({}));
    expect(headers(grid)).toEqual(['name', 'email', 'city']);
  });

  claim('Hiding a column only removes it from the view', () => {
    act(() => apiRef.current.setColumnVisibility('city', false));
    expect(apiRef.current.getRow(1)).toEqual(rows[0]);
    act(() => apiRef.current.setSortModel([{ field: 'city', sort: 'desc' }]));
    expect(apiRef.current.getSortedRowIds()).toEqual([2, 1]);
    act(() => apiRef.current.setFilterModel({ items: [{ field: 'city', operator: 'equals', value: 'Oslo' }] }));
    expect(grid.querySelectorAll('[role="row"][data-id]')).toHaveLength(1);
    act(() => apiRef.current.setFilterModel({ items: [] }));
    act(() => apiRef.current.setSortModel([]));
  });

  claim('The quick filter, however, skips hidden columns by default', () => {
    act(() => apiRef.current.setFilterModel({ items: [], quickFilterValues: ['Rome'] }));
    expect(grid.querySelectorAll('[role="row"][data-id]')).toHaveLength(0);
    act(() =>
      apiRef.current.setFilterModel({ items: [], quickFilterValues: ['Rome'], quickFilterExcludeHiddenColumns: false }),
    );
    expect([...grid.querySelectorAll('[role="row"][data-id]')].map((row) => row.getAttribute('data-id'))).toEqual([
      '2',
    ]);
    act(() => apiRef.current.setFilterModel({ items: [] }));
  });

  claim('Both trigger `onColumnVisibilityModelChange`', () => {
    onChange.mockClear();
    act(() => apiRef.current.setColumnVisibility('name', false));
    act(() => apiRef.current.setColumnVisibilityModel({ email: false }));
    expect(onChange.mock.calls.map((call) => call[0])).toEqual([{ city: false, name: false }, { email: false }]);
    expect(gridColumnVisibilityModelSelector(apiRef)).toEqual({ email: false });
  });

  claim('to open the panel, call `apiRef.current.showPreferences(GridPreferencePanelsValue.columns)`', async () => {
    act(() => apiRef.current.showPreferences(GridPreferencePanelsValue.columns));
    expect((await panel()).labels()).toEqual(['name', 'email', 'city']);
    await closePanel();
  });

  claim('Visibility is part of the state exported by `apiRef.current.exportState()`', () => {
    expect(apiRef.current.exportState().columns?.columnVisibilityModel).toEqual({ email: false });
  });
});

claim('Open the Columns button in the toolbar to bring the hidden columns back.', async () => {
  const { container } = render(<InitialHiddenColumns />);
  expect(headers(container)).not.toContain('email');
  expect(headers(container)).not.toContain('salary');
  act(() => {
    fireEvent.click(toolbarButton(container, 'Columns')!);
  });
  const columnsPanel = await panel();
  const emailLabel = columnsPanel.labels().find((label) => /email/i.test(label ?? ''))!;
  act(() => {
    fireEvent.click(columnsPanel.checkbox(emailLabel));
  });
  expect(headers(container)).toContain('email');
  await closePanel();
});

claim('It was removed in v6 and does not exist in v7', () => {
  const { container } = render(
    <DataGrid rows={rows} columns={[{ field: 'name' }, { field: 'email', hide: true } as GridColDef]} />,
  );
  expect(headers(container)).toEqual(['name', 'email']);
});

describe('a controlled model', () => {
  claim(
    'The grid then shows exactly what the model says, and changes from its own menus go through your callback.',
    async () => {
      const onChange = vi.fn();
      const grid = (model: GridColumnVisibilityModel) => (
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={onChange}
        />
      );
      const { container, rerender } = render(grid({ city: false }));
      expect(headers(container)).toEqual(['name', 'email']);
      const menu = await openMenu(container, 'email');
      act(() => {
        fireEvent.click(menu.items().find((item) => item.textContent === 'Hide column')!);
      });
      expect(onChange.mock.lastCall![0]).toEqual({ city: false, email: false });
      // Until the parent passes the new model, the prop wins: this is the fixed model of the warning.
      await settle();
      expect(headers(container)).toEqual(['name', 'email']);
      rerender(grid(onChange.mock.lastCall![0]));
      expect(headers(container)).toEqual(['name']);
    },
  );

  claim('the menu items still show, but hiding a column has no effect', async () => {
    const { container } = render(<DataGrid rows={rows} columns={columns} columnVisibilityModel={{}} />);
    const menu = await openMenu(container, 'city');
    const hide = menu.items().find((item) => item.textContent === 'Hide column')!;
    act(() => {
      fireEvent.click(hide);
    });
    await settle();
    expect(headers(container)).toEqual(['name', 'email', 'city']);
  });

  claim("The checkboxes above the grid and the grid's own menus edit the same model", async () => {
    const { container } = render(<ControlledColumnVisibility />);
    const before = headers(container);
    const checkbox = container.querySelector('label input[type="checkbox"]:checked') as HTMLInputElement;
    const label = checkbox.closest('label')!.textContent!;
    act(() => {
      fireEvent.click(checkbox);
    });
    expect(headers(container).length).toBe(before.length - 1);
    expect(container.textContent).toMatch(/columnVisibilityModel: \{.*false.*\}/);
    // Hiding another column from its menu unchecks its box above the grid.
    const field = headers(container)[1]!;
    const menu = await openMenu(container, field);
    act(() => {
      fireEvent.click(menu.items().find((item) => item.textContent === 'Hide column')!);
    });
    await settle();
    expect(headers(container)).not.toContain(field);
    const unchecked = [...container.querySelectorAll('label')]
      .filter((l) => !(l.querySelector('input') as HTMLInputElement | null)?.checked)
      .map((l) => l.textContent);
    expect(unchecked).toContain(label);
    // Unit price starts hidden; the checkbox and the menu hid one more each.
    expect(unchecked).toHaveLength(3);
  });
});

describe('hideable: false', () => {
  const apiRef = newGridApiRef();
  let grid: HTMLElement;
  const cols: GridColDef[] = [{ field: 'name', hideable: false }, { field: 'email' }, { field: 'city' }];
  beforeAll(() => {
    grid = render(<DataGrid apiRef={apiRef} rows={rows} columns={cols} slots={{ toolbar: GridToolbar }} />).container;
  });

  claim('Its "Hide column" menu item disappears and its checkbox in the panel is disabled.', async () => {
    const menu = await openMenu(grid, 'name');
    expect(menu.labels()).not.toContain('Hide column');
    expect(menu.labels()).toContain('Manage columns');
    await menu.close();
    act(() => apiRef.current.showPreferences(GridPreferencePanelsValue.columns));
    const columnsPanel = await panel();
    expect(columnsPanel.checkbox('name').disabled).toBe(true);
    expect(columnsPanel.checkbox('email').disabled).toBe(false);
  });

  claim('unchecking "Show/Hide All" in the columns panel hides every hideable column', async () => {
    const columnsPanel = await panel();
    act(() => {
      fireEvent.click(columnsPanel.toggleAll()!);
    });
    expect(headers(grid)).toEqual(['name']);
    await closePanel();
  });

  claim('It can still be hidden from code through the visibility model.', () => {
    act(() => apiRef.current.setColumnVisibilityModel({ name: false }));
    expect(headers(grid)).toEqual(['email', 'city']);
  });

  claim(
    'The column menu\'s "Hide column" item is also disabled on the last visible column that has a menu.',
    async () => {
      act(() => apiRef.current.setColumnVisibilityModel({ name: false, email: false }));
      const menu = await openMenu(grid, 'city');
      const hide = menu.items().find((item) => item.textContent === 'Hide column')!;
      expect(hide.getAttribute('aria-disabled')).toBe('true');
      await menu.close();
    },
  );
});

claim('In the demo, the Name column\'s menu has no "Hide column" item', async () => {
  const { container } = render(<AlwaysVisibleColumn />);
  const menu = await openMenu(container, 'fullName');
  expect(menu.labels()).not.toContain('Hide column');
  await menu.close();
  act(() => {
    fireEvent.click(toolbarButton(container, 'Columns')!);
  });
  const columnsPanel = await panel();
  act(() => {
    fireEvent.click(columnsPanel.toggleAll()!);
  });
  expect(headers(container)).toEqual(['fullName']);
  await closePanel();
});

describe('panel options', () => {
  const openPanel = async (slotProps: object, model: GridColumnVisibilityModel = {}) => {
    const apiRef = newGridApiRef();
    const view = render(
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={[{ field: 'name' }, { field: 'email', headerName: 'E-mail' }, { field: 'city', headerName: 'Town' }]}
        initialState={{ columns: { columnVisibilityModel: model } }}
        slotProps={{ columnsManagement: slotProps }}
      />,
    );
    act(() => apiRef.current.showPreferences(GridPreferencePanelsValue.columns));
    const result = await panel();
    return { ...result, apiRef, unmount: view.unmount, grid: view.container };
  };

  claim(
    'Receives all columns and returns the fields to list in the panel; the others are not shown at all',
    async () => {
      const getTogglableColumns = vi.fn((cols: GridColDef[]) =>
        cols.filter((c) => c.field !== 'email').map((c) => c.field),
      );
      const p = await openPanel({ getTogglableColumns });
      expect(getTogglableColumns.mock.calls[0]![0].map((c: GridColDef) => c.field)).toEqual(['name', 'email', 'city']);
      expect(p.labels()).toEqual(['name', 'Town']);
      p.unmount();
    },
  );

  claim("`'asc'` or `'desc'` to list columns alphabetically instead of in grid order", async () => {
    const p = await openPanel({ sort: 'desc' });
    expect(p.labels()).toEqual(['Town', 'name', 'E-mail']);
    p.unmount();
  });

  claim('The search field matches header titles by default.', async () => {
    const p = await openPanel({});
    act(() => {
      fireEvent.change(p.search()!, { target: { value: 'tow' } });
    });
    expect(p.labels()).toEqual(['Town']);
    act(() => {
      fireEvent.change(p.search()!, { target: { value: 'cit' } });
    });
    expect(p.labels()).toEqual([]);
    p.unmount();
  });

  claim('Replace how the search field matches columns', async () => {
    const p = await openPanel({
      searchPredicate: (column: GridColDef, search: string) => column.field.startsWith(search),
    });
    // The default matches titles; this predicate matches fields instead.
    act(() => {
      fireEvent.change(p.search()!, { target: { value: 'ci' } });
    });
    expect(p.labels()).toEqual(['Town']);
    p.unmount();
  });

  claim('Set to `false` to stop the search field from taking focus when the panel opens', async () => {
    const focused = await openPanel({});
    expect(document.activeElement).toBe(focused.search());
    focused.unmount();
    const p = await openPanel({ autoFocusSearchField: false });
    expect(document.activeElement).toBe(p.checkbox('name'));
    p.unmount();
  });

  claim('Remove the Show/Hide All checkbox', async () => {
    const p = await openPanel({ disableShowHideToggle: true });
    expect(p.toggleAll()).toBeNull();
    expect(p.reset()).toBeDefined();
    p.unmount();
  });

  claim('Remove the Reset button', async () => {
    const p = await openPanel({ disableResetButton: true }, { city: false });
    expect(p.reset()).toBeUndefined();
    expect(p.toggleAll()).not.toBeNull();
    p.unmount();
  });

  claim("`'filteredOnly'` to make Show/Hide All apply only to the columns matching the search", async () => {
    const all = await openPanel({});
    act(() => {
      fireEvent.change(all.search()!, { target: { value: 'town' } });
    });
    act(() => {
      fireEvent.click(all.toggleAll()!);
    });
    // By default it hides every column, even those the search left out.
    expect(headers(all.grid)).toEqual([]);
    all.unmount();
    const p = await openPanel({ toggleAllMode: 'filteredOnly' });
    act(() => {
      fireEvent.change(p.search()!, { target: { value: 'town' } });
    });
    act(() => {
      fireEvent.click(p.toggleAll()!);
    });
    expect(headers(p.grid)).toEqual(['name', 'email']);
    p.unmount();
  });
});

claim(
  'lists the columns alphabetically, and uses `getTogglableColumns` to leave the checkbox selection column',
  async () => {
    const { container } = render(<ColumnsPanelOptions />);
    act(() => {
      fireEvent.click(toolbarButton(container, 'Columns')!);
    });
    const columnsPanel = await panel();
    expect(columnsPanel.labels()).toEqual(['Age', 'Country', 'Department', 'Email', 'Name', 'Role']);
    expect(columnsPanel.checkbox('Name').disabled).toBe(true);
    await closePanel();
  },
);

claim('also matches keywords stored in each column\'s `description` (search for "location" or "money")', async () => {
  const { container } = render(<ColumnsPanelSearch />);
  act(() => {
    fireEvent.click(toolbarButton(container, 'Columns')!);
  });
  const columnsPanel = await panel();
  act(() => {
    fireEvent.change(columnsPanel.search()!, { target: { value: 'location' } });
  });
  expect(columnsPanel.labels()).toEqual(['Country', 'City']);
  act(() => {
    fireEvent.click(columnsPanel.toggleAll()!);
  });
  expect(headers(container)).toEqual(['fullName', 'email', 'salary', 'rating', 'joinDate']);
  act(() => {
    fireEvent.change(columnsPanel.search()!, { target: { value: 'money' } });
  });
  expect(columnsPanel.labels()).toEqual(['Salary']);
  await closePanel();
});

describe('disableColumnSelector', () => {
  claim('Set `disableColumnSelector` to remove every visibility control from the UI at once', async () => {
    const apiRef = newGridApiRef();
    const { container } = render(
      <DataGrid apiRef={apiRef} rows={rows} columns={columns} disableColumnSelector slots={{ toolbar: GridToolbar }} />,
    );
    expect(toolbarButton(container, 'Columns')).toBeUndefined();
    const menu = await openMenu(container, 'name');
    expect(menu.labels()).not.toContain('Hide column');
    expect(menu.labels()).not.toContain('Manage columns');
    await menu.close();
    // The model and the API keep working.
    act(() => apiRef.current.setColumnVisibility('email', false));
    expect(headers(container)).toEqual(['name', 'city']);
  });

  claim('the chips above the grid are the only way to show or hide the optional columns', async () => {
    const { container } = render(<ExternalColumnToggles />);
    expect(toolbarButton(container, 'Columns')).toBeUndefined();
    expect(headers(container)).not.toContain('unitPrice');
    act(() => {
      fireEvent.click(within(container).getByText('Unit price'));
    });
    expect(headers(container)).toContain('unitPrice');
    const menu = await openMenu(container, 'status');
    expect(menu.labels()).not.toContain('Hide column');
    await menu.close();
  });
});

claim('The buttons below switch between a compact and a detailed set of columns', async () => {
  const { container } = render(<ColumnVisibilityApi />);
  const button = (text: string) => within(container).getByText(text).closest('button')!;
  act(() => {
    fireEvent.click(button('Compact view'));
  });
  expect(headers(container)).not.toEqual(expect.arrayContaining(['email']));
  expect(container.textContent).toContain('Hidden columns: 3');
  act(() => {
    fireEvent.click(button('Detailed view'));
  });
  expect(container.textContent).toContain('Hidden columns: 0');
});

describe('the callback and the event', () => {
  const apiRef = newGridApiRef();
  const onChange = vi.fn();
  const published = vi.fn();
  const grid = (model: GridColumnVisibilityModel) => (
    <DataGrid
      apiRef={apiRef}
      rows={rows}
      columns={columns}
      columnVisibilityModel={model}
      onColumnVisibilityModelChange={onChange}
    />
  );
  let rerender: (ui: React.ReactElement) => void;
  beforeAll(() => {
    ({ rerender } = render(grid({})));
    apiRef.current.subscribeEvent('columnVisibilityModelChange', published);
  });

  claim(
    'Called with the new model after every change made in the grid (menus, panel, API calls), not when the `columnVisibilityModel` prop changes',
    () => {
      rerender(grid({ city: false }));
      expect(headers(apiRef.current.rootElementRef.current!)).toEqual(['name', 'email']);
      expect(onChange).not.toHaveBeenCalled();
      act(() => apiRef.current.setColumnVisibility('email', false));
      expect(onChange.mock.calls.map((call) => call[0])).toEqual([{ city: false, email: false }]);
    },
  );

  claim(
    'Published when the model the grid applies changes, also when a new `columnVisibilityModel` prop is applied',
    () => {
      // The prop change above was published; the refused change (the parent kept its model) was not.
      expect(published.mock.calls.map((call) => call[0])).toEqual([{ city: false }]);
      rerender(grid({ city: false, email: false }));
      expect(published.mock.calls.map((call) => call[0])).toEqual([{ city: false }, { city: false, email: false }]);
    },
  );
});
