import * as React from 'react';
import { createRequire } from 'node:module';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, vi } from 'vitest';

// Before the grid's modules load, give it a 600 × 400 px viewport in jsdom, so it virtualises exactly as in a browser
// of that size (row height 52 px, header 56 px: 344 px of rows).
await vi.hoisted(async () => (await import('@/claims/fakeGridViewport')).fakeGridViewport({ width: 600, height: 400 }));

import { DataGrid, type GridApi, type GridColDef, type GridRenderContext } from '@mui/x-data-grid';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { claim } from '@/claims/claim';
import BufferSizes from './demos/BufferSizes';
import LargeDataset from './demos/LargeDataset';

const VIEWPORT_ROWS_PX = 400 - 56;
const ROW_HEIGHT = 52;
const rows = Array.from({ length: 100 }, (_, index) => ({ id: index + 1, ...{ c0: `r${index + 1}` } }));
const columns: GridColDef[] = Array.from({ length: 20 }, (_, index) => ({ field: `c${index}`, width: 100 }));
const renderedRows = (root: Element) => [...root.querySelectorAll('[role="row"][data-rowindex]')];
const renderedIndexes = (root: Element) => renderedRows(root).map((row) => Number(row.getAttribute('data-rowindex')));
const renderedFields = (root: Element) =>
  [...renderedRows(root)[0]!.querySelectorAll('[role="gridcell"][data-field]')].map((cell) =>
    cell.getAttribute('data-field'),
  );
/** Scrolls the grid's scroller as a browser would: moves it, then fires the scroll event. */
function scrollTo(root: Element, position: { top?: number; left?: number }) {
  const scroller = root.querySelector('.MuiDataGrid-virtualScroller') as HTMLElement;
  for (const [key, value] of Object.entries({ scrollTop: position.top, scrollLeft: position.left })) {
    if (value !== undefined) Object.defineProperty(scroller, key, { value, configurable: true, writable: true });
  }
  fireEvent.scroll(scroller);
}
const newApiRef = <Api,>() => ({ current: null }) as unknown as React.MutableRefObject<Api>;
function renderGrid(props: Partial<React.ComponentProps<typeof DataGrid>> = {}) {
  const apiRef = newApiRef<GridApi>();
  const result = render(<DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter {...props} />);
  return { apiRef, ...result };
}
const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

// Each claim renders its own grid: unmount it before the next one.
afterEach(cleanup);

describe('what virtualization does', () => {
  claim(
    'Instead, the grid renders only the rows and columns that intersect the viewport, plus a small margin around it called the buffer, and swaps cells in and out as you scroll.',
    async () => {
      const { container } = renderGrid();
      expect(renderedIndexes(container)).toEqual([...Array(10).keys()]);
      scrollTo(container, { top: 50 * ROW_HEIGHT });
      await sleep(1100);
      expect(renderedIndexes(container)[0]).toBeGreaterThan(40);
      expect(renderedIndexes(container)).toContain(50);
      expect(renderedIndexes(container)).not.toContain(0);
    },
  );

  claim(
    'The scrollable area keeps the full size of the data, so the scrollbars behave as if everything were there.',
    () => {
      const { container } = renderGrid();
      const content = container.querySelector('.MuiDataGrid-virtualScrollerContent') as HTMLElement;
      expect([content.style.width, content.style.height]).toEqual([`${20 * 100}px`, `${100 * ROW_HEIGHT}px`]);
    },
  );

  claim('only the rows inside the visible height (plus the row buffer) are mounted.', () => {
    const { container } = renderGrid();
    expect(renderedRows(container)).toHaveLength(Math.ceil((VIEWPORT_ROWS_PX + 150) / ROW_HEIGHT));
  });

  claim('within those rows, only the columns inside the visible width (plus the column buffer) are mounted.', () => {
    const { container } = renderGrid();
    expect(renderedFields(container)).toHaveLength(Math.ceil((600 + 150) / 100));
  });

  claim('Pinned columns are always rendered.', () => {
    const { container } = render(
      <DataGridPro rows={rows} columns={columns} hideFooter initialState={{ pinnedColumns: { right: ['c19'] } }} />,
    );
    expect(renderedFields(container)).toContain('c19');
    expect(renderedFields(container)).not.toContain('c12');
  });

  claim('Virtualization is on by default in every plan and needs no configuration.', () => {
    const community = renderGrid();
    expect(renderedRows(community.container).length).toBeLessThan(100);
    cleanup();
    const { container } = render(<DataGridPro rows={rows} columns={columns} hideFooter />);
    expect(renderedRows(container).length).toBeLessThan(100);
    expect(renderedFields(container).length).toBeLessThan(20);
  });
});

describe('large datasets and the MIT page cap', () => {
  claim(
    'The blue chip counts the rows and cells that are actually in the DOM: it stays in the tens or low hundreds however far you scroll.',
    async () => {
      const { container } = render(<LargeDataset />);
      const chip = () => container.querySelectorAll('.MuiChip-label')[1]!.textContent!;
      const counts = () =>
        chip()
          .match(/(\d+) rows and (\d+) cells/)!
          .slice(1)
          .map(Number);
      expect(container.querySelectorAll('.MuiChip-label')[0]!.textContent).toBe('520,000 cells in the data');
      await waitFor(() => expect(counts()[0]).toBeGreaterThan(0));
      expect(counts()[0]).toBeLessThan(100);
      expect(counts()[1]).toBeLessThan(300);
      scrollTo(container, { top: 9000 * ROW_HEIGHT, left: 3000 });
      await sleep(1300);
      expect(renderedIndexes(container)[0]).toBeGreaterThan(8000);
      expect(counts()[0]).toBeLessThan(100);
      expect(counts()[1]).toBeLessThan(300);
    },
    60_000,
  );

  claim(
    'The MIT `DataGrid` always paginates, and its page size is capped at 100 rows, so it never has more than 100 rows to render at once; columns are still virtualised.',
    () => {
      const many = Array.from({ length: 150 }, (_, index) => ({ id: index + 1 }));
      const props = { pagination: false } as unknown as Record<string, never>;
      const { container } = renderGrid({ rows: many, hideFooter: false, disableVirtualization: true, ...props });
      expect(renderedRows(container)).toHaveLength(100);
      expect(container.querySelector('.MuiTablePagination-displayedRows')!.textContent).toBe('1–100 of 150');
      cleanup();
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(() =>
        renderGrid({ rows: many, initialState: { pagination: { paginationModel: { pageSize: 150, page: 0 } } } }),
      ).toThrow(/100/);
      error.mockRestore();
    },
  );

  claim(
    'Showing thousands of rows in one scrollable list needs the [Pro plan](/x/introduction/licensing/), which lifts the cap and lets you turn pagination off.',
    () => {
      const many = Array.from({ length: 2000 }, (_, index) => ({ id: index + 1 }));
      const { container } = render(<DataGridPro rows={many} columns={[{ field: 'id' }]} />);
      expect(container.querySelector('[role="grid"]')!.getAttribute('aria-rowcount')).toBe('2001');
      expect(container.querySelector('.MuiTablePagination-root')).toBeNull();
      expect(renderedRows(container).length).toBeLessThan(20);
    },
  );
});

describe('buffers', () => {
  claim('`rowBufferPx`', () => {
    const none = renderGrid({ rowBufferPx: 0 });
    expect(renderedRows(none.container)).toHaveLength(Math.ceil(VIEWPORT_ROWS_PX / ROW_HEIGHT));
    cleanup();
    const wide = renderGrid({ rowBufferPx: 400 });
    expect(renderedRows(wide.container)).toHaveLength(Math.ceil((VIEWPORT_ROWS_PX + 400) / ROW_HEIGHT));
  });

  claim(
    'The buffer is the extra area rendered outside the viewport so that a short scroll reveals cells that already exist, instead of blank space. It is measured in pixels',
    async () => {
      const oneRow = renderGrid({ rowBufferPx: ROW_HEIGHT });
      expect(renderedRows(oneRow.container)).toHaveLength(Math.ceil(VIEWPORT_ROWS_PX / ROW_HEIGHT) + 1);
      cleanup();
      const { container } = renderGrid();
      const before = renderedRows(container);
      // A scroll of 30 px, below the row height, renders nothing new: the rows it reveals are already there.
      scrollTo(container, { top: 30 });
      const visible = Math.ceil((30 + VIEWPORT_ROWS_PX) / ROW_HEIGHT);
      expect(renderedRows(container).slice(0, visible)).toEqual(before.slice(0, visible));
    },
  );

  claim('`columnBufferPx`', () => {
    const none = renderGrid({ columnBufferPx: 0 });
    expect(renderedFields(none.container)).toHaveLength(6);
    cleanup();
    const wide = renderGrid({ columnBufferPx: 300 });
    expect(renderedFields(wide.container)).toHaveLength(9);
  });

  claim('Default', () => {
    // Both defaults are 150 px: the same window as with 150 px set explicitly.
    const explicit = renderGrid({ rowBufferPx: 150, columnBufferPx: 150 });
    const counts = [renderedRows(explicit.container).length, renderedFields(explicit.container).length];
    cleanup();
    const { container } = renderGrid();
    expect([renderedRows(container).length, renderedFields(container).length]).toEqual(counts);
    expect(counts).toEqual([10, 8]);
  });

  claim(
    'During a scroll the grid renders further ahead in the direction of movement (about 15 row heights vertically, 300 pixels horizontally) and drops the buffer behind it, then goes back to the configured buffers when scrolling stops.',
    async () => {
      const { apiRef, container } = renderGrid({
        rows: Array.from({ length: 100 }, (_, index) => ({ id: index + 1 })),
      });
      const contexts: GridRenderContext[] = [];
      apiRef.current.subscribeEvent('renderedRowsIntervalChange', (context) => contexts.push(context));
      scrollTo(container, { top: 20 * ROW_HEIGHT });
      const during = contexts.at(-1)!;
      expect(during.firstRowIndex).toBe(20);
      expect(during.lastRowIndex).toBe(Math.ceil((20 * ROW_HEIGHT + VIEWPORT_ROWS_PX + 15 * ROW_HEIGHT) / ROW_HEIGHT));
      await sleep(1100);
      const after = contexts.at(-1)!;
      expect(after.firstRowIndex).toBe(Math.floor((20 * ROW_HEIGHT - 150) / ROW_HEIGHT));
      expect(after.lastRowIndex).toBe(Math.ceil((20 * ROW_HEIGHT + VIEWPORT_ROWS_PX + 150) / ROW_HEIGHT));
      scrollTo(container, { left: 400 });
      expect(renderedFields(container)[0]).toBe('c4');
      expect(renderedFields(container)).toHaveLength(Math.ceil((600 + 300) / 100));
    },
  );

  claim('Change the buffers in the demo and compare the number of rendered rows and columns:', async () => {
    const { container } = render(<BufferSizes />);
    const chip = () => container.querySelector('.MuiChip-label')!.textContent;
    await waitFor(() => expect(chip()).toBe('10 rows × 8 columns rendered'));
    for (const combobox of container.querySelectorAll('[role="combobox"]')) {
      fireEvent.mouseDown(combobox);
      const listbox = await waitFor(() => {
        const found = document.querySelector('[role="listbox"]');
        if (!found) throw new Error('Not open yet');
        return found;
      });
      fireEvent.click([...listbox.querySelectorAll('[role="option"]')].find((option) => option.textContent === '0')!);
      await waitFor(() => expect(document.querySelector('[role="listbox"]')).toBeNull());
    }
    await waitFor(() => expect(chip()).toBe('7 rows × 6 columns rendered'));
  });

  claim(
    'Larger buffers reduce the chance of seeing empty cells during fast scrolls, at the cost of more DOM nodes and slower re-renders.',
    () => {
      const small = renderGrid();
      const before = small.container.querySelectorAll('[role="gridcell"]').length;
      cleanup();
      const large = renderGrid({ rowBufferPx: 1500, columnBufferPx: 1500 });
      expect(large.container.querySelectorAll('[role="gridcell"]').length).toBeGreaterThan(before * 3);
    },
  );
});

describe('disabling virtualization', () => {
  claim('`disableVirtualization` renders every row of the current page and every column', () => {
    const many = Array.from({ length: 150 }, (_, index) => ({ id: index + 1 }));
    const { container } = renderGrid({ rows: many, disableVirtualization: true, hideFooter: false });
    expect(renderedRows(container)).toHaveLength(100);
    expect(renderedFields(container)).toHaveLength(20);
  });

  claim('a small grid (a few dozen rows) where you want browser find (Ctrl+F) or printing to see every cell;', () => {
    const { container } = renderGrid({ rows: rows.slice(0, 30), disableVirtualization: true });
    for (const row of rows.slice(0, 30)) expect(container.textContent).toContain(row.c0);
  });

  claim(
    "`apiRef.current.unstable_setVirtualization(false)` turns off both directions, and `apiRef.current.unstable_setColumnVirtualization(false)` only the columns. In 7.21.0 the change shows only at the grid's next update of the rendered range (for example after a change of the columns or filters), not immediately.",
    () => {
      const columnsOnly = renderGrid();
      act(() => columnsOnly.apiRef.current.unstable_setColumnVirtualization(false));
      expect(renderedFields(columnsOnly.container)).toHaveLength(8);
      act(() => columnsOnly.apiRef.current.setFilterModel({ items: [] }));
      expect(renderedFields(columnsOnly.container)).toHaveLength(20);
      expect(renderedRows(columnsOnly.container)).toHaveLength(10);
      cleanup();
      const both = renderGrid();
      act(() => both.apiRef.current.unstable_setVirtualization(false));
      act(() => both.apiRef.current.setFilterModel({ items: [] }));
      expect(renderedFields(both.container)).toHaveLength(20);
      expect(renderedRows(both.container)).toHaveLength(100);
    },
  );

  claim(
    'The deprecated `autoHeight` prop disables row virtualization, because the grid grows to show every row of the page.',
    () => {
      const { container } = renderGrid({ autoHeight: true });
      expect(renderedRows(container)).toHaveLength(100);
      expect(renderedFields(container)).toHaveLength(8);
    },
  );

  claim(
    "Rows whose height is measured from their content (`getRowHeight={() => 'auto'}`) turn column virtualization off while any of them is in the render window: every column is rendered, so the grid can measure the rows.",
    async () => {
      const { container } = renderGrid({ getRowHeight: ({ id }) => (id === 1 ? 'auto' : null) });
      expect(renderedFields(container)).toHaveLength(20);
      scrollTo(container, { top: 60 * ROW_HEIGHT });
      await sleep(1100);
      expect(renderedIndexes(container)).not.toContain(0);
      expect(renderedFields(container)).toHaveLength(8);
    },
  );

  claim('In a JSDOM test environment the grid turns virtualization off by itself, since JSDOM has no layout.', () => {
    // A second copy of the grid, loaded with jsdom's own user agent.
    Object.defineProperty(window.navigator, 'userAgent', {
      value: 'Mozilla/5.0 (linux) jsdom/20.0.3',
      configurable: true,
    });
    const load = createRequire(import.meta.url);
    const entry = load.resolve('@mui/x-data-grid');
    const packageRoot = entry.slice(0, entry.lastIndexOf('x-data-grid') + 'x-data-grid'.length);
    for (const key of Object.keys(load.cache)) if (key.startsWith(packageRoot)) delete load.cache[key];
    const { DataGrid: JsdomGrid } = load(`${packageRoot}/node/index.js`) as { DataGrid: typeof DataGrid };
    const { container } = render(<JsdomGrid rows={rows} columns={columns} hideFooter />);
    expect(renderedRows(container)).toHaveLength(100);
    expect(renderedFields(container)).toHaveLength(20);
  });
});

describe('the rendered range', () => {
  claim(
    'The `renderedRowsIntervalChange` event fires when the range of rendered rows changes. Its params are a `GridRenderContext` with `firstRowIndex` and `lastRowIndex` (exclusive) for rows, and `firstColumnIndex` and `lastColumnIndex` for columns.',
    async () => {
      const { apiRef, container } = renderGrid();
      const contexts: GridRenderContext[] = [];
      apiRef.current.subscribeEvent('renderedRowsIntervalChange', (context) => contexts.push(context));
      scrollTo(container, { top: 30 * ROW_HEIGHT });
      await sleep(1100);
      const last = contexts.at(-1)!;
      expect(Object.keys(last).sort()).toEqual([
        'firstColumnIndex',
        'firstRowIndex',
        'lastColumnIndex',
        'lastRowIndex',
      ]);
      expect(renderedIndexes(container)).toEqual(
        Array.from({ length: last.lastRowIndex - last.firstRowIndex }, (_, index) => last.firstRowIndex + index),
      );
      // "The range is what the grid mounts, not just what is on screen"
      expect(last.lastRowIndex - last.firstRowIndex).toBeGreaterThan(Math.ceil(VIEWPORT_ROWS_PX / ROW_HEIGHT));
    },
  );

  claim(
    'The range is what the grid mounts, not just what is on screen: it includes the buffer rows above and below the viewport',
    async () => {
      const { apiRef, container } = renderGrid();
      const contexts: GridRenderContext[] = [];
      apiRef.current.subscribeEvent('renderedRowsIntervalChange', (context) => contexts.push(context));
      scrollTo(container, { top: 30 * ROW_HEIGHT });
      await sleep(1100);
      expect(contexts.at(-1)).toMatchObject({
        firstRowIndex: Math.floor((30 * ROW_HEIGHT - 150) / ROW_HEIGHT),
        lastRowIndex: Math.ceil((30 * ROW_HEIGHT + VIEWPORT_ROWS_PX + 150) / ROW_HEIGHT),
      });
    },
  );

  claim(
    'The indexes count the rows of the current page in display order (after sorting and filtering), not positions in your `rows` array.',
    () => {
      const { container } = renderGrid({ initialState: { sorting: { sortModel: [{ field: 'c0', sort: 'desc' }] } } });
      const first = renderedRows(container)[0];
      expect([first!.getAttribute('data-rowindex'), first!.getAttribute('data-id')]).toEqual(['0', '99']);
    },
  );

  claim(
    'The event only fires when the row range changes, but a horizontal scroll changes it too: while scrolling sideways the grid drops the row buffer, so the event fires when a horizontal scroll starts and again when it stops.',
    async () => {
      const { apiRef, container } = renderGrid();
      const contexts: GridRenderContext[] = [];
      apiRef.current.subscribeEvent('renderedRowsIntervalChange', (context) => contexts.push(context));
      const ranges = () => contexts.map(({ firstRowIndex, lastRowIndex }) => [firstRowIndex, lastRowIndex]);
      scrollTo(container, { left: 500 });
      expect(ranges()).toEqual([[0, 7]]);
      scrollTo(container, { left: 600 });
      expect(contexts).toHaveLength(1);
      await sleep(1100);
      expect(ranges()).toEqual([
        [0, 7],
        [0, 10],
      ]);
    },
  );
});

describe('caveats', () => {
  claim('Only rendered cells exist in the DOM.', () => {
    const { apiRef, container } = renderGrid();
    expect(container.querySelector('[data-id="60"]')).toBeNull();
    expect(apiRef.current.getCellValue(60, 'c0')).toBe('r60');
  });

  claim(
    'the grid sets `aria-rowcount` and `aria-colcount` to the complete counts and `aria-rowindex` and `aria-colindex` on the rendered rows and cells.',
    async () => {
      const { container } = renderGrid();
      const grid = container.querySelector('[role="grid"]')!;
      expect([grid.getAttribute('aria-rowcount'), grid.getAttribute('aria-colcount')]).toEqual(['101', '20']);
      scrollTo(container, { top: 50 * ROW_HEIGHT, left: 500 });
      await sleep(1100);
      const row = container.querySelector('[data-id="51"]')!;
      expect(row.getAttribute('aria-rowindex')).toBe('52');
      expect(row.querySelector('[data-field="c7"]')!.getAttribute('aria-colindex')).toBe('8');
    },
  );

  claim(
    'Local component state inside a cell is lost when the cell scrolls out of the render window, because the cell unmounts.',
    async () => {
      function Counter() {
        const [clicks, setClicks] = React.useState(0);
        return (
          <button type="button" onClick={() => setClicks(clicks + 1)}>
            {`clicks ${clicks}`}
          </button>
        );
      }
      const { container } = renderGrid({ columns: [{ field: 'c0', renderCell: () => <Counter /> }] });
      const button = () => container.querySelector('[data-id="1"] button') as HTMLButtonElement | null;
      fireEvent.click(button()!);
      expect(button()!.textContent).toBe('clicks 1');
      scrollTo(container, { top: 60 * ROW_HEIGHT });
      await sleep(1100);
      expect(button()).toBeNull();
      scrollTo(container, { top: 0 });
      await sleep(1100);
      expect(button()!.textContent).toBe('clicks 0');
    },
  );
});
