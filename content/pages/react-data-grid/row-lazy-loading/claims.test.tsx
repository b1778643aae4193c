import * as React from 'react';
import type { Browser, Page } from 'playwright-core';
import { act, render } from '@testing-library/react';
import {
  DATA_GRID_PRO_PROPS_DEFAULT_VALUES,
  DataGridPro,
  type GridApiPro,
  type GridFetchRowsParams,
} from '@mui/x-data-grid-pro';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { bundleDemo } from '@/claims/bundleDemo';
import { chromiumPage, launchChromium } from '@/claims/chromiumPage';
import { claim } from '@/claims/claim';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const makeRows = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => ({ id: from + i, n: from + i }));
const columns = [{ field: 'n', type: 'number' as const }];
const newApiRef = () => ({ current: null }) as unknown as React.MutableRefObject<GridApiPro>;
const skeletons = (apiRef: React.MutableRefObject<GridApiPro>) =>
  Object.values(apiRef.current.state.rows.tree).filter((node) => node.type === 'skeletonRow').length;

describe('lazy loading', () => {
  const apiRef = newApiRef();
  const onFetchRows = vi.fn<(params: GridFetchRowsParams) => void>();
  const interval = (firstRowIndex: number, lastRowIndex: number) =>
    act(() =>
      apiRef.current.publishEvent('renderedRowsIntervalChange', {
        firstRowIndex,
        lastRowIndex,
        firstColumnIndex: 0,
        lastColumnIndex: 1,
      }),
    );

  claim('The grid fills the gap between `rows.length` and `rowCount` with skeleton rows.', () => {
    render(
      <DataGridPro
        apiRef={apiRef}
        rows={makeRows(0, 20)}
        columns={columns}
        rowCount={100}
        rowsLoadingMode="server"
        sortingMode="server"
        filterMode="server"
        onFetchRows={onFetchRows}
      />,
    );
    expect(skeletons(apiRef)).toBe(80);
  });

  claim('Turns on lazy loading (the default, `"client"`, expects every row up front).', () => {
    expect(DATA_GRID_PRO_PROPS_DEFAULT_VALUES.rowsLoadingMode).toBe('client');
    const other = newApiRef();
    const { unmount } = render(<DataGridPro apiRef={other} rows={makeRows(0, 20)} columns={columns} rowCount={100} />);
    expect(skeletons(other)).toBe(0);
    unmount();
  });

  claim('Called when skeleton rows become visible, and again whenever the sort or filter model changes.', () => {
    onFetchRows.mockClear();
    interval(0, 10);
    // Only loaded rows in view: nothing to fetch.
    expect(onFetchRows).not.toHaveBeenCalled();
    interval(15, 30);
    expect(onFetchRows).toHaveBeenCalledTimes(1);
    expect(onFetchRows.mock.calls[0]![0]).toMatchObject({
      firstRowToRender: 20,
      lastRowToRender: 30,
      sortModel: [],
      filterModel: { items: [] },
    });
  });

  claim(
    'Ranges that were skipped are requested again if they come back into view, because they still contain skeleton rows.',
    () => {
      onFetchRows.mockClear();
      interval(40, 50);
      interval(15, 30);
      expect(onFetchRows.mock.calls.map(([params]) => [params.firstRowToRender, params.lastRowToRender])).toEqual([
        [40, 50],
        [20, 30],
      ]);
    },
  );

  claim('The rows passed in take the place of the rows (or skeletons) starting at that index.', () => {
    act(() => apiRef.current.unstable_replaceRows(20, makeRows(20, 30)));
    expect(skeletons(apiRef)).toBe(70);
    expect(apiRef.current.getRowIdFromRowIndex(25)).toBe(25);
    onFetchRows.mockClear();
    interval(15, 29);
    expect(onFetchRows).not.toHaveBeenCalled();
  });

  claim(
    'When the sort or filter model changes, the grid calls `onFetchRows` right away for the range currently on screen, with the new `sortModel` and `filterModel`.',
    () => {
      onFetchRows.mockClear();
      act(() => apiRef.current.sortColumn('n', 'desc'));
      expect(onFetchRows).toHaveBeenCalledTimes(1);
      expect(onFetchRows.mock.calls[0]![0].sortModel).toEqual([{ field: 'n', sort: 'desc' }]);
      onFetchRows.mockClear();
      act(() => apiRef.current.setFilterModel({ items: [{ field: 'n', operator: '>', value: 3 }] }));
      expect(onFetchRows.mock.calls[0]![0].filterModel.items).toHaveLength(1);
    },
  );

  claim(
    'While a sort or filter is active, the grid asks for the rendered range every time it changes, not only for skeleton rows',
    () => {
      onFetchRows.mockClear();
      interval(0, 10);
      expect(onFetchRows).toHaveBeenCalledTimes(1);
      expect(onFetchRows.mock.calls[0]![0]).toMatchObject({ firstRowToRender: 0, lastRowToRender: 10 });
    },
  );
});

describe('infinite loading', () => {
  claim('`scrollEndThreshold`: how close to the bottom (in pixels, default `80`) the callback fires.', () => {
    expect(DATA_GRID_PRO_PROPS_DEFAULT_VALUES.scrollEndThreshold).toBe(80);
  });

  claim('Keep pagination off (the default in `DataGridPro`).', () => {
    expect(DATA_GRID_PRO_PROPS_DEFAULT_VALUES.pagination).toBe(false);
  });
});

describe('limitations', () => {
  const apiRef = newApiRef();
  const fiveOfTen = () =>
    render(
      <DataGridPro apiRef={apiRef} rows={makeRows(0, 5)} columns={columns} rowCount={10} rowsLoadingMode="server" />,
    );

  claim("With lazy loading the grid only holds part of the data, so it can't sort or filter on its own.", () => {
    fiveOfTen();
    // Left to sort in the browser, the grid orders the five rows it holds; the rows not loaded stay skeletons at the end.
    act(() => apiRef.current.sortColumn('n', 'desc'));
    const sorted = apiRef.current.getSortedRowIds();
    expect(sorted.slice(0, 5)).toEqual([4, 3, 2, 1, 0]);
    expect(sorted.slice(5).every((id) => apiRef.current.getRowNode(id)?.type === 'skeletonRow')).toBe(true);
  });

  claim(
    "Rows that haven't been loaded yet don't exist on the client, so features that need every row in the browser, such as a client-side export of the whole dataset, can't include them.",
    () => {
      expect(apiRef.current.getDataAsCsv().split('\r\n')).toEqual(['n', '4', '3', '2', '1', '0']);
    },
  );

  claim('Row ids must be unique across every batch you load.', () => {
    // Row 1 again, in a later batch: the grid now lists it twice, and its first place shows the new data.
    act(() =>
      apiRef.current.unstable_replaceRows(5, [
        { id: 1, n: 100 },
        { id: 6, n: 6 },
      ]),
    );
    const ids = apiRef.current.getSortedRowIds();
    expect(ids.filter((id) => id === 1)).toHaveLength(2);
    expect(apiRef.current.getRow(1)).toEqual({ id: 1, n: 100 });
  });
});

claim('`unstable_replaceRows` throws when the rows are nested.', () => {
  const apiRef = newApiRef();
  render(
    <DataGridPro
      apiRef={apiRef}
      rows={[
        { id: 1, path: ['a'] },
        { id: 2, path: ['a', 'b'] },
      ]}
      columns={[{ field: 'id' }]}
      treeData
      getTreeDataPath={(row) => row.path}
    />,
  );
  expect(() => apiRef.current.unstable_replaceRows(0, [{ id: 3, path: ['c'] }])).toThrow(
    'not compatible with tree data and row grouping',
  );
});

// Scrolling, skeleton rows and timing need layout: the demos run in Chromium, bundled with esbuild.
const ENTRY = `
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import LazyLoadingGrid from './demos/LazyLoadingGrid';
import InfiniteLoadingGrid from './demos/InfiniteLoadingGrid';

const demos = { LazyLoadingGrid, InfiniteLoadingGrid };
const root = createRoot(document.getElementById('root'));
window.show = (name) => root.render(React.createElement(demos[name]));
window.clear = () => root.render(null);
`;

describe('the demos, in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let attempts = 0;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await chromiumPage(browser, bundleDemo(ENTRY, __dirname), {
      context: { viewport: { width: 1000, height: 800 } },
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  const show = async (name: string) => {
    await page.evaluate(() => (window as unknown as { clear: () => void }).clear());
    await page.evaluate((demo) => (window as unknown as { show: (name: string) => void }).show(demo), name);
    await page.waitForSelector('.MuiDataGrid-virtualScroller [role="row"]');
    await page.waitForTimeout(300);
  };
  /** What the reader sees: rendered rows, skeleton rows among them, the counter, the footer, the scrollable height. */
  const look = () =>
    page.evaluate(() => {
      const scroller = document.querySelector('.MuiDataGrid-virtualScroller') as HTMLElement;
      const rows = [...document.querySelectorAll('.MuiDataGrid-virtualScroller [role="row"][data-id]')];
      return {
        rendered: rows.length,
        skeletons: rows.filter((row) => row.getAttribute('data-id')!.startsWith('auto-generated-skeleton-row')).length,
        firstId: rows[0]?.getAttribute('data-id'),
        requests: Number(/Requests sent to the server: (\d+)/.exec(document.body.textContent ?? '')?.[1] ?? NaN),
        footer: document.querySelector('.MuiDataGrid-footerContainer')?.textContent,
        scrollHeight: scroller.scrollHeight,
        progress: document.querySelector('.MuiDataGrid-overlay .MuiLinearProgress-root') !== null,
      };
    });
  const scrollTo = (top: number) =>
    page.evaluate((value) => {
      (document.querySelector('.MuiDataGrid-virtualScroller') as HTMLElement).scrollTop = value;
    }, top);

  claim(
    'Lazy loading lets the grid behave as if it held every row of a large dataset while only the rows near the viewport have actually been fetched.',
    async () => {
      await show('LazyLoadingGrid');
      const start = await look();
      expect(start.footer).toBe('Total Rows: 5,000');
      // 5,000 rows of 52 px can be scrolled through, while a few dozen rows are in the page.
      expect(start.scrollHeight).toBeGreaterThanOrEqual(5000 * 52);
      expect(start.rendered).toBeLessThan(40);
      expect(start.requests).toBe(0);
    },
  );

  claim(
    'Only the first 20 are passed in `rows`; scroll down and the skeleton rows are replaced about 0.7 seconds after you stop (a 200 ms debounce, then 500 ms of simulated latency).',
    async () => {
      // A region not loaded yet, also when the test is retried.
      attempts += 1;
      const target = 1000 * attempts;
      const before = (await look()).requests;
      await scrollTo(52 * target);
      await page.waitForTimeout(100);
      const scrolled = await look();
      expect(scrolled.skeletons).toBe(scrolled.rendered);
      const startedAt = Date.now();
      await page.waitForFunction(
        () =>
          document.querySelectorAll('.MuiDataGrid-virtualScroller [role="row"][data-id^="auto-generated-skeleton-row"]')
            .length === 0,
        undefined,
        { timeout: 5000, polling: 20 },
      );
      const replacedAfter = Date.now() - startedAt + 100;
      // A 200 ms debounce, then 500 ms of simulated latency.
      expect(replacedAfter).toBeGreaterThanOrEqual(650);
      expect(replacedAfter).toBeLessThan(2000);
      const loaded = await look();
      expect(Number(loaded.firstId)).toBeGreaterThan(target - 100);
      expect(loaded.requests).toBe(before + 1);
    },
  );

  claim(
    'Wrap the handler in a short debounce (the demos use 200 ms) so that the server is only called once the user pauses.',
    async () => {
      const before = (await look()).requests;
      attempts += 1;
      for (const row of [0, 100, 200, 300, 400]) {
        await scrollTo(52 * (1000 * attempts + row));
        await page.waitForTimeout(60);
      }
      await page.waitForTimeout(1000);
      expect((await look()).requests).toBe(before + 1);
    },
  );

  claim('This keeps the default `rowsLoadingMode="client"` and uses two other Pro props', async () => {
    await show('InfiniteLoadingGrid');
    const start = await look();
    expect(start.footer).toBe('Total Rows: 40');
    expect(start.skeletons).toBe(0);
    await scrollTo(1_000_000);
    await page.waitForFunction(
      () => document.querySelector('.MuiDataGrid-overlay .MuiLinearProgress-root') !== null,
      undefined,
      {
        timeout: 3000,
      },
    );
    expect((await look()).skeletons).toBe(0);
    await page.waitForFunction(
      () => document.querySelector('.MuiDataGrid-footerContainer')?.textContent === 'Total Rows: 80',
      undefined,
      { timeout: 3000 },
    );
    // "There are no skeleton rows with this approach, and the scrollbar grows as rows arrive."
    const after = await look();
    expect(after.skeletons).toBe(0);
    expect(after.scrollHeight).toBeGreaterThan(start.scrollHeight);
  });
});
