import * as React from 'react';
import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import {
  DataGrid,
  GridFooterContainer,
  GridLogicOperator,
  GridPagination,
  GridCell,
  GridRow,
  GridToolbar,
  useGridRootProps,
  type GridColDef,
} from '@mui/x-data-grid';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import BaseSlotPropsGrid from './demos/BaseSlotPropsGrid';
import CellHoverPopoverGrid from './demos/CellHoverPopoverGrid';
import CustomColumnMenu from './demos/CustomColumnMenu';
import CustomFooter from './demos/CustomFooter';
import CustomIcons from './demos/CustomIcons';
import CustomPagination from './demos/CustomPagination';
import CustomPanels from './demos/CustomPanels';
import CustomToolbar from './demos/CustomToolbar';
import RowContextMenuGrid from './demos/RowContextMenuGrid';
import SelectionSummaryToolbar from './demos/SelectionSummaryToolbar';

const rows = Array.from({ length: 3 }, (_, index) => ({ id: index + 1, name: `P${index + 1}`, done: index === 0 }));
const columns: GridColDef[] = [{ field: 'name' }, { field: 'done', type: 'boolean' }];
/** A button by its label; toolbar buttons may carry a count badge. */
const buttonWithText = (root: Element, text: string) =>
  [...root.querySelectorAll('button')].find((button) => button.textContent!.replace(/\d/g, '') === text);
const headers = (grid: Element) =>
  [...grid.querySelectorAll('[role="columnheader"][data-field]')].map((header) => header.getAttribute('data-field'));

/** Opens the Material UI select inside `control` and returns its options' labels, then closes it. */
async function selectOptions(control: Element) {
  fireEvent.mouseDown(control.querySelector('[role="combobox"]')!);
  let listbox!: Element;
  await waitFor(() => {
    listbox = document.querySelector('[role="listbox"]')!;
    expect(listbox).not.toBeNull();
  });
  const labels = [...listbox.querySelectorAll('[role="option"]')].map((option) => option.textContent);
  act(() => {
    fireEvent.keyDown(listbox, { key: 'Escape' });
  });
  await waitFor(() => expect(document.querySelector('[role="listbox"]')).toBeNull());
  return labels;
}

async function waitForPanel() {
  let panel!: Element;
  await waitFor(() => {
    panel = document.querySelector('.MuiDataGrid-panel')!;
    expect(panel).not.toBeNull();
  });
  return panel;
}

describe('slots and slotProps', () => {
  const Toolbar = vi.fn((props: { label?: string }) => <div data-testid="mine">{props.label}</div>);
  let grid: HTMLElement;
  beforeAll(() => {
    grid = render(
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: Toolbar as React.JSXElementConstructor<object> }}
        slotProps={{ toolbar: { label: 'from slotProps' } as object, footer: { className: 'my-footer' } }}
      />,
    ).container;
  });

  claim(
    "`slots` maps a slot name to the React component that renders it. Anything you don't list keeps its default.",
    () => {
      expect(within(grid).getByTestId('mine')).toBeTruthy();
      // The footer was not listed: the default one is there.
      expect(grid.querySelector('.MuiDataGrid-footerContainer')).not.toBeNull();
    },
  );

  claim(
    '`slotProps` maps a slot name to extra props for that component, whether it is the default one or yours.',
    () => {
      expect(within(grid).getByTestId('mine').textContent).toBe('from slotProps');
      expect(grid.querySelector('.MuiDataGrid-footerContainer')!.classList.contains('my-footer')).toBe(true);
    },
  );

  claim('Slots are available in all plans.', () => {
    const pro = render(<DataGridPro rows={rows} columns={columns} slots={{ toolbar: () => <b>pro toolbar</b> }} />);
    expect(pro.container.textContent).toContain('pro toolbar');
    pro.unmount();
  });

  claim('The grid has no toolbar by default.', () => {
    const plain = render(<DataGrid rows={rows} columns={columns} />);
    expect(plain.container.querySelector('.MuiDataGrid-toolbarContainer')).toBeNull();
    plain.unmount();
  });
});

claim('An inline arrow function is a new component type on every render', () => {
  const mounts = vi.fn();
  function Counter() {
    React.useEffect(() => {
      mounts();
    }, []);
    return null;
  }
  function Parent({ tick }: { tick: number }) {
    void tick;
    return <DataGrid rows={rows} columns={columns} slots={{ toolbar: () => <Counter /> }} />;
  }
  const view = render(<Parent tick={0} />);
  view.rerender(<Parent tick={1} />);
  expect(mounts).toHaveBeenCalledTimes(2);
  view.unmount();
});

claim('its button clears the selection through `apiRef.current.setRowSelectionModel`', () => {
  const { container } = render(<SelectionSummaryToolbar />);
  const status = container.querySelector('[role="status"]')!;
  const total = container.querySelectorAll('[role="row"][data-id]').length;
  expect(status.textContent).toBe(`0 selected · ${total} matching`);
  fireEvent.click(container.querySelector('[role="row"][data-id] input[type="checkbox"]')!);
  expect(status.textContent).toBe(`1 selected · ${total} matching`);
  fireEvent.click(status.nextElementSibling!);
  expect(status.textContent).toMatch(/^0 selected/);
});

claim('`GridToolbar` is a ready-made one with the columns, filters, density and export buttons', () => {
  const { container, unmount } = render(<DataGrid rows={rows} columns={columns} slots={{ toolbar: GridToolbar }} />);
  const toolbar = container.querySelector('.MuiDataGrid-toolbarContainer')!;
  expect([...toolbar.querySelectorAll('button')].map((button) => button.textContent!.replace(/\d/g, ''))).toEqual([
    'Columns',
    'Filters',
    'Density',
    'Export',
  ]);
  unmount();
});

claim('The **Reset view** button below calls the API object to clear sorting, filtering and hidden columns.', () => {
  const { container } = render(<CustomToolbar />);
  const firstField = headers(container)[0]!;
  fireEvent.click(container.querySelector(`[role="columnheader"][data-field="${firstField}"]`)!);
  expect(container.querySelector('[aria-sort="ascending"]')).not.toBeNull();
  fireEvent.change(container.querySelector('input[type="search"]')!, { target: { value: 'zzzz-no-match' } });
  fireEvent.click(buttonWithText(container, 'Reset view')!);
  expect(container.querySelector('[aria-sort="ascending"]')).toBeNull();
  expect(container.querySelectorAll('[role="row"][data-id]').length).toBeGreaterThan(0);
});

describe('footer', () => {
  claim(
    'The default footer shows the selected row count and the pagination, whose "1–25 of 100" gives the total.',
    () => {
      const many = Array.from({ length: 100 }, (_, index) => ({ id: index, name: `R${index}` }));
      const { container, unmount } = render(
        <DataGrid
          rows={many}
          columns={columns.slice(0, 1)}
          checkboxSelection
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25]}
        />,
      );
      fireEvent.click(container.querySelector('[role="row"][data-id] input[type="checkbox"]')!);
      const footer = container.querySelector('.MuiDataGrid-footerContainer')!;
      expect(footer.querySelector('.MuiDataGrid-selectedRowCount')!.textContent).toBe('1 row selected');
      expect(footer.querySelector('.MuiTablePagination-displayedRows')!.textContent).toBe('1–25 of 100');
      expect(footer.textContent).not.toContain('Total Rows');
      unmount();
    },
  );

  claim(
    'A separate "Total Rows" count appears only when pagination is off, which only `DataGridPro` and `DataGridPremium` allow',
    () => {
      const pro = render(<DataGridPro rows={rows} columns={columns} />);
      expect(pro.container.querySelector('.MuiDataGrid-rowCount')!.textContent).toBe('Total Rows: 3');
      pro.rerender(<DataGridPro rows={rows} columns={columns} hideFooterRowCount />);
      expect(pro.container.querySelector('.MuiDataGrid-rowCount')).toBeNull();
      pro.rerender(<DataGridPro rows={rows} columns={columns} pagination />);
      expect(pro.container.querySelector('.MuiDataGrid-rowCount')).toBeNull();
      pro.unmount();
    },
  );

  claim('Hide parts of the footer with `hideFooter`, `hideFooterPagination` or `hideFooterSelectedRowCount`', () => {
    const grid = (props: object) => (
      <DataGrid rows={rows} columns={columns} checkboxSelection rowSelectionModel={[1]} {...props} />
    );
    const view = render(grid({ hideFooterPagination: true }));
    expect(view.container.querySelector('.MuiTablePagination-root')).toBeNull();
    expect(view.container.querySelector('.MuiDataGrid-selectedRowCount')).not.toBeNull();
    view.rerender(grid({ hideFooterSelectedRowCount: true }));
    expect(view.container.querySelector('.MuiDataGrid-selectedRowCount')).toBeNull();
    expect(view.container.querySelector('.MuiTablePagination-root')).not.toBeNull();
    view.rerender(grid({ hideFooter: true }));
    expect(view.container.querySelector('.MuiDataGrid-footerContainer')).toBeNull();
    view.unmount();
  });

  claim('`GridPagination` is the default pagination control, which you can reuse inside it.', () => {
    function Footer() {
      return (
        <GridFooterContainer>
          <span>mine</span>
          <GridPagination />
        </GridFooterContainer>
      );
    }
    const { container, unmount } = render(<DataGrid rows={rows} columns={columns} slots={{ footer: Footer }} />);
    const footer = container.querySelector('.MuiDataGrid-footerContainer')!;
    expect(footer.textContent).toContain('mine');
    expect(footer.querySelector('.MuiTablePagination-displayedRows')!.textContent).toBe('1–3 of 3');
    unmount();
  });

  claim('Values from the parent component reach a slot through `slotProps`.', () => {
    const { container } = render(<CustomFooter />);
    expect(container.textContent).toContain('Live prices');
    fireEvent.click(buttonWithText(container, 'Go offline')!);
    expect(container.textContent).toContain('Offline');
  });
});

describe('pagination', () => {
  claim('`slots.pagination` replaces only the pagination control inside the default footer.', () => {
    const { container, unmount } = render(
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        rowSelectionModel={[1]}
        slots={{ pagination: () => <span>my pager</span> }}
      />,
    );
    const footer = container.querySelector('.MuiDataGrid-footerContainer')!;
    expect(footer.textContent).toBe('1 row selectedmy pager');
    unmount();
  });

  claim('so `slotProps.pagination` forwards props such as `labelRowsPerPage` or `showFirstButton` to it', () => {
    const { container, unmount } = render(
      <DataGrid
        rows={rows}
        columns={columns}
        pageSizeOptions={[1, 2]}
        initialState={{ pagination: { paginationModel: { pageSize: 1 } } }}
        slotProps={{ pagination: { labelRowsPerPage: 'Lines', showFirstButton: true } }}
      />,
    );
    expect(container.textContent).toContain('Lines');
    expect(container.querySelector('[aria-label="Go to first page"]')).not.toBeNull();
    unmount();
  });

  claim("Note that the grid's page index starts at 0 while Material UI's `Pagination` starts at 1", () => {
    const { container } = render(<CustomPagination />);
    const pagination = container.querySelector('.MuiPagination-root')!;
    expect(pagination.querySelector('.Mui-selected')!.textContent).toBe('1');
    const firstRow = container.querySelector('[role="row"][data-id]')!.getAttribute('data-id');
    fireEvent.click(within(pagination as HTMLElement).getByText('2'));
    expect(pagination.querySelector('.Mui-selected')!.textContent).toBe('2');
    expect(container.querySelector('[role="row"][data-id]')!.getAttribute('data-id')).not.toBe(firstRow);
  });
});

describe('CustomPanels demo', () => {
  claim(
    "In the demo below the filter panel hides the ID column, lists the columns alphabetically and uses outlined inputs, and the columns panel sorts its list and doesn't let you hide the name column.",
    async () => {
      const { container } = render(<CustomPanels />);
      fireEvent.click(buttonWithText(container, 'Filters')!);
      const filterPanel = await waitForPanel();
      const options = await selectOptions(filterPanel.querySelector('.MuiDataGrid-filterFormColumnInput')!);
      expect(options).not.toContain('ID');
      expect(options).toEqual([...options].sort());
      expect(filterPanel.querySelectorAll('.MuiOutlinedInput-root')).toHaveLength(3);
      act(() => {
        fireEvent.keyDown(filterPanel.querySelector('.MuiDataGrid-paper')!, { key: 'Escape' });
      });
      await waitFor(() => expect(document.querySelector('.MuiDataGrid-panel')).toBeNull());
      fireEvent.click(buttonWithText(container, 'Columns')!);
      const columnsPanel = await waitForPanel();
      const labels = [...columnsPanel.querySelectorAll('.MuiDataGrid-columnsManagementRow')].map(
        (row) => row.textContent,
      );
      expect(labels).toEqual([...labels].sort());
      expect(labels).not.toContain('Name');
      fireEvent.click(columnsPanel.querySelector('.MuiDataGrid-columnsManagementFooter input')!);
      expect(headers(container)).toEqual(['fullName']);
      act(() => {
        fireEvent.keyDown(columnsPanel.querySelector('.MuiDataGrid-paper')!, { key: 'Escape' });
      });
      await waitFor(() => expect(document.querySelector('.MuiDataGrid-panel')).toBeNull());
    },
  );

  claim(
    '`DataGrid` holds one filter at a time, so the And/Or choice only appears in `DataGridPro` and `DataGridPremium`, where it then offers **And** alone.',
    async () => {
      const grid = (Grid: typeof DataGrid) => (
        <Grid
          rows={rows}
          columns={columns}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ filterPanel: { logicOperators: [GridLogicOperator.And] } }}
        />
      );
      const community = render(grid(DataGrid));
      fireEvent.click(buttonWithText(community.container, 'Filters')!);
      const single = await waitForPanel();
      expect(buttonWithText(single, 'Add filter')).toBeUndefined();
      community.unmount();
      await waitFor(() => expect(document.querySelector('.MuiDataGrid-panel')).toBeNull());
      const pro = render(grid(DataGridPro as typeof DataGrid));
      fireEvent.click(buttonWithText(pro.container, 'Filters')!);
      const multi = await waitForPanel();
      fireEvent.click(buttonWithText(multi, 'Add filter')!);
      const logic = await waitFor(() => multi.querySelector('.MuiDataGrid-filterFormLogicOperatorInput')!);
      // With a single operator the select is disabled on And.
      const combobox = logic.querySelector('[role="combobox"]')!;
      expect(combobox.textContent).toBe('And');
      expect(combobox.getAttribute('aria-disabled')).toBe('true');
      pro.unmount();
    },
  );
});

describe('column menu', () => {
  claim('The column menu is built from items, each of which is itself a slot of `GridColumnMenu`', async () => {
    const { container, unmount } = render(<DataGrid rows={rows} columns={columns} />);
    fireEvent.click(container.querySelector('[data-field="name"] .MuiDataGrid-menuIcon button')!);
    const menu = await waitFor(() => document.querySelector('[role="menu"]')!);
    expect([...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent)).toEqual([
      'Sort by ASC',
      'Sort by DESC',
      'Filter',
      'Hide column',
      'Manage columns',
    ]);
    unmount();
  });

  claim(
    'The new **Fit to content** item calls `apiRef.current.autosizeColumns()` for the column whose menu is open.',
    async () => {
      const { container } = render(<CustomColumnMenu />);
      const field = headers(container)[0]!;
      fireEvent.click(container.querySelector(`[data-field="${field}"] .MuiDataGrid-menuIcon button`)!);
      const menu = await waitFor(() => document.querySelector('[role="menu"]')!);
      const items = [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
      expect(items[0]).toBe('Fit to content');
      expect(items).not.toContain('Hide column');
      expect(items).not.toContain('Manage columns');
    },
  );
});

claim('Every icon is a slot too', () => {
  const { container } = render(<CustomIcons />);
  const field = headers(container)[0]!;
  fireEvent.click(container.querySelector(`[role="columnheader"][data-field="${field}"]`)!);
  expect(container.querySelector('[data-testid="NorthIcon"]')).not.toBeNull();
  fireEvent.click(container.querySelector(`[role="columnheader"][data-field="${field}"]`)!);
  expect(container.querySelector('[data-testid="SouthIcon"]')).not.toBeNull();
});

claim('Setting `slotProps` on them changes every place the grid uses them at once', async () => {
  const { container } = render(<BaseSlotPropsGrid />);
  const rowCheckbox = container.querySelector('[role="row"][data-id] .MuiCheckbox-root')!;
  expect(rowCheckbox.classList.contains('MuiCheckbox-colorSecondary')).toBe(true);
  expect(container.querySelector('.MuiDataGrid-toolbarContainer .MuiButton-outlined')).not.toBeNull();
  fireEvent.click(buttonWithText(container, 'Filters')!);
  const panel = await waitForPanel();
  expect(panel.querySelector('.MuiDataGrid-filterFormValueInput .MuiOutlinedInput-root')).not.toBeNull();
});

describe('rows and cells', () => {
  claim(
    '`slotProps.row` and `slotProps.cell` pass extra props, event handlers included, to every row or cell element.',
    () => {
      const onRow = vi.fn((event: React.MouseEvent<HTMLElement>) => event.currentTarget.getAttribute('data-id'));
      const onCell = vi.fn((event: React.KeyboardEvent<HTMLElement>) => event.currentTarget.getAttribute('data-field'));
      const { container, unmount } = render(
        <DataGrid
          rows={rows}
          columns={columns}
          slotProps={{ row: { onDoubleClick: onRow }, cell: { onKeyUp: onCell } as object }}
        />,
      );
      fireEvent.doubleClick(container.querySelector('[data-id="2"] [data-field="name"]')!);
      expect(onRow.mock.results[0]!.value).toBe('2');
      fireEvent.keyUp(container.querySelector('[data-id="3"] [data-field="done"]')!, { key: 'a' });
      expect(onCell.mock.results[0]!.value).toBe('done');
      unmount();
    },
  );

  claim('Right-click a row below to open a menu for it', async () => {
    const { container } = render(<RowContextMenuGrid />);
    const second = container.querySelectorAll('[role="row"][data-id]')[1]!;
    const id = second.getAttribute('data-id');
    fireEvent.contextMenu(second.querySelector('[role="gridcell"]')!);
    const moveToTop = await waitFor(() => within(document.body).getByText('Move to top'));
    fireEvent.click(moveToTop);
    await waitFor(() => expect(container.querySelector('[role="row"][data-id]')!.getAttribute('data-id')).toBe(id));
  });

  claim(
    '`onMouseEnter` and `onMouseLeave` on the cells show a card with more details while the pointer rests on a name',
    async () => {
      const { container } = render(<CellHoverPopoverGrid />);
      const name = container.querySelector('[role="row"][data-id] [data-field="fullName"]')!;
      const cards = () =>
        [...document.querySelectorAll('.MuiPopper-root')].filter((popper) =>
          popper.textContent!.includes(name.textContent!),
        );
      fireEvent.mouseEnter(name);
      await waitFor(() => expect(cards()).toHaveLength(1));
      fireEvent.mouseLeave(name);
      await waitFor(() => expect(cards()).toHaveLength(0));
    },
  );
});

claim('`useGridRootProps()` returns the props the grid was rendered with.', () => {
  function Toolbar() {
    const rootProps = useGridRootProps();
    return <span data-testid="root">{`${rootProps.density} ${rootProps.checkboxSelection}`}</span>;
  }
  const { unmount, getByTestId } = render(
    <DataGrid rows={rows} columns={columns} density="compact" checkboxSelection slots={{ toolbar: Toolbar }} />,
  );
  expect(getByTestId('root').textContent).toBe('compact true');
  unmount();
});

claim('The grid is assembled from named parts called slots', () => {
  let names: string[] = [];
  function Toolbar() {
    names = Object.keys(useGridRootProps().slots);
    return null;
  }
  const { unmount } = render(<DataGrid rows={rows} columns={columns} slots={{ toolbar: Toolbar }} />);
  expect(names).toEqual(
    expect.arrayContaining([
      'toolbar',
      'footer',
      'pagination',
      'noRowsOverlay',
      'loadingOverlay',
      'columnMenu',
      'filterPanel',
      'columnsPanel',
      'columnSortedAscendingIcon',
      'baseCheckbox',
      'baseTextField',
      'baseSelect',
      'baseButton',
    ]),
  );
  unmount();
});

claim('`row` and `cell` let you wrap the default `GridRow` and `GridCell`, for example to add data attributes.', () => {
  const Row = React.forwardRef<HTMLDivElement, React.ComponentProps<typeof GridRow>>((props, ref) => (
    <GridRow ref={ref} {...props} data-testid={`row-${props.rowId}`} />
  ));
  const Cell = React.forwardRef<HTMLDivElement, React.ComponentProps<typeof GridCell>>((props, ref) => (
    <GridCell ref={ref} {...props} data-kind="wrapped" />
  ));
  const { container, unmount } = render(<DataGrid rows={rows} columns={columns} slots={{ row: Row, cell: Cell }} />);
  expect(container.querySelector('[data-testid="row-2"]')!.getAttribute('data-id')).toBe('2');
  expect(container.querySelectorAll('[data-kind="wrapped"][role="gridcell"]')).toHaveLength(6);
  unmount();
});

untestable(
  'The card is extra information only: the same details should be reachable without a mouse',
  'Accessibility advice about the page design; nothing in the grid enforces it.',
);
untestable(
  'Every slot has one, for example `ToolbarPropsOverrides`, `FooterPropsOverrides`, `NoRowsOverlayPropsOverrides` or `ColumnMenuPropsOverrides`',
  'A TypeScript module augmentation; the type check of the page snippets covers it, a runtime test cannot.',
);
