import * as React from 'react';
import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import {
  DataGridPro,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  GRID_TREE_DATA_GROUPING_FIELD,
  GridPinnedColumnPosition,
  type GridApiPro,
  type GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import { newGridApiRef } from '@/claims/newGridApiRef';
import BasicColumnPinning from './demos/BasicColumnPinning';
import ControlledPinnedColumns from './demos/ControlledPinnedColumns';
import DisableColumnPinning from './demos/DisableColumnPinning';
import PinnedDetailToggleColumn from './demos/PinnedDetailToggleColumn';

const rows = [
  { id: 1, a: 'a1', b: 'b1', c: 'c1', d: 'd1' },
  { id: 2, a: 'a2', b: 'b2', c: 'c2', d: 'd2' },
];
const columns: GridColDef[] = [{ field: 'a' }, { field: 'b' }, { field: 'c' }, { field: 'd', pinnable: false }];

const headerFields = (grid: Element, side?: 'Left' | 'Right') =>
  [
    ...grid.querySelectorAll(
      side ? `[role="columnheader"].MuiDataGrid-columnHeader--pinned${side}` : '[role="columnheader"][data-field]',
    ),
  ].map((header) => header.getAttribute('data-field'));
const cellFields = (grid: Element, side?: 'Left' | 'Right') =>
  [
    ...grid.querySelectorAll(
      `[role="row"][data-id="1"] ${side ? `.MuiDataGrid-cell--pinned${side}` : '[role="gridcell"][data-field]'}`,
    ),
  ].map((cell) => cell.getAttribute('data-field'));

async function menuOf(grid: Element, field: string) {
  act(() => {
    fireEvent.click(grid.querySelector(`[role="columnheader"][data-field="${field}"] .MuiDataGrid-menuIcon button`)!);
  });
  let menu!: Element;
  await waitFor(() => {
    menu = document.querySelector('[role="menu"]')!;
    expect(menu).not.toBeNull();
  });
  return {
    labels: () => [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent),
    click: async (label: string) => {
      act(() => {
        fireEvent.click([...menu.querySelectorAll('[role="menuitem"]')].find((item) => item.textContent === label)!);
      });
      await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
    },
    close: async () => {
      act(() => {
        fireEvent.keyDown(menu, { key: 'Escape' });
      });
      await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
    },
  };
}

claim('but not when you change the `pinnedColumns` prop yourself.', () => {
  const onPinnedColumnsChange = vi.fn();
  const grid = (pinnedColumns: GridPinnedColumnFields) => (
    <DataGridPro
      autoHeight
      rows={rows}
      columns={columns}
      pinnedColumns={pinnedColumns}
      onPinnedColumnsChange={onPinnedColumnsChange}
    />
  );
  const { container, rerender, unmount } = render(grid({ left: ['a'] }));
  rerender(grid({ left: ['b'], right: ['d'] }));
  expect(headerFields(container, 'Left')).toEqual(['b']);
  expect(onPinnedColumnsChange).not.toHaveBeenCalled();
  unmount();
});

describe('a controlled Pro grid', () => {
  const apiRef = newGridApiRef<GridApiPro>();
  const onChange = vi.fn();
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  let grid: HTMLElement;
  function Grid() {
    const [model, setModel] = React.useState<GridPinnedColumnFields>({});
    return (
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        pinnedColumns={model}
        onPinnedColumnsChange={(next) => {
          onChange(next);
          setModel(next);
        }}
      />
    );
  }
  beforeAll(() => {
    grid = render(<Grid />).container;
  });

  claim('Column pinning requires the [Pro plan](/x/introduction/licensing/)', () => {
    expect(grid.textContent).toContain('MUI X Missing license key');
    expect(consoleError.mock.calls.flat().join('\n')).toContain('Missing license key');
  });

  claim(
    'In `DataGridPro`, every [column menu](/x/react-data-grid/column-menu/) has "Pin to left" and "Pin to right" entries.',
    async () => {
      const menu = await menuOf(grid, 'b');
      expect(menu.labels()).toEqual(expect.arrayContaining(['Pin to left', 'Pin to right']));
      await menu.click('Pin to left');
      expect(headerFields(grid, 'Left')).toEqual(['b']);
      expect(headerFields(grid)).toEqual(['b', 'a', 'c', 'd']);
    },
  );

  claim(
    'The callback fires whenever the grid changes the pinning, whether the user used the column menu or your code called the API',
    () => {
      expect(onChange.mock.lastCall![0].left).toEqual(['b']);
      act(() => apiRef.current.pinColumn('c', GridPinnedColumnPosition.RIGHT));
      expect(onChange.mock.lastCall![0]).toMatchObject({ left: ['b'], right: ['c'] });
    },
  );

  claim('Once the column is pinned, its menu offers "Unpin" and a move to the other side instead.', async () => {
    const menu = await menuOf(grid, 'b');
    expect(menu.labels()).toEqual(expect.arrayContaining(['Pin to right', 'Unpin']));
    expect(menu.labels()).not.toContain('Pin to left');
    await menu.close();
  });

  claim("A newly pinned column is appended to its side's list", async () => {
    const menu = await menuOf(grid, 'a');
    await menu.click('Pin to left');
    expect(headerFields(grid, 'Left')).toEqual(['b', 'a']);
  });

  claim('moving it if it was pinned to the other side', () => {
    act(() => apiRef.current.pinColumn('c', GridPinnedColumnPosition.LEFT));
    expect(apiRef.current.getPinnedColumns()).toEqual({ left: ['b', 'a', 'c'], right: [] });
    expect(apiRef.current.isColumnPinned('c')).toBe('left');
  });

  claim('Unpins a column, which goes back among the scrollable columns', () => {
    act(() => apiRef.current.unpinColumn('a'));
    expect(apiRef.current.isColumnPinned('a')).toBe(false);
    expect(headerFields(grid, 'Left')).toEqual(['b', 'c']);
  });

  claim("Returns `'left'`, `'right'` or `false`", () => {
    act(() => apiRef.current.pinColumn('a', GridPinnedColumnPosition.RIGHT));
    expect(['a', 'b', 'd'].map((field) => apiRef.current.isColumnPinned(field))).toEqual(['right', 'left', false]);
  });

  claim('Replaces all the pinned columns at once', () => {
    act(() => apiRef.current.setPinnedColumns({ right: ['b'] }));
    expect(onChange.mock.lastCall![0]).toEqual({ right: ['b'] });
    expect(headerFields(grid, 'Right')).toEqual(['b']);
    expect(headerFields(grid, 'Left')).toEqual([]);
  });

  claim("`pinnable: false` in a column definition removes the pin entries from that column's menu.", async () => {
    const menu = await menuOf(grid, 'd');
    expect(menu.labels()).not.toContain('Pin to left');
    expect(menu.labels()).not.toContain('Pin to right');
    await menu.close();
  });

  claim(
    '`pinnable: false` only affects the menu: the model, `initialState` and the API can still pin that column',
    () => {
      act(() => apiRef.current.pinColumn('d', GridPinnedColumnPosition.LEFT));
      expect(headerFields(grid, 'Left')).toEqual(['d']);
    },
  );

  claim('Pinned cells and headers have the `MuiDataGrid-cell--pinnedLeft`, `MuiDataGrid-cell--pinnedRight`', () => {
    expect(cellFields(grid, 'Left')).toEqual(['d']);
    expect(cellFields(grid, 'Right')).toEqual(['b']);
    expect(headerFields(grid, 'Right')).toEqual(['b']);
  });

  claim('Pinned columns cannot be dragged, and other columns cannot be dropped into a pinned section.', () => {
    const draggable = (field: string) =>
      grid
        .querySelector(`[role="columnheader"][data-field="${field}"] .MuiDataGrid-columnHeaderDraggableContainer`)!
        .getAttribute('draggable');
    expect(draggable('d')).toBe('false');
    expect(draggable('a')).toBe('true');
  });
});

describe('initial state', () => {
  claim(
    'The order inside each array is the display order. Users can still change the pinning afterwards.',
    async () => {
      const { container, unmount } = render(
        <DataGridPro
          rows={rows}
          columns={columns}
          initialState={{ pinnedColumns: { left: ['c', 'a'], right: ['b'] } }}
        />,
      );
      expect(headerFields(container)).toEqual(['c', 'a', 'd', 'b']);
      const menu = await menuOf(container, 'a');
      await menu.click('Unpin');
      expect(headerFields(container, 'Left')).toEqual(['c']);
      unmount();
    },
  );

  claim('the demo pins it with the name column on the left and an actions column on the right', () => {
    const { container, unmount } = render(<BasicColumnPinning />);
    expect(headerFields(container, 'Left')).toEqual(['__check__', 'fullName']);
    expect(headerFields(container, 'Right')).toEqual(['actions']);
    unmount();
  });

  claim('The demo pins the detail panel toggle column to the right edge', () => {
    const { container, unmount } = render(<PinnedDetailToggleColumn />);
    expect(headerFields(container, 'Right')).toEqual(['__detail_panel_toggle__']);
    unmount();
  });
});

claim('Columns created by the grid can be pinned too, through their field.', () => {
  const { container, unmount } = render(
    <DataGridPro
      rows={rows}
      columns={columns}
      checkboxSelection
      initialState={{ pinnedColumns: { right: [GRID_CHECKBOX_SELECTION_COL_DEF.field] } }}
    />,
  );
  expect(GRID_CHECKBOX_SELECTION_COL_DEF.field).toBe('__check__');
  expect(headerFields(container, 'Right')).toEqual(['__check__']);
  unmount();
});

claim('Other built-in columns have exported fields as well', () => {
  const { container, unmount } = render(
    <DataGridPro
      rows={[{ id: 1, path: ['x'] }]}
      columns={[{ field: 'path' }]}
      treeData
      getTreeDataPath={(row) => row.path}
      initialState={{ pinnedColumns: { right: [GRID_TREE_DATA_GROUPING_FIELD] } }}
    />,
  );
  expect(headerFields(container, 'Right')).toEqual([GRID_TREE_DATA_GROUPING_FIELD]);
  expect(GRID_DETAIL_PANEL_TOGGLE_FIELD).toBe('__detail_panel_toggle__');
  unmount();
});

claim('an object of type `GridPinnedColumnFields` with optional `left` and `right` arrays', () => {
  const apiRef = newGridApiRef<GridApiPro>();
  const { container, unmount } = render(
    <DataGridPro apiRef={apiRef} rows={rows} columns={columns} initialState={{ pinnedColumns: { right: ['a'] } }} />,
  );
  expect(headerFields(container)).toEqual(['b', 'c', 'd', 'a']);
  unmount();
});

claim('Returns the current `GridPinnedColumnFields`', () => {
  const apiRef = newGridApiRef<GridApiPro>();
  const { unmount } = render(
    <DataGridPro apiRef={apiRef} rows={rows} columns={columns} initialState={{ pinnedColumns: { left: ['b'] } }} />,
  );
  expect(apiRef.current.getPinnedColumns()).toEqual({ left: ['b'] });
  act(() => apiRef.current.pinColumn('c', GridPinnedColumnPosition.RIGHT));
  expect(apiRef.current.getPinnedColumns()).toEqual({ left: ['b'], right: ['c'] });
  unmount();
});

claim('the model printed above the grid follows both', () => {
  const { container, unmount } = render(<ControlledPinnedColumns />);
  const click = (text: string) =>
    act(() => {
      fireEvent.click(within(container).getByText(text));
    });
  click('pinColumn(traderName, left)');
  expect(headerFields(container, 'Left')).toEqual(['commodity', 'traderName']);
  expect(container.textContent).toContain('"left":["commodity","traderName"]');
  click('unpinColumn(commodity)');
  expect(container.textContent).toContain('"left":["traderName"]');
  click('Set model');
  expect(headerFields(container, 'Right')).toEqual(['status']);
  click('Unpin all');
  expect(container.textContent).toContain('pinnedColumns = {}');
  unmount();
});

describe('disableColumnPinning', () => {
  claim('`disableColumnPinning` on the grid removes the pin entries from every column menu.', async () => {
    const { container, unmount } = render(<DataGridPro rows={rows} columns={columns} disableColumnPinning />);
    for (const field of ['a', 'c']) {
      const menu = await menuOf(container, field);
      expect(menu.labels()).not.toContain('Pin to left');
      await menu.close();
    }
    unmount();
  });

  claim(
    'Pinning from code then only renders correctly when the pinned fields already come first (left) or last (right) in `columns`',
    () => {
      const grid = (left: string[]) => (
        <DataGridPro rows={rows} columns={columns} disableColumnPinning pinnedColumns={{ left }} />
      );
      const { container, rerender, unmount } = render(grid(['a']));
      expect(headerFields(container)).toEqual(['a', 'b', 'c', 'd']);
      expect(cellFields(container)).toEqual(['a', 'b', 'c', 'd']);
      rerender(grid(['c']));
      // The headers keep the order of `columns`; the cells put the pinned one first.
      expect(headerFields(container)).not.toEqual(cellFields(container));
      unmount();
    },
  );

  claim('To pin from code while keeping users out, set `pinnable: false` on the columns instead.', async () => {
    const { container, unmount } = render(<DisableColumnPinning />);
    const menu = await menuOf(container, 'director');
    expect(menu.labels()).not.toContain('Pin to left');
    await menu.close();
    unmount();
  });
});

claim('A [spanning](/x/react-data-grid/column-spanning/) cell stays inside its section', () => {
  const { container, unmount } = render(
    <DataGridPro
      rows={rows}
      columns={[{ field: 'a', colSpan: 3 }, { field: 'b' }, { field: 'c' }, { field: 'd' }]}
      initialState={{ pinnedColumns: { left: ['a'] } }}
    />,
  );
  // The pinned cell keeps its own width, and the scrollable cells it would cover are still rendered.
  const cell = container.querySelector('[role="row"][data-id="1"] [data-field="a"]') as HTMLElement;
  expect(cell.style.getPropertyValue('--width')).toBe('100px');
  expect(cellFields(container)).toEqual(['a', 'b', 'c', 'd']);
  unmount();
});

claim(
  'A [column group](/x/react-data-grid/column-groups/) whose columns are split between sections gets one group header per section.',
  () => {
    const { container, unmount } = render(
      <DataGridPro
        rows={rows}
        columns={columns}
        columnGroupingModel={[{ groupId: 'AB', children: [{ field: 'a' }, { field: 'b' }] }]}
        initialState={{ pinnedColumns: { left: ['a'] } }}
      />,
    );
    const groups = [...container.querySelectorAll('.MuiDataGrid-columnHeader--filledGroup')].map(
      (header) => header.textContent,
    );
    expect(groups).toEqual(['AB', 'AB']);
    unmount();
  },
);

claim('use `DataGridPro` or `DataGridPremium`', () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container, unmount } = render(
    <DataGrid rows={rows} columns={columns} {...({ initialState: { pinnedColumns: { left: ['c'] } } } as object)} />,
  );
  expect(headerFields(container, 'Left')).toEqual([]);
  expect(headerFields(container)).toEqual(['a', 'b', 'c', 'd']);
  unmount();
  errors.mockRestore();
});

untestable(
  "with [dynamic row height](/x/react-data-grid/row-height/#dynamic-row-height) (`getRowHeight={() => 'auto'}`) the tallest cell sets the height on both sides",
  'Row heights come from measured layout, which jsdom does not compute.',
);
untestable(
  "The variable only sets the resting colour: hovered and selected pinned cells get colours the grid computes from the theme's `mixins.MuiDataGrid.pinnedBackground`",
  'Computed background colours of hovered cells need a browser with :hover and CSS variables; jsdom has neither.',
);
