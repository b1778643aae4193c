import * as React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridRowTreeSelector,
  type GridApi,
  type GridGetRowsParams,
} from '@mui/x-data-grid-premium';
import { describe, expect, vi } from 'vitest';
import { generateEmployees } from '@content/demoData';
import { claim } from '@/claims/claim';
import ServerGroupsWithTreeData from './demos/ServerGroupsWithTreeData';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
// 30 people; the first page of 10 holds Engineering only, the dataset also has Sales.
const ALL = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, dept: i < 15 ? 'Engineering' : 'Sales' }));

claim(
  'With `DataGridPremium`, a `rowGroupingModel` next to `unstable_dataSource` is still computed in the browser, from the rows the grid holds: with a data source that is the current page only, so groups and their counts describe one page, not your dataset.',
  async () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    const getRows = vi.fn(async (params: GridGetRowsParams) => ({
      rows: ALL.slice(Number(params.start), Number(params.end) + 1),
      rowCount: 30,
    }));
    render(
      <DataGridPremium
        apiRef={apiRef}
        columns={[{ field: 'dept' }]}
        unstable_dataSource={{ getRows }}
        rowGroupingModel={['dept']}
        pagination
        pageSizeOptions={[10]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
      />,
    );
    await settle();
    const groups = Object.values(gridRowTreeSelector(apiRef)).filter(
      (node) => node.type === 'group' && node.id !== GRID_ROOT_GROUP_ID,
    );
    expect(
      groups.map((node) => [node.type === 'group' && node.groupingKey, node.type === 'group' && node.children.length]),
    ).toEqual([['Engineering', 10]]);
    // "`GridGetRowsParams` has a `groupFields` field ... In 7.21.0 it is always empty."
    expect(getRows.mock.calls[0]![0].groupFields).toEqual([]);
  },
);

claim('In 7.21.0 it is always empty.', async () => {
  const getRows = vi.fn(async (_params: GridGetRowsParams) => ({ rows: ALL.slice(0, 5), rowCount: 5 }));
  render(
    <DataGridPremium
      columns={[{ field: 'dept' }]}
      unstable_dataSource={{ getRows }}
      initialState={{ rowGrouping: { model: ['dept'] } }}
    />,
  );
  await settle();
  expect(getRows.mock.calls.map(([params]) => params.groupFields)).toEqual(getRows.mock.calls.map(() => []));
});

claim('while your server computes the groups and returns only the level being expanded.', async () => {
  // In 7.21.0 nothing of this happens: the groups come from the page in the browser, and expanding one asks nothing.
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const getRows = vi.fn(async (_params: GridGetRowsParams) => ({ rows: ALL, rowCount: 30 }));
  const { container } = render(
    <DataGridPremium
      apiRef={apiRef}
      columns={[{ field: 'dept' }]}
      unstable_dataSource={{ getRows }}
      rowGroupingModel={['dept']}
    />,
  );
  await settle();
  expect(getRows).toHaveBeenCalledTimes(1);
  const toggle = container.querySelector('[role="row"][data-id="auto-generated-row-dept/Sales"] button') as HTMLElement;
  fireEvent.click(toggle);
  await settle();
  expect(apiRef.current.getRowNode('auto-generated-row-dept/Sales')).toMatchObject({ childrenExpanded: true });
  expect(getRows).toHaveBeenCalledTimes(1);
});

claim('Row grouping in the browser is fully available in `DataGridPremium` when every row is loaded', () => {
  const { container } = render(
    <DataGridPremium
      rows={ALL}
      columns={[{ field: 'dept' }]}
      initialState={{ rowGrouping: { model: ['dept'] } }}
      disableVirtualization
    />,
  );
  const groupCell = (dept: string) =>
    container.querySelector(
      `[role="row"][data-id="auto-generated-row-dept/${dept}"] [data-field="__row_group_by_columns_group__"]`,
    )?.textContent;
  expect(groupCell('Engineering')).toBe('Engineering (15)');
  expect(groupCell('Sales')).toBe('Sales (15)');
});

describe('the ServerGroupsWithTreeData demo', () => {
  const employees = generateEmployees(120, 86);
  const inDepartment = (department: string) => employees.filter((employee) => employee.department === department);
  let root: HTMLElement;
  const row = (id: string) => root.querySelector(`[role="row"][data-id="${id}"]`);

  claim(
    'When the grouping is fixed (always by department, say), your server can return the groups as the top level and their rows as children',
    async () => {
      root = render(<ServerGroupsWithTreeData />).container;
      await waitFor(() => expect(row('department/Engineering')).not.toBeNull(), { timeout: 5000 });
      expect(root.querySelectorAll('[role="row"][data-id^="department/"]')).toHaveLength(7);
      expect(root.querySelector('[role="row"][data-id^="employee/"]')).toBeNull();
    },
  );

  claim('The top level has one row per group, with a count of its members, which `getChildrenCount` returns.', () => {
    const count = inDepartment('Engineering').length;
    expect(row('department/Engineering')?.querySelector('[data-field="__tree_data_group__"]')?.textContent).toBe(
      `Engineering (${count})`,
    );
  });

  claim(
    "When a group is expanded, `groupKeys` holds its key (`['Engineering']`), and the server returns the rows of that group.",
    async () => {
      fireEvent.click(row('department/Engineering')!.querySelector('button')!);
      await waitFor(() => expect(root.querySelector('[role="row"][data-id^="employee/"]')).not.toBeNull(), {
        timeout: 5000,
      });
      const shown = [...root.querySelectorAll('[role="row"][data-id^="employee/"]')].map((element) =>
        element.getAttribute('data-id'),
      );
      const engineers = inDepartment('Engineering').map((employee) => `employee/${employee.id}`);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((id) => engineers.includes(id!))).toBe(true);
      expect(shown[0]).toBe(engineers[0]);
    },
  );

  claim("This needs only the Pro plan, but users can't change the grouping criteria from the UI", async () => {
    // The demo is a DataGridPro; its column menu has no grouping item.
    const header = root.querySelector('[role="columnheader"][data-field="role"]') as HTMLElement;
    fireEvent.click(header.querySelector('button[aria-label="Menu"]')!);
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((text) => /group/i.test(text ?? ''))).toBe(false);
  });
});
