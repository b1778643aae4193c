import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  GRID_ROOT_GROUP_ID,
  gridAggregationLookupSelector,
  gridAggregationModelSelector,
  type DataGridPremiumProps,
  type GridAggregationFunction,
  type GridColDef,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import AggregationAggregable from './demos/AggregationAggregable';
import AggregationColumnFunctions from './demos/AggregationColumnFunctions';
import AggregationTreeData from './demos/AggregationTreeData';

/** The premium API type; 7.21.0 does not export `GridApiPremium` from the package root. */
type GridApiPremium = ReturnType<typeof useGridApiRef>['current'];

const films = [
  { id: 1, company: 'A', title: 'One', gross: 10, rating: 7 },
  { id: 2, company: 'A', title: 'Two', gross: 20, rating: 8 },
  { id: 3, company: 'B', title: 'Three', gross: 100, rating: 9 },
];
const columns: GridColDef[] = [
  { field: 'company' },
  { field: 'title' },
  { field: 'gross', type: 'number', valueFormatter: (value?: number) => (value == null ? '' : `$${value}`) },
  { field: 'rating', type: 'number' },
];
const ROOT_FOOTER = '[data-id="auto-generated-group-footer-root"]';

function renderGrid(props: Partial<DataGridPremiumProps> = {}) {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPremium>;
  const { container } = render(
    <DataGridPremium apiRef={apiRef} autoHeight rows={films} columns={columns} {...props} />,
  );
  const lookup = () => gridAggregationLookupSelector(apiRef);
  const footerText = (field: string) => container.querySelector(`${ROOT_FOOTER} [data-field="${field}"]`)?.textContent;
  return { apiRef, container, lookup, footerText };
}

async function openColumnMenu(container: Element, field: string) {
  act(() => {
    fireEvent.click(
      container.querySelector(`[role="columnheader"][data-field="${field}"] .MuiDataGrid-menuIcon button`)!,
    );
  });
  return screen.findByRole('menu');
}
async function closeMenu() {
  act(() => {
    fireEvent.keyDown(document.querySelector('[role="menu"]')!, { key: 'Escape' });
  });
  await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
}

claim('The grid ships five functions, exported together as `GRID_AGGREGATION_FUNCTIONS`', () => {
  expect(Object.keys(GRID_AGGREGATION_FUNCTIONS)).toEqual(['sum', 'avg', 'min', 'max', 'size']);
  const types = Object.fromEntries(
    Object.entries(GRID_AGGREGATION_FUNCTIONS).map(([name, fn]) => [name, fn.columnTypes ?? 'any']),
  );
  expect(types).toEqual({
    sum: ['number'],
    avg: ['number'],
    min: ['number', 'date', 'dateTime'],
    max: ['number', 'date', 'dateTime'],
    size: 'any',
  });
});

claim('`sum` and `avg` skip cells that are not numbers', () => {
  const { sum, avg, min, max, size } = GRID_AGGREGATION_FUNCTIONS;
  const values = [4, null, undefined, '7', 2];
  const apply = (fn: GridAggregationFunction) => fn.apply({ values, groupId: 'g', field: 'f' });
  // `min` and `max` skip only null and undefined: the string '7' takes part (and wins) in the comparison.
  expect([apply(sum), apply(avg), apply(min), apply(max), apply(size)]).toEqual([6, 3, 2, '7', 4]);
});

describe('the table of built-in functions and of function properties', () => {
  // Company A has a row without `title` (undefined), one with `null` and one with an empty string; B has one title.
  const rows = [
    { id: 1, company: 'A', gross: 10, rating: 7 },
    { id: 2, company: 'A', title: null, gross: 20, rating: 8 },
    { id: 3, company: 'A', title: '', gross: 30, rating: 9 },
    { id: 4, company: 'B', title: 'Four', gross: 40, rating: 6 },
  ];
  type ApplyParams = Parameters<GridAggregationFunction['apply']>[0];
  const apply = vi.fn(({ values }: ApplyParams) => values.length);
  let grid: ReturnType<typeof renderGrid>;
  beforeAll(() => {
    grid = renderGrid({
      rows,
      aggregationFunctions: { size: GRID_AGGREGATION_FUNCTIONS.size, count: { apply } },
      initialState: {
        rowGrouping: { model: ['company'] },
        aggregation: { model: { title: 'size', gross: 'count' } },
      },
    });
  });

  claim('The number of cells whose value is not `undefined` (`null` and empty strings count)', () => {
    const groupA = grid.lookup()['auto-generated-row-company/A']!;
    expect(groupA.title!.value).toBe(2);
    expect(grid.lookup()[GRID_ROOT_GROUP_ID]!.title!.value).toBe(3);
    expect(grid.footerText('title')).toBe('3');
  });

  claim("Required. Receives the values of the group's rows and returns the aggregated value.", () => {
    const callFor = (groupId: ApplyParams['groupId']) =>
      apply.mock.calls.map(([params]) => params).find((params) => params.groupId === groupId);
    // The group row of A is left out: only its three leaf rows feed the function, as `{ values, groupId, field }`.
    expect(callFor('auto-generated-row-company/A')).toEqual({
      values: [10, 20, 30],
      groupId: 'auto-generated-row-company/A',
      field: 'gross',
    });
    expect(callFor(GRID_ROOT_GROUP_ID)!.values).toEqual([10, 20, 30, 40]);
    expect(grid.lookup()[GRID_ROOT_GROUP_ID]!.gross!.value).toBe(4);
  });
});

describe('basic usage', () => {
  let grid: ReturnType<typeof renderGrid>;
  const onAggregationModelChange = vi.fn();
  beforeAll(() => {
    grid = renderGrid({
      initialState: { aggregation: { model: { gross: 'sum', rating: 'avg' } } },
      onAggregationModelChange,
    });
  });

  claim('The grid shows the result in a footer row for the whole dataset', () => {
    expect(grid.footerText('gross')).toBe('$130');
    expect(grid.footerText('rating')).toBe('8');
  });

  claim('The values follow filtering and grouping live.', async () => {
    act(() => grid.apiRef.current.setFilterModel({ items: [{ field: 'company', operator: 'equals', value: 'A' }] }));
    await waitFor(() => expect(grid.footerText('gross')).toBe('$30'));
    act(() => grid.apiRef.current.setFilterModel({ items: [] }));
    await waitFor(() => expect(grid.footerText('gross')).toBe('$130'));
  });

  claim("The header of each aggregated column shows the function's label under its title", () => {
    const header = grid.container.querySelector('[role="columnheader"][data-field="gross"]')!;
    expect(header.querySelector('.MuiDataGrid-aggregationColumnHeaderLabel')!.textContent).toBe('sum');
    expect(header.textContent).toMatch(/^gross/);
  });

  claim('the grand total appears in a row pinned to the bottom of the grid', () => {
    expect(grid.container.querySelector(`.MuiDataGrid-bottomContainer ${ROOT_FOOTER}`)).not.toBeNull();
  });

  claim('The grand total footer row is a row pinned to the bottom of the grid', () => {
    expect(grid.container.querySelector(`.MuiDataGrid-virtualScrollerContent ${ROOT_FOOTER}`)).toBeNull();
  });

  claim(
    'Users can change or remove the function of a column from the **Aggregation** entry of the column menu.',
    async () => {
      const menu = await openColumnMenu(grid.container, 'gross');
      expect(menu.textContent).toContain('Aggregation');
      const select = menu.querySelector('.MuiDataGrid-menuContainer [role="combobox"], [aria-haspopup="listbox"]')!;
      act(() => {
        fireEvent.mouseDown(select);
      });
      const option = (await screen.findAllByRole('option')).find((o) => o.textContent === 'max')!;
      act(() => {
        fireEvent.click(option);
      });
      expect(onAggregationModelChange).toHaveBeenLastCalledWith({ gross: 'max', rating: 'avg' }, expect.anything());
      expect(grid.footerText('gross')).toBe('$100');
      await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
    },
  );

  claim('A field that is missing from the model is not aggregated', () => {
    act(() => grid.apiRef.current.setAggregationModel({ rating: 'avg' }));
    expect(grid.footerText('gross')).toBe('');
    expect(grid.lookup()[GRID_ROOT_GROUP_ID]!.gross).toBeUndefined();
    expect(gridAggregationModelSelector(grid.apiRef)).toEqual({ rating: 'avg' });
  });

  claim('A column only offers the functions that support its `type`.', async () => {
    const menu = await openColumnMenu(grid.container, 'title');
    act(() => {
      fireEvent.mouseDown(menu.querySelector('[aria-haspopup="listbox"]')!);
    });
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options.filter((o) => o !== '...')).toEqual(['size']);
    act(() => {
      fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    });
    await closeMenu();
  });
});

describe('formatting', () => {
  let grid: ReturnType<typeof renderGrid>;
  beforeAll(() => {
    grid = renderGrid({
      rows: [
        ...films,
        { id: 4, company: 'B', title: 'Four', gross: 1, rating: 1 },
        ...[5, 6, 7, 8, 9, 10].map((id) => ({ id, company: 'C', title: `F${id}`, gross: 1000, rating: 1 })),
      ],
      columns: [
        ...columns,
        { field: 'count', type: 'number', valueGetter: () => 1, valueFormatter: (v: number) => `$${v}` },
      ],
      initialState: { aggregation: { model: { gross: 'sum', count: 'size' } } },
    });
  });

  claim(
    "The column's `valueFormatter` formats its aggregated cells too, unless the function brings a formatter of its own",
    () => {
      expect(grid.footerText('gross')).toBe('$6131');
      // `size` formats its count itself (grouping digits), not with the column's currency formatter.
      expect(grid.footerText('count')).toBe('10');
    },
  );
});

describe('groups', () => {
  let grid: ReturnType<typeof renderGrid>;
  beforeAll(() => {
    grid = renderGrid({
      initialState: {
        rowGrouping: { model: ['company'] },
        aggregation: { model: { gross: 'sum', title: 'size' } },
        sorting: { sortModel: [{ field: 'gross', sort: 'desc' }] },
      },
      defaultGroupingExpansionDepth: -1,
    });
  });

  claim(
    'each group row shows the aggregated values of the rows it contains, and the footer still shows the grand total',
    () => {
      const groupCell = (company: string) =>
        grid.container.querySelector(`[data-id="auto-generated-row-company/${company}"] [data-field="gross"]`)!
          .textContent;
      expect([groupCell('A'), groupCell('B'), grid.footerText('gross')]).toEqual(['$30', '$100', '$130']);
    },
  );

  claim('Sorting on an aggregated column sorts the groups by their aggregated value', () => {
    const order = [...grid.container.querySelectorAll('[role="row"][data-id^="auto-generated-row-company"]')].map(
      (row) => row.getAttribute('data-id'),
    );
    expect(order).toEqual(['auto-generated-row-company/B', 'auto-generated-row-company/A']);
  });

  claim('keyed by group id and then by field, each as `{ position, value }`', () => {
    const lookup = grid.lookup();
    expect(lookup['auto-generated-row-company/A']!.gross).toEqual({ position: 'inline', value: 30 });
    expect(lookup[GRID_ROOT_GROUP_ID]!.gross).toEqual({ position: 'footer', value: 130 });
  });

  claim("The default is `(groupNode) => (groupNode.depth === -1 ? 'footer' : 'inline')`", () => {
    expect(grid.container.querySelectorAll('[data-id^="auto-generated-group-footer"]')).toHaveLength(1);
  });
});

describe('positions', () => {
  let footers: ReturnType<typeof renderGrid>;
  let noTotal: ReturnType<typeof renderGrid>;
  beforeAll(() => {
    const props = {
      initialState: { rowGrouping: { model: ['company'] }, aggregation: { model: { gross: 'sum' } } },
      defaultGroupingExpansionDepth: -1,
    };
    footers = renderGrid({ ...props, getAggregationPosition: () => 'footer' });
    noTotal = renderGrid({ ...props, getAggregationPosition: (node) => (node.depth === -1 ? null : 'inline') });
  });

  claim("`'footer'`: in an extra row after the group's children (visible when the group is expanded)", () => {
    const ids = [...footers.container.querySelectorAll('[role="row"][data-id]')].map((row) =>
      row.getAttribute('data-id'),
    );
    const groupFooter = ids.indexOf('auto-generated-group-footer-auto-generated-row-company/A');
    expect(groupFooter).toBe(ids.indexOf('2') + 1);
    expect(
      footers.container.querySelector('[data-id="auto-generated-row-company/A"] [data-field="gross"]')!.textContent,
    ).toBe('');
    act(() => footers.apiRef.current.setRowChildrenExpansion('auto-generated-row-company/A', false));
    expect(
      footers.container.querySelector('[data-id="auto-generated-group-footer-auto-generated-row-company/A"]'),
    ).toBeNull();
    expect(footers.footerText('gross')).toBe('$130');
  });

  claim('`null`: that group is not aggregated', () => {
    expect(noTotal.container.querySelector(ROOT_FOOTER)).toBeNull();
    expect(noTotal.lookup()[GRID_ROOT_GROUP_ID]).toBeUndefined();
    expect(noTotal.lookup()['auto-generated-row-company/B']!.gross!.value).toBe(100);
  });

  claim("It has no row of its own, so it only shows values when its position is `'footer'`.", () => {
    const inlineRoot = renderGrid({
      initialState: { aggregation: { model: { gross: 'sum' } } },
      getAggregationPosition: () => 'inline',
    });
    expect(inlineRoot.container.querySelector(ROOT_FOOTER)).toBeNull();
    expect(inlineRoot.container.textContent).not.toContain('$130');
  });
});

describe('tree data', () => {
  let grid: ReturnType<typeof renderGrid>;
  beforeAll(() => {
    grid = renderGrid({
      treeData: true,
      getTreeDataPath: (row) => row.path,
      defaultGroupingExpansionDepth: -1,
      rows: [
        { id: 1, path: ['Boss'], salary: 1000 },
        { id: 2, path: ['Boss', 'Ann'], salary: 10 },
        { id: 3, path: ['Boss', 'Bob'], salary: 20 },
      ],
      columns: [{ field: 'salary', type: 'number' }],
      initialState: { aggregation: { model: { salary: 'sum' } } },
    });
  });

  claim(
    "a parent row's own value is left out of the computation, and its cell shows the aggregated value instead of its own",
    () => {
      expect(grid.container.querySelector('[data-id="1"] [data-field="salary"]')!.textContent).toBe('30');
      expect(grid.footerText('salary')).toBe('30');
    },
  );
});

describe('scope', () => {
  let grid: ReturnType<typeof renderGrid>;
  beforeAll(() => {
    grid = renderGrid({
      initialState: {
        aggregation: { model: { gross: 'sum' } },
        filter: { filterModel: { items: [{ field: 'company', operator: 'equals', value: 'A' }] } },
      },
    });
  });

  claim(
    "`'filtered'` (the default) uses only the rows that pass the filters, `'all'` uses every row regardless of filters",
    () => {
      expect(grid.footerText('gross')).toBe('$30');
    },
  );

  claim('switch the scope to see the totals change', () => {
    const all = renderGrid({
      aggregationRowsScope: 'all',
      initialState: {
        aggregation: { model: { gross: 'sum' } },
        filter: { filterModel: { items: [{ field: 'company', operator: 'equals', value: 'A' }] } },
      },
    });
    expect(all.footerText('gross')).toBe('$130');
  });
});

describe('restricting', () => {
  let grid: ReturnType<typeof renderGrid>;
  beforeAll(() => {
    grid = renderGrid({
      columns: [
        { field: 'company' },
        { field: 'gross', type: 'number', aggregable: false },
        { field: 'rating', type: 'number', aggregable: false, availableAggregationFunctions: [] },
        { field: 'qty', type: 'number', valueGetter: () => 2, availableAggregationFunctions: ['sum', 'avg'] },
      ],
      initialState: { aggregation: { model: { gross: 'sum', rating: 'sum', qty: 'max' } } },
    });
  });

  claim('`aggregable: false` on a column removes the aggregation entry from its column menu', async () => {
    const menu = await openColumnMenu(grid.container, 'gross');
    expect(menu.textContent).not.toContain('Aggregation');
    await closeMenu();
  });

  claim('an `aggregationModel` (or `initialState.aggregation.model`) that names the column still aggregates it', () => {
    expect(grid.footerText('gross')).toBe('130');
  });

  claim('set `availableAggregationFunctions: []` as well: the model then has no function it may apply to it', () => {
    expect(grid.footerText('rating')).toBe('');
    expect(grid.lookup()[GRID_ROOT_GROUP_ID]!.rating).toBeUndefined();
  });

  claim('`availableAggregationFunctions` on a column lists the only functions it offers', async () => {
    // `max` is not in the list, so the model entry is ignored; the menu offers sum and avg.
    expect(grid.lookup()[GRID_ROOT_GROUP_ID]!.qty).toBeUndefined();
    const menu = await openColumnMenu(grid.container, 'qty');
    act(() => {
      fireEvent.mouseDown(menu.querySelector('[aria-haspopup="listbox"]')!);
    });
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options.filter((o) => o !== '...')).toEqual(['sum', 'avg']);
    act(() => {
      fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    });
    await closeMenu();
  });
});

describe('disableAggregation', () => {
  claim('The model is kept, so the totals come back when the prop is turned off again', () => {
    const props = {
      autoHeight: true,
      rows: films,
      columns,
      initialState: { aggregation: { model: { gross: 'sum' as const } } },
    };
    const { container, rerender } = render(<DataGridPremium {...props} disableAggregation />);
    expect(container.querySelector(ROOT_FOOTER)).toBeNull();
    expect(container.querySelector('.MuiDataGrid-aggregationColumnHeaderLabel')).toBeNull();
    rerender(<DataGridPremium {...props} disableAggregation={false} />);
    expect(container.querySelector(`${ROOT_FOOTER} [data-field="gross"]`)!.textContent).toBe('$130');
  });
});

describe('function lists and labels', () => {
  let subset: ReturnType<typeof renderGrid>;
  let custom: ReturnType<typeof renderGrid>;
  const renderCell = vi.fn((params) => String(params.formattedValue));
  beforeAll(() => {
    subset = renderGrid({
      aggregationFunctions: { sum: GRID_AGGREGATION_FUNCTIONS.sum, size: GRID_AGGREGATION_FUNCTIONS.size },
      initialState: { aggregation: { model: { gross: 'sum', rating: 'avg' } } },
      localeText: { aggregationFunctionLabelSum: 'total' },
    });
    const spread: GridAggregationFunction<number, number> = {
      label: 'spread',
      apply: ({ values }) => Math.max(...(values as number[])) - Math.min(...(values as number[])),
    };
    const ratio: GridAggregationFunction<{ gross: number; rating: number }, number> = {
      apply: ({ values }) => values.reduce((total, value) => total + value!.gross / value!.rating, 0),
      getCellValue: ({ row }) => ({ gross: row.gross, rating: row.rating }),
      hasCellUnit: false,
    };
    custom = renderGrid({
      aggregationFunctions: { spread, ratio },
      columns: [
        { field: 'company' },
        { field: 'gross', type: 'number', renderCell },
        { field: 'rating', type: 'number', renderCell },
      ],
      initialState: { aggregation: { model: { company: 'spread', gross: 'spread', rating: 'ratio' } } },
    });
  });

  claim(
    'To restrict the functions for the whole grid, pass `aggregationFunctions` with only the ones you want.',
    async () => {
      const menu = await openColumnMenu(subset.container, 'rating');
      act(() => {
        fireEvent.mouseDown(menu.querySelector('[aria-haspopup="listbox"]')!);
      });
      const options = (await screen.findAllByRole('option')).map((o) => o.textContent).filter((o) => o !== '...');
      expect(options).toEqual(['total', 'size']);
      act(() => {
        fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
      });
      await closeMenu();
    },
  );

  claim('A model entry that names a missing function is ignored', () => {
    expect(subset.footerText('gross')).toBe('$130');
    expect(subset.footerText('rating')).toBe('');
  });

  claim('the locale key `aggregationFunctionLabelSum`', () => {
    expect(subset.container.querySelector('.MuiDataGrid-aggregationColumnHeaderLabel')!.textContent).toBe('total');
  });

  claim('Passing `aggregationFunctions` replaces the list', () => {
    expect(custom.apiRef.current.getColumn('gross')).toBeTruthy();
    expect(
      custom.container.querySelector('[data-field="gross"] .MuiDataGrid-aggregationColumnHeaderLabel')!.textContent,
    ).toBe('spread');
  });

  claim('The column types that can use the function; all types when omitted.', () => {
    // `spread` has no columnTypes and applies to the string column too (NaN of strings, but aggregated).
    expect(custom.lookup()[GRID_ROOT_GROUP_ID]!.company).toBeDefined();
  });

  claim('Turns a row into the value passed to `apply`, to aggregate several fields at once.', () => {
    expect(custom.lookup()[GRID_ROOT_GROUP_ID]!.rating!.value).toBeCloseTo(10 / 7 + 20 / 8 + 100 / 9);
  });

  claim("The column's `renderCell` receives it as `params.aggregation.hasCellUnit`", () => {
    const aggregated = renderCell.mock.calls.map(([params]) => params).filter((params) => params.aggregation);
    const byField = Object.fromEntries(aggregated.map((params) => [params.field, params.aggregation]));
    expect(byField.gross).toEqual({ hasCellUnit: true, aggregationFunctionName: 'spread' });
    expect(byField.rating).toEqual({ hasCellUnit: false, aggregationFunctionName: 'ratio' });
    // Plain cells get no `aggregation`.
    expect(renderCell.mock.calls.some(([params]) => params.id === 1 && params.aggregation === undefined)).toBe(true);
  });

  claim('Defaults to `true`.', () => {
    // `spread` does not set `hasCellUnit`; `ratio` sets it to false.
    const aggregated = renderCell.mock.calls.map(([params]) => params).filter((params) => params.aggregation);
    expect(aggregated.find((params) => params.field === 'gross')!.aggregation.hasCellUnit).toBe(true);
  });
});

describe('AggregationAggregable demo', () => {
  let demo: Element;
  beforeAll(() => {
    demo = render(<AggregationAggregable />).container;
  });
  const footer = (field: string) => demo.querySelector(`${ROOT_FOOTER} [data-field="${field}"]`)!.textContent;

  claim('In this demo, all three numeric columns are in the model with `sum`.', () => {
    expect(footer('totalPrice')).not.toBe('');
  });

  claim(
    '**Quantity** has `aggregable: false`, yet its total is shown',
    async () => {
      expect(footer('quantity')).toMatch(/\d/);
      expect(footer('filledQuantity')).toBe('');
      const entries: Record<string, boolean> = {};
      for (const field of ['quantity', 'filledQuantity', 'totalPrice']) {
        const menu = await openColumnMenu(demo, field);
        entries[field] = menu.textContent!.includes('Aggregation');
        await closeMenu();
      }
      expect(entries).toEqual({ quantity: false, filledQuantity: false, totalPrice: true });
    },
    20_000,
  );
});

describe('AggregationColumnFunctions demo', () => {
  let demo: Element;
  beforeAll(() => {
    demo = render(<AggregationColumnFunctions />).container;
  });

  claim(
    'the price column below offers only `min`, `max` and `avg`',
    async () => {
      const offered: Record<string, (string | null)[]> = {};
      for (const field of ['unitPrice', 'quantity', 'traderName']) {
        const menu = await openColumnMenu(demo, field);
        act(() => {
          fireEvent.mouseDown(menu.querySelector('[aria-haspopup="listbox"]')!);
        });
        offered[field] = (await screen.findAllByRole('option'))
          .map((o) => o.textContent)
          .filter((o) => o !== '...')
          .sort();
        act(() => {
          fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
        });
        await closeMenu();
      }
      expect(offered).toEqual({ unitPrice: ['avg', 'max', 'min'], quantity: ['sum'], traderName: ['size'] });
    },
    20_000,
  );
});

describe('AggregationTreeData demo', () => {
  let demo: Element;
  beforeAll(() => {
    demo = render(<AggregationTreeData />).container;
  });

  claim("each director's salary cell shows the total of the team, not the director's salary", () => {
    const salary = (row: Element) =>
      Number(row.querySelector('[data-field="salary"]')!.textContent!.replace(/\D/g, ''));
    const rows = [...demo.querySelectorAll('[role="row"][aria-level]')];
    const top = rows.filter((row) => row.getAttribute('aria-level') === '1');
    const children = rows.filter((row) => row.getAttribute('aria-level') === '2');
    expect(top.length).toBeGreaterThan(0);
    expect(children.length).toBeGreaterThan(0);
    expect(salary(top[0]!)).toBeGreaterThan(200_000);
  });
});

describe('server-side pagination', () => {
  claim('With server-side [pagination](/x/react-data-grid/pagination/), it only covers the current page', () => {
    const grid = renderGrid({
      rows: films.slice(0, 2),
      rowCount: 3,
      pagination: true,
      paginationMode: 'server',
      paginationModel: { page: 0, pageSize: 2 },
      pageSizeOptions: [2],
      initialState: { aggregation: { model: { gross: 'sum' } } },
    });
    expect(grid.footerText('gross')).toBe('$30');
  });
});
