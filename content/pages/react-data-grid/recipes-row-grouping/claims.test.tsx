import * as React from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridFilteredDescendantCountLookupSelector,
  gridFilteredDescendantRowCountSelector,
  gridRowTreeSelector,
  type GridApi,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import ExpandAllGroups from './demos/ExpandAllGroups';
import GroupRowClickToggle from './demos/GroupRowClickToggle';
import SelectGroupRows from './demos/SelectGroupRows';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const trades = [
  { id: 1, desk: 'A', price: 1 },
  { id: 2, desk: 'A', price: 2 },
  { id: 3, desk: 'B', price: 3 },
  { id: 4, desk: 'C', price: 4 },
  { id: 5, desk: 'C', price: 5 },
  { id: 6, desk: 'C', price: 6 },
];
const columns = [{ field: 'desk' }, { field: 'price', type: 'number' as const }];
const grouping = { rowGrouping: { model: ['desk'] } };
const groupIds = (apiRef: React.MutableRefObject<GridApi>) =>
  Object.values(gridRowTreeSelector(apiRef))
    .filter((node) => node.type === 'group' && node.id !== GRID_ROOT_GROUP_ID)
    .map((node) => node.id);
const expanded = (apiRef: React.MutableRefObject<GridApi>) =>
  groupIds(apiRef).map((id) => (apiRef.current.getRowNode(id) as GridGroupNode).childrenExpanded);

describe('expansion', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const grid = (rows: typeof trades, depth: number) => (
    <DataGridPremium
      apiRef={apiRef}
      rows={rows}
      columns={columns}
      initialState={grouping}
      defaultGroupingExpansionDepth={depth}
    />
  );
  let view: ReturnType<typeof render>;

  claim(
    '`defaultGroupingExpansionDepth={-1}` opens every group whenever the grid builds its row tree: on the first render, and again each time `rows` or the prop itself changes, which also reopens the groups the user closed.',
    () => {
      view = render(grid(trades, -1));
      expect(expanded(apiRef)).toEqual([true, true, true]);
      act(() => apiRef.current.setRowChildrenExpansion(groupIds(apiRef)[0]!, false));
      expect(expanded(apiRef)).toEqual([false, true, true]);
      view.rerender(grid([...trades], -1));
      expect(expanded(apiRef)).toEqual([true, true, true]);
      act(() => apiRef.current.setRowChildrenExpansion(groupIds(apiRef)[0]!, false));
      view.rerender(grid([...trades], 1));
      view.rerender(grid([...trades], -1));
      expect(expanded(apiRef)).toEqual([true, true, true]);
    },
    20_000,
  );

  claim(
    'change `defaultGroupingExpansionDepth` instead (`-1` to open every group, `0` to close them): the grid applies the new depth to all groups at once, without a remount.',
    () => {
      const before = apiRef.current;
      view.rerender(grid([...trades], 0));
      expect(expanded(apiRef)).toEqual([false, false, false]);
      view.rerender(grid([...trades], -1));
      expect(expanded(apiRef)).toEqual([true, true, true]);
      expect(apiRef.current).toBe(before);
    },
  );

  claim(
    "`gridRowTreeSelector(apiRef)` returns every node by id; group nodes have `type: 'group'`, and the invisible root (`GRID_ROOT_GROUP_ID`) is skipped.",
    () => {
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
      render(<DataGridPremium apiRef={apiRef} rows={trades} columns={columns} initialState={grouping} />);
      const tree = gridRowTreeSelector(apiRef);
      expect(Object.keys(tree)).toHaveLength(1 + 3 + 6);
      expect(tree[GRID_ROOT_GROUP_ID]!.type).toBe('group');
      expect(Object.values(tree).filter((node) => node.type === 'leaf')).toHaveLength(6);

      // "walk the row tree and call `apiRef.current.setRowChildrenExpansion(id, isExpanded)` on each group node"
      expect(expanded(apiRef)).toEqual([false, false, false]);
      act(() => groupIds(apiRef).forEach((id) => apiRef.current.setRowChildrenExpansion(id, true)));
      expect(expanded(apiRef)).toEqual([true, true, true]);
    },
  );

  claim(':kbd[Space] on a focused grouping cell already toggles the group from the keyboard.', () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    const { container } = render(
      <DataGridPremium apiRef={apiRef} rows={trades} columns={columns} initialState={grouping} />,
    );
    const cell = container.querySelector(
      '[role="row"][data-rowindex="0"] [data-field="__row_group_by_columns_group__"]',
    ) as HTMLElement;
    act(() => cell.focus());
    fireEvent.keyDown(cell, { key: ' ' });
    expect(expanded(apiRef)[0]).toBe(true);
  });
});

describe('GroupRowClickToggle', () => {
  claim(
    "The chevron stops its own click from reaching the row, so clicking it still toggles only once. With `disableRowSelectionOnClick`, the click doesn't select the group row as well.",
    () => {
      const { container } = render(<GroupRowClickToggle />);
      const firstRow = () => container.querySelector('[role="row"][data-rowindex="0"]') as HTMLElement;
      const isOpen = () =>
        firstRow().querySelector('[data-field="__row_group_by_columns_group__"] button')!.getAttribute('aria-label');
      const before = isOpen();
      fireEvent.click(firstRow().querySelector('[data-field="__row_group_by_columns_group__"] button')!);
      const afterChevron = isOpen();
      expect(afterChevron).not.toBe(before);
      fireEvent.click(
        firstRow().querySelector('[role="gridcell"]:not([data-field="__row_group_by_columns_group__"])') ?? firstRow(),
      );
      expect(isOpen()).toBe(before);
      expect(firstRow().getAttribute('aria-selected')).not.toBe('true');
    },
  );
});

describe('selection', () => {
  claim('With `checkboxSelection`, the checkbox of a group row only selects that row by default.', () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    const { container } = render(
      <DataGridPremium
        apiRef={apiRef}
        rows={trades}
        columns={columns}
        initialState={grouping}
        checkboxSelection
        defaultGroupingExpansionDepth={-1}
      />,
    );
    fireEvent.click(container.querySelector('[role="row"][data-rowindex="0"] input[type="checkbox"]')!);
    expect([...apiRef.current.getSelectedRows().keys()]).toEqual([groupIds(apiRef)[0]]);
  });

  claim(
    '`rowSelectionPropagation={{ descendants: true, parents: true }}` makes it select (or deselect) every row of the group, and checks the group automatically when all its rows are selected.',
    () => {
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
      const { container } = render(
        <DataGridPremium
          apiRef={apiRef}
          rows={trades}
          columns={columns}
          initialState={grouping}
          checkboxSelection
          defaultGroupingExpansionDepth={-1}
          rowSelectionPropagation={{ descendants: true, parents: true }}
        />,
      );
      const [groupA, groupB] = groupIds(apiRef);
      fireEvent.click(container.querySelector(`[role="row"][data-id="${groupA}"] input[type="checkbox"]`)!);
      expect(new Set(apiRef.current.getSelectedRows().keys())).toEqual(new Set([groupA, 1, 2]));
      // The selection model then contains the ids of the selected groups too (auto-generated string ids).
      expect(typeof groupA).toBe('string');
      fireEvent.click(container.querySelector(`[role="row"][data-id="${groupA}"] input[type="checkbox"]`)!);
      expect(apiRef.current.getSelectedRows().size).toBe(0);
      fireEvent.click(container.querySelector('[role="row"][data-id="3"] input[type="checkbox"]')!);
      expect(apiRef.current.isRowSelected(groupB!)).toBe(true);
    },
  );
});

describe('counts', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const filter = { filter: { filterModel: { items: [{ field: 'price', operator: '>', value: 1 }] } } };

  claim('(it counts only rows that pass the filters)', () => {
    render(
      <DataGridPremium apiRef={apiRef} rows={trades} columns={columns} initialState={{ ...grouping, ...filter }} />,
    );
    const [groupA, , groupC] = groupIds(apiRef);
    const lookup = gridFilteredDescendantCountLookupSelector(apiRef);
    expect([lookup[groupA!], lookup[groupC!]]).toEqual([1, 3]);
  });

  claim(
    'With grouped rows, the footer\'s row count counts top-level rows, that is groups ("3 of 12" when a filter hides some).',
    () => {
      const { container } = render(
        <DataGridPremium
          rows={trades}
          columns={columns}
          initialState={{
            ...grouping,
            filter: { filterModel: { items: [{ field: 'price', operator: '>', value: 2 }] } },
          }}
        />,
      );
      expect(container.querySelector('.MuiDataGrid-rowCount')?.textContent).toBe('Total Rows: 2 of 3');
    },
  );

  claim(
    '`gridFilteredDescendantRowCountSelector` returns the number of filtered rows below the top level (with one grouping level, the data rows)',
    () => {
      expect(gridFilteredDescendantRowCountSelector(apiRef)).toBe(5);
    },
  );

  claim('The row count is only shown when pagination is off.', () => {
    const { container } = render(<DataGridPremium rows={trades} columns={columns} pagination />);
    expect(container.querySelector('.MuiDataGrid-rowCount')).toBeNull();
    expect(container.querySelector('.MuiTablePagination-displayedRows')).not.toBeNull();
  });
});

claim(
  'To open or close them all later, from a toolbar button for instance, walk the row tree and call `apiRef.current.setRowChildrenExpansion(id, isExpanded)` on each group node.',
  () => {
    const { container, getByRole, unmount } = render(<ExpandAllGroups />);
    // Grouped by department, then role: group rows carry aria-expanded, leaves don't.
    const groupRows = () => [...container.querySelectorAll('[role="row"][aria-expanded]')];
    const leafCount = () => container.querySelectorAll('[role="row"][data-id]:not([aria-expanded])').length;
    const topLevel = groupRows().length;
    expect(topLevel).toBeGreaterThan(1);
    expect(leafCount()).toBe(0);
    fireEvent.click(getByRole('button', { name: 'Expand all' }));
    // Every group at both depths is open, so all 80 employees are listed.
    expect(groupRows().every((row) => row.getAttribute('aria-expanded') === 'true')).toBe(true);
    expect(groupRows().length).toBeGreaterThan(topLevel);
    expect(leafCount()).toBe(80);
    fireEvent.click(getByRole('button', { name: 'Collapse all' }));
    expect(groupRows()).toHaveLength(topLevel);
    expect(groupRows().every((row) => row.getAttribute('aria-expanded') === 'false')).toBe(true);
    unmount();
  },
);

claim(
  "Filter them out before sending the selection anywhere, for example by keeping only ids for which `apiRef.current.getRowNode(id)?.type === 'leaf'`.",
  () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    const grid = render(
      <DataGridPremium
        apiRef={apiRef}
        rows={trades}
        columns={columns}
        initialState={grouping}
        checkboxSelection
        rowSelectionPropagation={{ descendants: true, parents: true }}
      />,
    );
    const groupC = groupIds(apiRef)[2]!;
    fireEvent.click(grid.container.querySelector(`[role="row"][data-id="${groupC}"] input[type="checkbox"]`)!);
    const selected = [...apiRef.current.getSelectedRows().keys()];
    expect(new Set(selected)).toEqual(new Set([groupC, 4, 5, 6]));
    expect(selected.filter((id) => apiRef.current.getRowNode(id)?.type === 'leaf').sort()).toEqual([4, 5, 6]);
    grid.unmount();
    // The demo counts only the trades (numeric ids) of a group it selects in full.
    const demo = render(<SelectGroupRows />);
    const firstGroup = demo.container.querySelector('[role="row"][aria-expanded]')!;
    const size = Number(firstGroup.textContent!.match(/\((\d+)\)/)![1]);
    fireEvent.click(firstGroup.querySelector('input[type="checkbox"]')!);
    expect(demo.getByRole('status').textContent).toBe(`${size} trade(s) selected`);
    demo.unmount();
  },
);
