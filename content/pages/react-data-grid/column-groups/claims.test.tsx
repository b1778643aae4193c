import { act, fireEvent, render } from '@testing-library/react';
import { DataGrid, type GridApi, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { DataGridPro, type GridApiPro } from '@mui/x-data-grid-pro';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import NestedColumnGroups from './demos/NestedColumnGroups';

const rows = [
  { id: 1, first: 'Ann', last: 'Lee', dept: 'Sales', role: 'Lead', price: 3 },
  { id: 2, first: 'Bob', last: 'Kim', dept: 'Ops', role: 'Clerk', price: 1 },
];
const columns = [
  { field: 'id' },
  { field: 'first' },
  { field: 'last' },
  { field: 'dept' },
  { field: 'role' },
  { field: 'price', type: 'number' as const },
];
const model: GridColumnGroupingModel = [
  { groupId: 'Name', children: [{ field: 'first' }, { field: 'last' }] },
  {
    groupId: 'org',
    headerName: 'Organisation',
    description: 'Where they work',
    children: [{ groupId: 'job', headerName: 'Job', children: [{ field: 'dept' }, { field: 'role' }] }],
  },
];
const groupCells = (grid: Element, depth: number) =>
  [...grid.querySelectorAll(`[aria-rowindex="${depth + 1}"] [role="columnheader"]`)].map((cell) =>
    cell.classList.contains('MuiDataGrid-columnHeader--emptyGroup') ? '' : cell.textContent,
  );

describe('a grouped grid', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  let grid: Element;
  beforeAll(() => {
    grid = render(
      <DataGrid apiRef={apiRef} autoHeight rows={rows} columns={columns} columnGroupingModel={model} />,
    ).container;
  });

  claim('It is available in all plans.', () => {
    expect(groupCells(grid, 0)).toEqual(['', 'Name', 'Organisation', '']);
  });

  claim('It is also the header text when `headerName` is not set.', () => {
    expect(groupCells(grid, 0)).toContain('Name');
  });

  claim('Columns that belong to no group, like `id` in the demo, get an empty cell in the group header row.', () => {
    const first = grid.querySelector('[aria-rowindex="1"] [role="columnheader"]')!;
    expect(first.classList.contains('MuiDataGrid-columnHeader--emptyGroup')).toBe(true);
    expect(first.textContent).toBe('');
  });

  claim('The grid adds one header row per nesting level.', () => {
    expect(groupCells(grid, 1)).toEqual(['', '', 'Job', '']);
    expect(grid.querySelector('[role="grid"]')!.getAttribute('aria-rowcount')).toBe(String(3 + rows.length));
  });

  claim("the levels a shallower group doesn't have are left as empty header cells", () => {
    // `Name` has one level: under it, the second group row is an empty cell.
    const secondRow = [...grid.querySelectorAll('[aria-rowindex="2"] [role="columnheader"]')];
    expect(secondRow[1]!.classList.contains('MuiDataGrid-columnHeader--emptyGroup')).toBe(true);
  });

  claim('Grouping changes only the headers: rows, sorting and filtering are unaffected.', () => {
    act(() => apiRef.current.setSortModel([{ field: 'price', sort: 'asc' }]));
    const ids = [...grid.querySelectorAll('[role="row"][data-id]')].map((row) => row.getAttribute('data-id'));
    expect(ids).toEqual(['2', '1']);
    act(() => apiRef.current.setFilterModel({ items: [{ field: 'dept', operator: 'equals', value: 'Sales' }] }));
    expect(grid.querySelectorAll('[role="row"][data-id]')).toHaveLength(1);
    act(() => {
      apiRef.current.setFilterModel({ items: [] });
      apiRef.current.setSortModel([]);
    });
  });

  claim('`getColumnGroupPath(field)` returns the ids of the groups above a column, outermost first', () => {
    expect(apiRef.current.getColumnGroupPath('role')).toEqual(['org', 'job']);
    expect(apiRef.current.getColumnGroupPath('id')).toEqual([]);
    const details = apiRef.current.getAllGroupDetails();
    expect(Object.keys(details).sort()).toEqual(['Name', 'job', 'org']);
    expect(details.org).toEqual({ groupId: 'org', headerName: 'Organisation', description: 'Where they work' });
    expect('children' in details.org!).toBe(false);
  });

  claim('group header cells carry `MuiDataGrid-columnHeader--filledGroup`', () => {
    const filled = [...grid.querySelectorAll('.MuiDataGrid-columnHeader--filledGroup')].map((cell) => cell.textContent);
    expect(filled.sort()).toEqual(['Job', 'Name', 'Organisation']);
  });

  claim('Group headers have no menu, no sorting and no resizing of their own.', () => {
    const group = [...grid.querySelectorAll('.MuiDataGrid-columnHeader--filledGroup')].find(
      (cell) => cell.textContent === 'Name',
    )!;
    expect(group.querySelector('.MuiDataGrid-menuIcon, .MuiDataGrid-columnSeparator--resizable')).toBeNull();
    act(() => {
      fireEvent.click(group);
    });
    expect(apiRef.current.getSortModel()).toEqual([]);
  });

  claim('Resizing one of the columns below resizes the group header with it.', () => {
    const width = () =>
      parseFloat(
        (
          [...grid.querySelectorAll('.MuiDataGrid-columnHeader--filledGroup')].find(
            (cell) => cell.textContent === 'Name',
          ) as HTMLElement
        ).style.width,
      );
    expect(width()).toBe(200);
    act(() => apiRef.current.setColumnWidth('first', 150));
    expect(width()).toBe(250);
  });

  claim('Hiding every column of a group hides the group header.', () => {
    act(() => apiRef.current.setColumnVisibilityModel({ first: false }));
    expect(groupCells(grid, 0)).toEqual(['', 'Name', 'Organisation', '']);
    act(() => apiRef.current.setColumnVisibilityModel({ first: false, last: false }));
    expect(groupCells(grid, 0)).toEqual(['', 'Organisation', '']);
    act(() => apiRef.current.setColumnVisibilityModel({}));
  });

  claim('Hiding some of them shrinks it.', () => {
    act(() => apiRef.current.setColumnVisibilityModel({ dept: false }));
    const org = [...grid.querySelectorAll('.MuiDataGrid-columnHeader--filledGroup')].find(
      (cell) => cell.textContent === 'Organisation',
    ) as HTMLElement;
    expect(org.getAttribute('aria-colspan')).toBe('1');
    act(() => apiRef.current.setColumnVisibilityModel({}));
  });
});

claim('every `groupId` must be unique: the grid throws an error otherwise', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(() =>
    render(
      <DataGrid
        autoHeight
        rows={rows}
        columns={columns}
        columnGroupingModel={[
          { groupId: 'a', children: [{ field: 'first' }] },
          { groupId: 'b', children: [{ field: 'first' }] },
        ]}
      />,
    ),
  ).toThrow();
  expect(() =>
    render(
      <DataGrid
        autoHeight
        rows={rows}
        columns={columns}
        columnGroupingModel={[
          { groupId: 'a', children: [{ field: 'first' }] },
          { groupId: 'a', children: [{ field: 'last' }] },
        ]}
      />,
    ),
  ).toThrow();
  error.mockRestore();
});

claim('the group header is split into several cells', () => {
  const grid = render(
    <DataGrid
      autoHeight
      rows={rows}
      columns={columns}
      columnGroupingModel={[{ groupId: 'Split', children: [{ field: 'first' }, { field: 'dept' }] }]}
    />,
  ).container;
  expect(groupCells(grid, 0).filter((text) => text === 'Split')).toHaveLength(2);
});

claim(
  'The height of the group header rows comes from `columnHeaderHeight` unless you set `columnGroupHeaderHeight`.',
  () => {
    const height = (props: object) => {
      const grid = render(
        <DataGrid autoHeight rows={rows} columns={columns} columnGroupingModel={model} {...props} />,
      ).container;
      return (grid.querySelector('.MuiDataGrid-columnHeader--filledGroup') as HTMLElement).style.height;
    };
    expect([
      height({}),
      height({ columnHeaderHeight: 40 }),
      height({ columnHeaderHeight: 40, columnGroupHeaderHeight: 30 }),
    ]).toEqual(['56px', '40px', '30px']);
  },
);

claim(
  'With the [Pro plan](/x/introduction/licensing/), users can drag columns to [reorder](/x/react-data-grid/column-ordering/) them.',
  () => {
    const mit = render(<DataGrid autoHeight rows={rows} columns={columns} />).container;
    const pro = render(<DataGridPro autoHeight rows={rows} columns={columns} />).container;
    const draggable = (grid: Element) => grid.querySelector('[role="columnheader"] [draggable="true"]') !== null;
    expect([draggable(mit), draggable(pro)]).toEqual([false, true]);
  },
);

describe('NestedColumnGroups demo', () => {
  let demo: Element;
  beforeAll(() => {
    demo = render(<NestedColumnGroups />).container;
  });

  claim('The demo uses the first one when you click a column header.', () => {
    act(() => {
      fireEvent.click(demo.querySelector('[role="columnheader"][data-field="quantity"]')!);
    });
    expect(demo.textContent).toMatch(/trade.*execution/i);
  });
});

describe('reordering grouped columns (Pro)', () => {
  const setup = (freeReordering: boolean) => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
    const { container } = render(
      <DataGridPro
        apiRef={apiRef}
        autoHeight
        rows={rows}
        columns={columns}
        columnGroupingModel={[{ groupId: 'Name', freeReordering, children: [{ field: 'first' }, { field: 'last' }] }]}
      />,
    );
    const handle = (field: string) =>
      container.querySelector(`[role="columnheader"][data-field="${field}"] [draggable="true"]`)!;
    /** Drags a header over another one, moving right, and drops it. jsdom has no DragEvent: mouse events carry the
     * drag events' type, position and a stand-in dataTransfer. */
    const dragEvent = (type: string, target: Element, clientX = 0, dataTransfer: object = {}) => {
      const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX, clientY: 5 });
      Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
      act(() => {
        target.dispatchEvent(event);
      });
    };
    const drag = (from: string, over: string) => {
      dragEvent('dragstart', handle(from));
      for (const clientX of [10, 20]) {
        dragEvent('dragenter', handle(over), clientX);
        dragEvent('dragover', handle(over), clientX);
      }
      dragEvent('dragend', handle(from), 20, { dropEffect: 'move' });
      return apiRef.current.getAllColumns().map((column) => column.field);
    };
    return { drag };
  };

  claim('A column can move inside its group but cannot be dropped outside it, so a group is never broken up.', () => {
    const { drag } = setup(false);
    expect(drag('first', 'last')).toEqual(['id', 'last', 'first', 'dept', 'role', 'price']);
    expect(drag('first', 'dept')).toEqual(['id', 'last', 'first', 'dept', 'role', 'price']);
  });

  claim('A column from outside cannot be dropped in the middle of a group.', () => {
    const { drag } = setup(false);
    expect(drag('id', 'first')).toEqual(['id', 'first', 'last', 'dept', 'role', 'price']);
  });

  claim('Set `freeReordering: true` on a group to lift both restrictions for that group.', () => {
    const { drag } = setup(true);
    expect(drag('first', 'dept')).toEqual(['id', 'last', 'dept', 'first', 'role', 'price']);
    expect(drag('id', 'last')[0]).not.toBe('id');
  });
});

claim(
  'A group with `renderHeaderGroup` shows no tooltip: the function receives the text as `params.description` and must display it itself.',
  () => {
    // Settled in jsdom and in GridGenericColumnHeaderItem.js: the tooltip lives in GridColumnHeaderTitle, which is
    // rendered only when no custom header content is given. Hovering opens the MUI Tooltip after its enter delay.
    const received: string[] = [];
    const groups = (custom: boolean): GridColumnGroupingModel => [
      {
        groupId: 'org',
        headerName: 'Org',
        description: 'Where they work',
        children: [{ field: 'dept' }],
        ...(custom && {
          renderHeaderGroup: (params) => {
            received.push(params.description ?? '');
            return <b>Org</b>;
          },
        }),
      },
    ];
    const tooltipAfterHover = (custom: boolean) => {
      const view = render(<DataGrid autoHeight rows={rows} columns={columns} columnGroupingModel={groups(custom)} />);
      vi.useFakeTimers();
      try {
        fireEvent.mouseOver(view.getByText('Org'));
        act(() => vi.advanceTimersByTime(1000));
      } finally {
        vi.useRealTimers();
      }
      const text = document.querySelector('[role="tooltip"]')?.textContent ?? null;
      view.unmount();
      return text;
    };
    expect(tooltipAfterHover(false)).toBe('Where they work');
    expect(tooltipAfterHover(true)).toBeNull();
    expect(received).toContain('Where they work');
  },
);
