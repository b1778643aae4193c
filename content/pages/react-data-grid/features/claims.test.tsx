import * as React from 'react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render } from '@testing-library/react';
import * as communityPackage from '@mui/x-data-grid';
import { DataGrid, type GridApi, type GridColDef } from '@mui/x-data-grid';
import * as premiumPackage from '@mui/x-data-grid-premium';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import * as proPackage from '@mui/x-data-grid-pro';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import { newGridApiRef } from '@/claims/newGridApiRef';
import { readInstalledFile } from '@/claims/readInstalledFile';
import { renderError } from '@/claims/renderError';
import { sectionTableRows } from '@/claims/sectionTableRows';

const rows = Array.from({ length: 120 }, (_, index) => ({ id: index + 1, name: `R${index + 1}`, team: index % 3 }));
const columns: GridColDef[] = [{ field: 'name' }, { field: 'team', type: 'number' }];
const rowCount = (grid: Element) => grid.querySelectorAll('[role="row"][data-id]').length;

claim('`DataGrid` always paginates and throws an error if the page size is larger than 100.', () => {
  const { container, unmount } = render(
    <DataGrid rows={rows} columns={columns} {...({ pagination: false } as object)} />,
  );
  expect(rowCount(container)).toBe(100);
  expect(container.querySelector('.MuiTablePagination-root')).not.toBeNull();
  unmount();
  expect(
    renderError(
      <DataGrid
        rows={rows}
        columns={columns}
        pageSizeOptions={[101]}
        initialState={{ pagination: { paginationModel: { pageSize: 101 } } }}
      />,
    ),
  ).toMatch(/100/);
});

claim(
  '`DataGridPro` and `DataGridPremium` accept any page size and can turn pagination off with `pagination={false}` (the default there).',
  () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const off = render(<DataGridPro rows={rows} columns={columns} />);
    expect(rowCount(off.container)).toBe(120);
    expect(off.container.querySelector('.MuiTablePagination-root')).toBeNull();
    off.unmount();
    const big = render(
      <DataGridPremium
        rows={rows}
        columns={columns}
        pagination
        pageSizeOptions={[110]}
        initialState={{ pagination: { paginationModel: { pageSize: 110 } } }}
      />,
    );
    expect(rowCount(big.container)).toBe(110);
    big.unmount();
    errors.mockRestore();
  },
);

claim('Some features exist in every plan but are capped in Community:', () => {
  const apiRef = newGridApiRef();
  const { unmount } = render(<DataGrid apiRef={apiRef} rows={rows.slice(0, 3)} columns={columns} />);
  expect(() =>
    act(() =>
      apiRef.current.updateRows([
        { id: 1, name: 'x' },
        { id: 2, name: 'y' },
      ]),
    ),
  ).toThrow(/several rows at once/);
  act(() => apiRef.current.updateRows([{ id: 1, name: 'x' }]));
  expect(apiRef.current.getRow(1).name).toBe('x');
  unmount();
});

claim('Community applies one sort and one filter at a time.', () => {
  const apiRef = newGridApiRef();
  const { container, unmount } = render(
    <DataGrid
      apiRef={apiRef}
      rows={rows.slice(0, 3)}
      columns={columns}
      // Asking for more than one: the community grid forces both back (its types do not accept them either).
      {...({ disableMultipleColumnsSorting: false, disableMultipleColumnsFiltering: false } as object)}
    />,
  );
  fireEvent.click(container.querySelector('[role="columnheader"][data-field="name"]')!);
  fireEvent.click(container.querySelector('[role="columnheader"][data-field="team"]')!, { shiftKey: true });
  expect(apiRef.current.getSortModel()).toEqual([{ field: 'team', sort: 'asc' }]);
  unmount();
});

claim('Selecting several rows by clicking with :kbd[Ctrl] or :kbd[Shift] held, without checkboxes, needs Pro.', () => {
  const apiRef = newGridApiRef();
  const { container, unmount } = render(<DataGrid apiRef={apiRef} rows={rows.slice(0, 3)} columns={columns} />);
  const cell = (id: number) => container.querySelector(`[role="row"][data-id="${id}"] [data-field="name"]`)!;
  fireEvent.click(cell(1));
  fireEvent.click(cell(3), { ctrlKey: true });
  fireEvent.click(cell(2), { shiftKey: true });
  expect(apiRef.current.getSelectedRows().size).toBe(1);
  unmount();
});

claim(
  'but the methods that belong to paid features (for example `setPinnedColumns` or `exportDataAsExcel`) only exist in the paid packages',
  () => {
    const community = newGridApiRef();
    const view = render(<DataGrid apiRef={community} rows={rows.slice(0, 1)} columns={columns} />);
    const api = community.current as unknown as Record<string, unknown>;
    expect([api.setPinnedColumns, api.exportDataAsExcel, api.getSortModel === undefined]).toEqual([
      undefined,
      undefined,
      false,
    ]);
    view.unmount();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const premium = { current: null } as unknown as ReturnType<typeof useGridApiRef>;
    const paid = render(<DataGridPremium apiRef={premium} rows={rows.slice(0, 1)} columns={columns} />);
    expect([typeof premium.current.setPinnedColumns, typeof premium.current.exportDataAsExcel]).toEqual([
      'function',
      'function',
    ]);
    paid.unmount();
    errors.mockRestore();
  },
);

claim(
  "with one default that changes: `DataGridPro` and `DataGridPremium` don't paginate unless you add the `pagination` prop.",
  () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const props = { rows, columns, checkboxSelection: true };
    const community = render(<DataGrid {...props} />);
    expect(rowCount(community.container)).toBe(100);
    community.unmount();
    const pro = render(<DataGridPro {...props} />);
    expect(rowCount(pro.container)).toBe(120);
    pro.rerender(<DataGridPro {...props} pagination />);
    expect(rowCount(pro.container)).toBe(100);
    pro.unmount();
    errors.mockRestore();
  },
);

untestable('unless you already know you need a paid feature', 'Advice on choosing a plan.');

claim(
  'Setting `disableMultipleColumnsSorting` or `disableMultipleColumnsFiltering` to `false` has no effect there.',
  () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container, unmount } = render(
      <DataGrid
        rows={rows.slice(0, 3)}
        columns={columns}
        {...({ disableMultipleColumnsFiltering: false } as object)}
        filterModel={{
          items: [
            { id: 1, field: 'name', operator: 'equals', value: 'R1' },
            { id: 2, field: 'team', operator: '=', value: 2 },
          ],
        }}
      />,
    );
    // Only the first item applies: R1 (team 0) stays, though the second item would have removed it.
    expect([...container.querySelectorAll('[role="row"][data-id]')].map((row) => row.getAttribute('data-id'))).toEqual([
      '1',
    ]);
    unmount();
    warn.mockRestore();
  },
);

claim('With `checkboxSelection`, Community users can select several rows with the checkboxes.', () => {
  const apiRef = newGridApiRef();
  const { container, unmount } = render(
    <DataGrid apiRef={apiRef} rows={rows.slice(0, 3)} columns={columns} checkboxSelection />,
  );
  const boxes = container.querySelectorAll('[role="row"][data-id] input[type="checkbox"]');
  fireEvent.click(boxes[0]!);
  fireEvent.click(boxes[2]!);
  expect([...apiRef.current.getSelectedRows().keys()]).toEqual([1, 3]);
  unmount();
});

const GRIDS = { Community: DataGrid, Pro: DataGridPro, Premium: DataGridPremium } as const;
type Plan = keyof typeof GRIDS;
const PLANS = Object.keys(GRIDS) as Plan[];
const PACKAGES = { Community: communityPackage, Pro: proPackage, Premium: premiumPackage } as const;
const propNames = (grid: unknown) => Object.keys((grid as { type: { propTypes: object } }).type.propTypes);
const page = readFileSync(path.join(__dirname, 'index.md'), 'utf8');

/**
 * What one plan's grid does with the keys that its `propTypes` cannot settle: column definition properties (no grid
 * prop), and the props every plan declares while the Community grid ignores them (`getDetailPanelContent`,
 * `pagination={false}`, `disableMultipleRowSelection`) or the method it declares but caps (`updateRows`). One render.
 */
async function observePlan(plan: Plan) {
  const Grid = GRIDS[plan] as unknown as React.ComponentType<Record<string, unknown>>;
  const apiRef = newGridApiRef<Record<string, unknown> & GridApi>();
  const probeColumns: GridColDef[] = [
    {
      field: 'a',
      renderCell: () => <i data-probe="renderCell" />,
      renderHeader: () => <i data-probe="renderHeader" />,
    },
    { field: 'c', editable: true },
    { field: 'd', flex: 1 },
    { field: 'b', colSpan: 2 },
    { field: 'e' },
  ];
  const probeRows = [1, 2, 3].map((id) => ({ id, a: id, b: id, c: id, d: id, e: id }));
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const view = render(
    <Grid
      apiRef={apiRef}
      rows={probeRows}
      columns={probeColumns}
      getDetailPanelContent={() => <i data-probe="detail" />}
      pagination={false}
      pageSizeOptions={[2]}
      initialState={{ pagination: { paginationModel: { pageSize: 2 } } }}
      resizeThrottleMs={0}
    />,
  );
  errors.mockRestore();
  const { container } = view;
  const api = apiRef.current;
  // jsdom has no layout: give the grid a 600 px wide root so the flex column has free width to take. The grid took its
  // first (empty) size on mount and debounces the next ones by `resizeThrottleMs`.
  await act(async () => {
    api.publishEvent('resize', { width: 600, height: 400 });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const cellA = (id: number) => container.querySelector(`[role="row"][data-id="${id}"] [data-field="a"]`)!;
  fireEvent.click(cellA(1));
  fireEvent.click(cellA(2), { ctrlKey: true });
  const observed: Record<string, boolean> = {
    renderCell: cellA(1).querySelector('[data-probe="renderCell"]') !== null,
    renderHeader: container.querySelector('[role="columnheader"][data-field="a"] [data-probe="renderHeader"]') !== null,
    colSpan:
      container.querySelector('[role="row"][data-id="1"] [data-field="b"]')?.getAttribute('aria-colspan') === '2',
    flex: api.getColumn('d').computedWidth > 100,
    editable: api.isCellEditable(api.getCellParams(1, 'c')),
    getDetailPanelContent: container.querySelector('[data-field="__detail_panel_toggle__"]') !== null,
    pagination: container.querySelectorAll('[role="row"][data-id]').length === 3,
    disableMultipleRowSelection: api.getSelectedRows().size === 2,
  };
  try {
    act(() =>
      api.updateRows([
        { id: 1, b: 10 },
        { id: 2, b: 20 },
      ]),
    );
    observed.updateRows = true;
  } catch {
    observed.updateRows = false;
  }
  const methods = new Set(Object.keys(api).filter((key) => typeof api[key] === 'function'));
  view.unmount();
  return { observed, methods, props: new Set(propNames(Grid)), exports: new Set(Object.keys(PACKAGES[plan])) };
}

claim('"Yes" means the feature works in that plan without extra packages.', async () => {
  const evidence = {} as Record<Plan, Awaited<ReturnType<typeof observePlan>>>;
  for (const plan of PLANS) evidence[plan] = await observePlan(plan);
  /** Whether `plan` has the feature whose key is `key`, and which evidence said so. */
  const has = (plan: Plan, key: string) => {
    const { observed, methods, props, exports } = evidence[plan];
    if (key in observed) return observed[key];
    if (PLANS.some((other) => evidence[other].props.has(key))) return props.has(key);
    if (PLANS.some((other) => evidence[other].methods.has(key))) return methods.has(key);
    if (PLANS.some((other) => evidence[other].exports.has(key))) return exports.has(key);
    throw new Error(`No plan's grid has "${key}" as a prop, an apiRef method or an export: nothing settles its row.`);
  };
  const rows = sectionTableRows(page, 'Full comparison');
  expect(rows).toHaveLength(60);
  // Each row: the feature, its key prop or method, then the Community, Pro and Premium cells.
  const expected = rows.map(([feature, , ...cells]) => [feature!.text, cells.map((cell) => cell.text)]);
  const actual = rows.map(([feature, key]) => [
    feature!.text,
    PLANS.map((plan) => (has(plan, key!.code[0]!) ? 'Yes' : 'No')),
  ]);
  expect(actual).toEqual(expected);
});

claim(
  'The Data Grid comes in three packages, one per plan, and each plan includes everything from the plans below it',
  () => {
    const rows = sectionTableRows(page, 'How the plans fit together');
    for (const [plan, packageName, component, licence] of rows) {
      const manifest = JSON.parse(readInstalledFile(`${packageName!.code[0]}/package.json`)) as { license: string };
      expect(PACKAGES[plan!.text as Plan][component!.code[0] as 'DataGrid']).toBe(GRIDS[plan!.text as Plan]);
      const licenceText = manifest.license === 'MIT' ? 'MIT' : readInstalledFile(`${packageName!.code[0]}/LICENSE`);
      expect(licenceText.startsWith(licence!.text.replace(/,.*/, '') === 'MIT' ? 'MIT' : 'Commercial')).toBe(true);
    }
    const [community, pro, premium] = PLANS.map((plan) => propNames(GRIDS[plan]));
    expect(community!.filter((name) => !pro!.includes(name))).toEqual([]);
    expect(pro!.filter((name) => !premium!.includes(name))).toEqual([]);
  },
);

claim('A few features are released as unstable in 7.21.0', () => {
  const rows = sectionTableRows(page, 'Unstable features');
  for (const [, prop, plan] of rows) {
    const lowest = PLANS.indexOf(plan!.text as Plan);
    expect(PLANS.map((each) => propNames(GRIDS[each]).includes(prop!.code[0]!))).toEqual(
      PLANS.map((_, index) => index >= lowest),
    );
  }
  // "new in 7.21.0": the list view is in the 7.21.0 section of the changelog, before the 7.20.0 one.
  const changelog = readInstalledFile('@mui/x-data-grid/CHANGELOG.md');
  const release = changelog.slice(changelog.indexOf('## 7.21.0'), changelog.indexOf('## 7.20.0'));
  expect(release).toMatch(/\[DataGridPro\] List view/);
});
