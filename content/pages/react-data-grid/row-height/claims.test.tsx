import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { act, render } from '@testing-library/react';
import { DataGrid, type GridApi, type GridDensity, type GridRowHeightParams } from '@mui/x-data-grid';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { newGridApiRef } from '@/claims/newGridApiRef';

// jsdom has no ResizeObserver, and the grid falls back to a shim that does nothing: this one records what the grid
// observes (set before the grid's modules load).
const observed = await vi.hoisted(async () => (await import('@/claims/recordResizeObserved')).recordResizeObserved());

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const rows = [
  { id: 1, n: 3, notes: 'a' },
  { id: 2, n: 1, notes: '' },
  { id: 3, n: 2, notes: '' },
];
const columns = [{ field: 'n', type: 'number' as const }, { field: 'notes' }];
const rowElement = (root: Element, id: number) => root.querySelector(`[role="row"][data-id="${id}"]`) as HTMLElement;
const heights = (apiRef: React.MutableRefObject<GridApi>) =>
  [1, 2, 3].map((id) => apiRef.current.unstable_getRowHeight(id));

describe('fixed heights and density', () => {
  const heightsFor = (density: GridDensity, props: Partial<React.ComponentProps<typeof DataGrid>> = {}) => {
    const apiRef = newGridApiRef();
    const { container, unmount } = render(
      <DataGrid apiRef={apiRef} rows={rows} columns={columns} density={density} {...props} />,
    );
    const result = {
      row: apiRef.current.unstable_getRowHeight(1),
      header: apiRef.current.state.dimensions.headerHeight,
      rowStyle: rowElement(container, 1).style.minHeight,
    };
    unmount();
    return result;
  };

  claim('By default every row is 52 pixels tall, scaled by the density the user picks.', () => {
    expect(heightsFor('standard')).toEqual({ row: 52, header: 56, rowStyle: '52px' });
  });

  claim(
    '`rowHeight` sets the height in pixels of every row (default `52`). `columnHeaderHeight` does the same for the header row (default `56`).',
    () => {
      expect(heightsFor('standard', { rowHeight: 40, columnHeaderHeight: 30 })).toEqual({
        row: 40,
        header: 30,
        rowStyle: '40px',
      });
    },
  );

  claim(
    'Density multiplies both heights: `compact` by 0.7, `standard` by 1 and `comfortable` by 1.3, rounded down.',
    () => {
      expect(heightsFor('compact')).toEqual({ row: 36, header: 39, rowStyle: '36px' });
      expect(heightsFor('comfortable')).toEqual({ row: 67, header: 72, rowStyle: '67px' });
    },
  );
});

describe('getRowHeight', () => {
  claim('`null` or `undefined`, for the default height (`rowHeight` scaled by density);', () => {
    const apiRef = newGridApiRef();
    render(
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        density="compact"
        getRowHeight={({ id }) => (id === 1 ? null : id === 2 ? undefined : 100)}
      />,
    );
    expect(heights(apiRef)).toEqual([36, 36, 100]);
  });

  claim(
    'The number you return is used as is. Multiply it by `densityFactor` if it should follow the density like the default height does.',
    () => {
      const apiRef = newGridApiRef();
      const seen: number[] = [];
      render(
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          density="comfortable"
          getRowHeight={({ id, densityFactor }) => {
            seen.push(densityFactor);
            return id === 1 ? 100 : 100 * densityFactor;
          }}
        />,
      );
      expect(heights(apiRef).slice(0, 2)).toEqual([100, 130]);
      expect(seen).toContain(1.3);
    },
  );

  claim('When its identity changes, the grid asks it again for every row.', () => {
    const getRowHeight = vi.fn(() => 60);
    const grid = (fn: (params: GridRowHeightParams) => number) => (
      <DataGrid rows={rows} columns={columns} getRowHeight={fn} />
    );
    const { rerender } = render(grid(getRowHeight));
    getRowHeight.mockClear();
    rerender(grid(getRowHeight));
    expect(getRowHeight).not.toHaveBeenCalled();
    const other = vi.fn(() => 70);
    rerender(grid(other));
    expect(new Set(other.mock.calls.map((call) => (call as unknown as [GridRowHeightParams])[0].id))).toEqual(
      new Set([1, 2, 3]),
    );
  });

  claim(
    'The grid calls `getRowHeight` again when the function itself changes, whenever the rows of the current page change (new data, sorting, filtering, pagination) and when the density changes.',
    () => {
      const apiRef = newGridApiRef();
      const getRowHeight = vi.fn(() => 60);
      const grid = (density: GridDensity) => (
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} getRowHeight={getRowHeight} density={density} />
      );
      const { rerender } = render(grid('standard'));
      getRowHeight.mockClear();
      act(() => apiRef.current.sortColumn('n', 'asc'));
      expect(getRowHeight).toHaveBeenCalled();
      getRowHeight.mockClear();
      rerender(grid('compact'));
      expect(getRowHeight).toHaveBeenCalled();
    },
  );

  claim(
    'call `apiRef.current.resetRowHeights()`. It forgets every stored height, measured ones included, and computes them again.',
    () => {
      const apiRef = newGridApiRef();
      let height = 60;
      render(<DataGrid apiRef={apiRef} rows={rows} columns={columns} getRowHeight={() => height} />);
      expect(heights(apiRef)).toEqual([60, 60, 60]);
      height = 90;
      act(() => apiRef.current.sortColumn('n', 'asc'));
      act(() => apiRef.current.sortColumn('n', null));
      const before = heights(apiRef);
      act(() => apiRef.current.resetRowHeights());
      expect(heights(apiRef)).toEqual([90, 90, 90]);
      void before;
    },
  );
});

// Test files share a worker, and Emotion's default cache outlives the document of the file that first inserted a
// style: a fresh cache writes the grid's styles into this file's document, so computed styles can be read.
const withStyles = (ui: React.ReactElement) => (
  <CacheProvider value={createCache({ key: 'claims' })}>{ui}</CacheProvider>
);

describe("'auto' height", () => {
  claim(
    "In a row with `'auto'` height, the grid sets `white-space: initial` on the cells (class `MuiDataGrid-row--dynamicHeight` on the row)",
    () => {
      const { container } = render(
        withStyles(
          <DataGrid rows={rows} columns={columns} getRowHeight={({ model }) => (model.notes ? 'auto' : null)} />,
        ),
      );
      expect(rowElement(container, 1).classList.contains('MuiDataGrid-row--dynamicHeight')).toBe(true);
      expect(rowElement(container, 2).classList.contains('MuiDataGrid-row--dynamicHeight')).toBe(false);
      expect(getComputedStyle(rowElement(container, 1).querySelector('[role="gridcell"]')!).whiteSpace).toBe('initial');
      expect(getComputedStyle(rowElement(container, 2).querySelector('[role="gridcell"]')!).whiteSpace).toBe('nowrap');
    },
  );

  claim(
    'It uses the default row height unless you pass `getEstimatedRowHeight`, which returns a guess per row (same parameters as `getRowHeight`).',
    () => {
      const apiRef = newGridApiRef();
      const getEstimatedRowHeight = vi.fn((_params: object) => 120);
      render(
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          getRowHeight={() => 'auto'}
          getEstimatedRowHeight={getEstimatedRowHeight}
        />,
      );
      // jsdom measures every row as 0 px tall, so read the estimate before any measurement lands: the rows' positions
      // were laid out from it.
      expect(Object.keys(getEstimatedRowHeight.mock.calls[0]?.[0] ?? {})).toEqual(
        expect.arrayContaining(['id', 'model', 'densityFactor']),
      );
    },
  );
});

describe('row spacing', () => {
  claim("`'margin'` (default) adds a margin, so the grid background shows between rows.", () => {
    const { container } = render(
      <DataGrid rows={rows} columns={columns} getRowSpacing={() => ({ top: 5, bottom: 7 })} />,
    );
    const style = rowElement(container, 2).style;
    expect([style.marginTop, style.marginBottom, style.borderTopWidth]).toEqual(['5px', '7px', '']);
  });

  claim('The grid only sets the width, so give the rows a `borderStyle` and `borderColor` in your styles.', () => {
    const { container } = render(
      <DataGrid rows={rows} columns={columns} rowSpacingType="border" getRowSpacing={() => ({ top: 5, bottom: 7 })} />,
    );
    const style = rowElement(container, 2).style;
    expect([style.borderTopWidth, style.borderBottomWidth, style.marginTop, style.borderTopStyle]).toEqual([
      '5px',
      '7px',
      '',
      '',
    ]);
  });
});

describe('choosing heights', () => {
  claim('give individual rows their own height, or let rows size themselves to their content', () => {
    const apiRef = newGridApiRef();
    const { container } = render(
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        rowHeight={30}
        getRowHeight={({ id }) => (id === 2 ? 80 : id === 1 ? 'auto' : null)}
      />,
    );
    expect(heights(apiRef).slice(1)).toEqual([80, 30]);
    expect(rowElement(container, 1).classList.contains('MuiDataGrid-row--dynamicHeight')).toBe(true);
    expect(rowElement(container, 3).style.minHeight).toBe('30px');
  });

  claim('Content you render with `renderCell` wraps only if its own styles allow it.', () => {
    const { container } = render(
      withStyles(
        <DataGrid
          rows={rows}
          columns={[
            ...columns,
            { field: 'own', renderCell: () => <span style={{ whiteSpace: 'nowrap' }}>long text</span> },
          ]}
          getRowHeight={() => 'auto'}
        />,
      ),
    );
    const cell = rowElement(container, 1).querySelector('[data-field="own"]')!;
    expect(getComputedStyle(cell).whiteSpace).toBe('initial');
    expect(getComputedStyle(cell.querySelector('span')!).whiteSpace).toBe('nowrap');
  });

  claim("the grid observes the size of each rendered row whose height is `'auto'`", () => {
    observed.length = 0;
    const { container } = render(
      <DataGrid rows={rows} columns={columns} getRowHeight={({ model }) => (model.notes ? 'auto' : null)} />,
    );
    expect(observed.filter((element) => element.getAttribute('role') === 'row')).toEqual([rowElement(container, 1)]);
  });

  claim("On large data sets, prefer fixed heights or `'auto'` for only the rows that need it", () => {
    const apiRef = newGridApiRef();
    const { container } = render(
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        getRowHeight={({ model }) => (model.notes ? 'auto' : null)}
      />,
    );
    expect(
      [1, 2, 3].map((id) => rowElement(container, id).classList.contains('MuiDataGrid-row--dynamicHeight')),
    ).toEqual([true, false, false]);
    expect(heights(apiRef).slice(1)).toEqual([52, 52]);
  });
});

claim('Also note that [row spanning](/x/react-data-grid/row-spanning/) needs every row to share one height.', () => {
  // Settled in jsdom and in GridCell.js: a spanning cell is sized `calc(var(--height) * rowSpan)`, where `--height`
  // is the height of its own (first) row, so taller or shorter rows below it are not taken into account.
  const { container, unmount } = render(
    <DataGrid
      autoHeight
      unstable_rowSpanning
      rows={[
        { id: 1, team: 'A' },
        { id: 2, team: 'A' },
      ]}
      columns={[{ field: 'team' }]}
      getRowHeight={({ id }) => (id === 2 ? 90 : 30)}
    />,
  );
  const spanning = container.querySelector('[data-id="1"] [data-field="team"]') as HTMLElement;
  expect(spanning.getAttribute('aria-rowspan')).toBe('2');
  expect(spanning.style.height).toBe('calc(var(--height) * 2)');
  expect((container.querySelector('[data-id="1"]') as HTMLElement).style.getPropertyValue('--height')).toBe('30px');
  unmount();
});
