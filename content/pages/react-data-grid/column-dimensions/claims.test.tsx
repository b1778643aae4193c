import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { DataGrid, type DataGridProps, type GridApi, type GridColDef } from '@mui/x-data-grid';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import AutosizeColumns from './demos/AutosizeColumns';
import InitialColumnDimensions from './demos/InitialColumnDimensions';

/*
 * jsdom has no layout. The grid reads its own size from a `resize` event, so the tests publish one; and autosizing
 * measures cells with getBoundingClientRect and header titles with scrollWidth, so those report 10 px per character
 * of text (headers: their inline width) while this file runs. The grid's own rules then run unchanged.
 */
const originalRect = Element.prototype.getBoundingClientRect;
const originalScrollWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth')!;
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const element = this as HTMLElement;
    const width =
      element.getAttribute('role') === 'columnheader'
        ? parseFloat(element.style.width)
        : (element.textContent?.length ?? 0) * 10;
    return { x: 0, y: 0, left: 0, top: 0, right: width, bottom: 50, width, height: 50, toJSON: () => ({}) } as DOMRect;
  };
  Object.defineProperty(Element.prototype, 'scrollWidth', {
    configurable: true,
    get(this: Element) {
      return (this.textContent?.length ?? 0) * 10;
    },
  });
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = originalRect;
  Object.defineProperty(Element.prototype, 'scrollWidth', originalScrollWidth);
});

const rows = [
  { id: 1, a: 'xx', b: 'yyyy', c: 'z' },
  { id: 2, a: 'xxx', b: 'y', c: 'zz' },
];

/**
 * A style cache of this file's own: workers are shared between files, and MUI's default cache may write into an
 * earlier file's document, where the header padding that autosizing reads would be missing.
 */
const cache = createCache({ key: 'dimensions', container: document.head });
function Styles({ children }: { children: React.ReactNode }) {
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}

/** Gives the grid a size; after the first one, the grid applies sizes after a short debounce. */
async function resize(apiRef: React.MutableRefObject<GridApi>, width: number) {
  act(() => apiRef.current.publishEvent('resize', { width, height: 400 }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
}

async function setup(columns: GridColDef[], props: Partial<DataGridProps> = {}, width = 600) {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const utils = render(<DataGrid apiRef={apiRef} autoHeight rows={rows} columns={columns} {...props} />, {
    wrapper: Styles,
  });
  await resize(apiRef, width);
  const widths = () =>
    Object.fromEntries(apiRef.current.getVisibleColumns().map((column) => [column.field, column.computedWidth]));
  return { apiRef, widths, ...utils };
}

claim('Every column gets a width in pixels, computed from four properties of its `GridColDef`', async () => {
  const { apiRef } = await setup([{ field: 'a' }]);
  const column = apiRef.current.getColumn('a');
  expect([column.width, column.minWidth, column.maxWidth, column.flex, column.computedWidth]).toEqual([
    100,
    50,
    Infinity,
    undefined,
    100,
  ]);
});

claim('Default', async () => {
  // The table's defaults, as the grid applies them to a column that sets none.
  const { widths } = await setup([{ field: 'a' }, { field: 'b', width: 10 }]);
  expect(widths()).toEqual({ a: 100, b: 50 });
});

claim('The column never gets narrower than this, by flex, resizing or autosizing', async () => {
  const { apiRef, widths } = await setup(
    [
      { field: 'a', flex: 1, minWidth: 150 },
      { field: 'b', width: 300, minWidth: 120 },
      { field: 'c', minWidth: 90 },
    ],
    {},
    200,
  );
  expect(widths().a).toBe(150);
  act(() => apiRef.current.setColumnWidth('b', 10));
  await act(() => apiRef.current.autosizeColumns({ columns: ['c'], includeHeaders: false }));
  expect([widths().b, widths().c]).toEqual([120, 90]);
});

claim('The column never gets wider than this', async () => {
  const { apiRef, widths } = await setup([
    { field: 'a', flex: 1, maxWidth: 150 },
    { field: 'b', maxWidth: 20, minWidth: 10 },
  ]);
  expect(widths().a).toBe(150);
  await act(() => apiRef.current.autosizeColumns({ columns: ['b'] }));
  expect(widths().b).toBe(20);
});

claim('Share of the free horizontal space; when set, it replaces `width`', async () => {
  const { widths } = await setup([
    { field: 'a', width: 90 },
    { field: 'b', flex: 2, width: 500 },
    { field: 'c', flex: 1 },
  ]);
  expect(widths()).toEqual({ a: 90, b: 340, c: 170 });
});

claim('A column with `flex: 2` gets twice as much as one with `flex: 1`.', async () => {
  const { apiRef, widths } = await setup([
    { field: 'a', flex: 2 },
    { field: 'b', flex: 1 },
  ]);
  expect(widths()).toEqual({ a: 400, b: 200 });
  await resize(apiRef, 900);
  expect(widths()).toEqual({ a: 600, b: 300 });
});

claim('`width` is ignored on a flex column.', async () => {
  const { widths } = await setup([{ field: 'a', flex: 1, width: 50 }], {}, 400);
  expect(widths().a).toBe(400);
});

claim(
  'always give flex columns a `minWidth` so they stay readable on narrow screens, where the grid then scrolls horizontally',
  async () => {
    const { apiRef, widths } = await setup(
      [
        { field: 'a', flex: 1, minWidth: 300 },
        { field: 'b', flex: 1, minWidth: 300 },
      ],
      {},
      400,
    );
    expect(widths()).toEqual({ a: 300, b: 300 });
    expect(apiRef.current.state.dimensions.hasScrollX).toBe(true);
  },
);

claim('A flex column capped by `maxWidth` hands its extra space to the other flex columns.', async () => {
  const { widths } = await setup([
    { field: 'a', flex: 1, maxWidth: 100 },
    { field: 'b', flex: 1 },
  ]);
  expect(widths()).toEqual({ a: 100, b: 500 });
});

claim(
  'If no column has `flex` and the columns are narrower than the grid, the empty area stays to the right.',
  async () => {
    const { widths, container } = await setup([{ field: 'a' }, { field: 'b' }]);
    expect(widths()).toEqual({ a: 100, b: 100 });
    expect(
      container.querySelector(
        '.MuiDataGrid-filler, .MuiDataGrid-columnHeader--filler, .MuiDataGrid-filler--pinnedRight',
      ),
    ).not.toBeNull();
  },
);

describe('resizing', () => {
  const onColumnResize = vi.fn();
  const onColumnWidthChange = vi.fn();
  let grid: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    grid = await setup(
      [
        { field: 'a', flex: 1 },
        { field: 'b', resizable: false },
        { field: 'c', width: 100, minWidth: 80, maxWidth: 160 },
      ],
      { onColumnResize, onColumnWidthChange },
    );
  });
  const separator = (field: string) =>
    grid.container.querySelector(`[role="columnheader"][data-field="${field}"] .MuiDataGrid-columnSeparator`)!;

  claim('Users resize a column by dragging the separator on the right edge of its header.', () => {
    onColumnResize.mockClear();
    onColumnWidthChange.mockClear();
    act(() => {
      fireEvent.mouseDown(separator('c'), { clientX: 100, buttons: 1 });
    });
    for (const clientX of [120, 140, 150]) {
      act(() => {
        fireEvent.mouseMove(document, { clientX, buttons: 1 });
      });
    }
    act(() => {
      fireEvent.mouseUp(document, { clientX: 150 });
    });
    expect(grid.widths().c).toBe(150);
  });

  claim('`onColumnResize` fires continuously while the user drags', () => {
    expect(onColumnResize.mock.calls.map(([params]) => params.width)).toEqual([120, 140, 150]);
    expect(onColumnWidthChange).toHaveBeenCalledTimes(1);
    const [params] = onColumnWidthChange.mock.calls[0] as [{ colDef: GridColDef; width: number; element: Element }];
    expect([params.colDef.field, params.width, params.element.getAttribute('data-field')]).toEqual(['c', 150, 'c']);
  });

  claim('Resizing is on by default in all plans.', () => {
    expect(separator('a').classList.contains('MuiDataGrid-columnSeparator--resizable')).toBe(true);
    const pro = render(<DataGridPro autoHeight rows={rows} columns={[{ field: 'a' }]} />).container;
    expect(pro.querySelector('.MuiDataGrid-columnSeparator--resizable')).not.toBeNull();
  });

  claim('Set `resizable: false` on a column to lock its width.', () => {
    expect(separator('b').classList.contains('MuiDataGrid-columnSeparator--resizable')).toBe(false);
  });

  claim('When the user resizes a flex column, it turns into a fixed-width column with the new width.', async () => {
    const start = grid.widths().a!;
    act(() => {
      fireEvent.mouseDown(separator('a'), { clientX: start, buttons: 1 });
    });
    act(() => {
      fireEvent.mouseMove(document, { clientX: start - 50, buttons: 1 });
    });
    act(() => {
      fireEvent.mouseUp(document, { clientX: start - 50 });
    });
    const column = grid.apiRef.current.getColumn('a');
    expect([column.flex, column.computedWidth]).toEqual([0, start - 50]);
    await resize(grid.apiRef, 1000);
    expect(grid.widths().a).toBe(start - 50);
  });

  claim('after a drag, an autosize or a `setColumnWidth` call', async () => {
    onColumnWidthChange.mockClear();
    act(() => grid.apiRef.current.setColumnWidth('c', 120));
    expect(onColumnWidthChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ width: 120 }),
      expect.anything(),
      expect.anything(),
    );
    await act(() => grid.apiRef.current.autosizeColumns({ columns: ['c'], includeHeaders: false }));
    expect(onColumnWidthChange).toHaveBeenCalledTimes(2);
  });

  claim(
    "It survives re-renders, but it is lost when the grid unmounts, and when you pass a new `columns` array, any `width` set in it replaces the user's width.",
    () => {
      act(() => grid.apiRef.current.setColumnWidth('c', 140));
      grid.rerender(
        <DataGrid apiRef={grid.apiRef} autoHeight rows={rows} columns={[{ field: 'a' }, { field: 'c', width: 100 }]} />,
      );
      expect(grid.apiRef.current.getColumn('c').computedWidth).toBe(100);
    },
  );
});

claim('Turn resizing off for all columns', async () => {
  const { container } = await setup([{ field: 'a' }, { field: 'b' }], { disableColumnResize: true });
  expect(container.querySelector('.MuiDataGrid-columnSeparator--resizable')).toBeNull();
});

claim('All of these are available in every plan, including resizing and autosizing.', async () => {
  const { apiRef, widths } = await setup([
    { field: 'a', flex: 1, maxWidth: 300 },
    { field: 'b', minWidth: 10 },
  ]);
  expect(widths().a).toBe(300);
  await act(() => apiRef.current.autosizeColumns({ columns: ['b'], includeHeaders: false }));
  expect(widths().b).toBe(40);
});

claim('overrides the column definitions when the grid mounts', async () => {
  const { widths } = await setup(
    [
      { field: 'a', flex: 1 },
      { field: 'b', flex: 1, width: 300 },
      { field: 'c', width: 100 },
    ],
    {
      initialState: { columns: { dimensions: { b: { width: 150, flex: 0 }, c: { flex: 1 } } } },
    },
  );
  expect(widths()).toEqual({ a: 225, b: 150, c: 225 });
});

describe('InitialColumnDimensions demo', () => {
  let demo: Element;
  beforeAll(() => {
    demo = render(<InitialColumnDimensions />, { wrapper: Styles }).container;
  });
  const headerWidth = (field: string) =>
    (demo.querySelector(`[role="columnheader"][data-field="${field}"]`) as HTMLElement).style.width;

  claim(
    'In the demo every column definition uses `flex: 1`, and `initialState` turns the title and year into fixed-width columns.',
    () => {
      expect([headerWidth('title'), headerWidth('year')]).toEqual(['260px', '90px']);
    },
  );

  claim('Resize a few columns, then click **Reset layout**', async () => {
    const separator = demo.querySelector('[role="columnheader"][data-field="title"] .MuiDataGrid-columnSeparator')!;
    act(() => {
      fireEvent.mouseDown(separator, { clientX: 260, buttons: 1 });
    });
    act(() => {
      fireEvent.mouseMove(document, { clientX: 200, buttons: 1 });
    });
    act(() => {
      fireEvent.mouseUp(document, { clientX: 200 });
      // The click that follows a drag in a browser; the grid swallows it.
      fireEvent.click(separator);
    });
    expect(headerWidth('title')).toBe('200px');
    const reset = [...demo.querySelectorAll('button')].find((button) => button.textContent === 'Reset layout')!;
    // The grid swallows clicks for 100 ms after a drag; a person takes longer to reach the button.
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    await act(async () => {
      fireEvent.click(reset);
    });
    expect(headerWidth('title')).toBe('260px');
  });
});

describe('autosizing', () => {
  const autosizeRows = [
    { id: 1, a: 'aaaaa', b: 'b', c: 'cc' },
    { id: 2, a: 'aaaaaa', b: 'bb', c: 'cc' },
    { id: 3, a: 'aaaaa', b: 'bbb', c: 'cc' },
    { id: 4, a: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', b: 'bb', c: 'cc' },
  ];
  const columns: GridColDef[] = [
    { field: 'a', headerName: 'A', minWidth: 10 },
    { field: 'b', headerName: 'A long header title', minWidth: 10 },
    { field: 'c', headerName: 'C', minWidth: 10, flex: 1 },
  ];
  const mount = (props: Partial<DataGridProps> = {}) => setup(columns, { rows: autosizeRows, ...props }, 1000);

  claim('Set the `autosizeOnMount` prop to autosize all columns once, when the grid first renders.', async () => {
    const { widths } = await mount({ autosizeOnMount: true });
    await act(async () => {});
    // a: 50-60 px cells (the 300 px outlier is ignored); b: its header title (19 characters + padding).
    await waitFor(() => expect(widths().a).toBe(60));
    await waitFor(() => expect(widths().b).toBeGreaterThanOrEqual(191));
  });

  claim('Also fit the header title, so it is not truncated. Set it to `false` to fit the cells only', async () => {
    const { apiRef, widths } = await mount();
    await act(() => apiRef.current.autosizeColumns({ includeHeaders: false }));
    expect(widths().b).toBe(20);
    await act(() => apiRef.current.autosizeColumns());
    await waitFor(() => expect(widths().b).toBeGreaterThanOrEqual(191));
  });

  claim('When `false`, unusually wide cells (by `outliersFactor`) are ignored', async () => {
    const { apiRef, widths } = await mount();
    await act(() => apiRef.current.autosizeColumns({ columns: ['a'], includeHeaders: false }));
    expect(widths().a).toBe(60);
    await act(() => apiRef.current.autosizeColumns({ columns: ['a'], includeHeaders: false, includeOutliers: true }));
    expect(widths().a).toBe(300);
  });

  claim('Double-click a column header separator to autosize that column.', async () => {
    const { container, widths } = await mount();
    const separator = container.querySelector('[role="columnheader"][data-field="a"] .MuiDataGrid-columnSeparator')!;
    await act(async () => {
      fireEvent.doubleClick(separator);
    });
    // Only that column: `b` keeps its 100 px.
    await waitFor(() => expect([widths().a, widths().b]).toEqual([60, 100]));
  });

  claim('The `autosizeOptions` prop sets the options used by the double-click and by `autosizeOnMount`', async () => {
    const { widths } = await mount({ autosizeOnMount: true, autosizeOptions: { includeHeaders: false } });
    await act(async () => {});
    await waitFor(() => expect(widths().b).toBe(20));
  });

  claim('all visible columns', async () => {
    const { apiRef, widths } = await mount({ columnVisibilityModel: { a: false } });
    await act(() => apiRef.current.autosizeColumns({ includeHeaders: false }));
    expect(widths().b).toBe(20);
    expect(apiRef.current.getColumn('a').width).toBe(100);
  });

  claim('The fields to autosize', async () => {
    const { apiRef, widths } = await mount();
    await act(() => apiRef.current.autosizeColumns({ columns: ['b'], includeHeaders: false }));
    expect([widths().a, widths().b]).toEqual([100, 20]);
  });

  claim(
    'If the visible columns end up narrower than the grid, share the free width equally among the autosized columns; the others keep their width',
    async () => {
      const { apiRef, widths } = await setup(columns.slice(0, 2), { rows: autosizeRows }, 1000);
      // Autosizing only `a`: it takes all the free width, `b` keeps its 100 px.
      await act(() => apiRef.current.autosizeColumns({ columns: ['a'], includeHeaders: false, expand: true }));
      expect(widths().b).toBe(100);
      expect(widths().a! + 100).toBeGreaterThan(900);
      // Both: measured at 60 and 20 px (outliers left out), each gets the same share of what is left.
      await act(() => apiRef.current.autosizeColumns({ includeHeaders: false, expand: true }));
      const { a = 0, b = 0 } = widths();
      expect(a + b).toBeGreaterThan(900);
      expect(a - 60).toBeCloseTo(b - 20);
    },
  );

  claim('Autosizing also sets `width`, so it has no visible effect on columns that use `flex`', async () => {
    const { apiRef, widths } = await mount();
    const before = widths().c;
    await act(() => apiRef.current.autosizeColumns({ columns: ['c'], includeHeaders: false }));
    expect(apiRef.current.getColumn('c').width).toBe(20);
    expect(widths().c).toBe(before);
  });

  claim('the extra space that `expand` hands out is capped by `maxWidth` too', async () => {
    const { apiRef, widths, container } = await setup(
      [{ field: 'a', maxWidth: 120, minWidth: 10 }],
      { rows: autosizeRows },
      1000,
    );
    await act(() => apiRef.current.autosizeColumns({ includeHeaders: false, expand: true }));
    // `width` takes the extra space, but the width the column is drawn with stays at maxWidth.
    expect(apiRef.current.getColumn('a').width).toBeGreaterThan(120);
    expect(widths().a).toBe(120);
    expect((container.querySelector('[role="columnheader"][data-field="a"]') as HTMLElement).style.width).toBe('120px');
  });

  claim('Options for double-click and mount autosizing', async () => {
    const { container, widths } = await mount({ autosizeOptions: { includeHeaders: false } });
    const separator = container.querySelector('[role="columnheader"][data-field="b"] .MuiDataGrid-columnSeparator')!;
    await act(async () => {
      fireEvent.doubleClick(separator);
    });
    await waitFor(() => expect(widths().b).toBe(20));
  });

  claim('Turn off double-click autosizing', async () => {
    const { container, widths } = await mount({ disableAutosize: true });
    const separator = container.querySelector('[role="columnheader"][data-field="b"] .MuiDataGrid-columnSeparator')!;
    await act(async () => {
      fireEvent.doubleClick(separator);
    });
    expect(widths().b).toBe(100);
  });
});

untestable(
  'Because of row virtualisation, that means the rows currently rendered, not all rows',
  'Which rows are rendered depends on the measured viewport and scroll position, which jsdom does not have.',
);

describe('AutosizeColumns demo', () => {
  let demo: Element;
  beforeAll(async () => {
    demo = render(<AutosizeColumns />, { wrapper: Styles }).container;
    await act(async () => {});
  });
  const headerWidth = (field: string) =>
    parseFloat((demo.querySelector(`[role="columnheader"][data-field="${field}"]`) as HTMLElement).style.width);

  claim('Change the options and click the button to see the difference, or double-click a separator.', async () => {
    // Autosized on mount with headers: the email column fits its 21-character title at least.
    await waitFor(() => expect(headerWidth('traderEmail')).toBeGreaterThanOrEqual(211));
    const includeHeaders = [...demo.querySelectorAll('label')].find((label) => label.textContent === 'includeHeaders')!;
    act(() => {
      fireEvent.click(includeHeaders.querySelector('input')!);
    });
    await act(async () => {
      fireEvent.click(
        [...demo.querySelectorAll('button')].find((button) => button.textContent === 'Autosize columns')!,
      );
    });
    await waitFor(() => expect(headerWidth('counterPartyCountry')).toBeLessThan(200));
    expect(headerWidth('commodity')).not.toBe(100);
  });
});
