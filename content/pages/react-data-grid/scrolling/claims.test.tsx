import * as React from 'react';
import { act, render } from '@testing-library/react';
import type { Browser, Page } from 'playwright-core';
import { DataGrid, type GridApi } from '@mui/x-data-grid';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { bundleDemo } from '@/claims/bundleDemo';
import { chromiumPage, launchChromium } from '@/claims/chromiumPage';
import { claim } from '@/claims/claim';
import InfiniteScroll from './demos/InfiniteScroll';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const makeRows = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i, n: i }));
const columns = [{ field: 'n', type: 'number' as const }];
/** jsdom measures nothing: give the grid the size of a 400 × 300 px container. */
const resize = (apiRef: React.MutableRefObject<GridApi>) =>
  act(async () => {
    apiRef.current.publishEvent('resize', { width: 400, height: 300 });
    await new Promise((resolve) => setTimeout(resolve, 100));
  });

describe('scrolling from code', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  let scroller: HTMLElement;

  claim('Scrolls to a position in pixels. Either coordinate can be left out.', async () => {
    const { container } = render(
      <DataGrid apiRef={apiRef} rows={makeRows(50)} columns={columns} rowHeight={50} hideFooter />,
    );
    await resize(apiRef);
    scroller = container.querySelector('.MuiDataGrid-virtualScroller') as HTMLElement;
    act(() => apiRef.current.scroll({ top: 120 }));
    expect(scroller.scrollTop).toBe(120);
    expect(apiRef.current.getScrollPosition()).toEqual({ top: 120, left: 0 });
  });

  claim(
    'If the cell is already fully visible, nothing moves. Otherwise the grid scrolls just enough for the cell to appear at the nearest edge.',
    () => {
      act(() => apiRef.current.scroll({ top: 0 }));
      act(() => {
        apiRef.current.scrollToIndexes({ rowIndex: 1 });
      });
      expect(scroller.scrollTop).toBe(0);
      const { viewportInnerSize } = apiRef.current.getRootDimensions();
      act(() => {
        apiRef.current.scrollToIndexes({ rowIndex: 20 });
      });
      // The bottom edge of row 20 lines up with the bottom of the viewport.
      expect(scroller.scrollTop).toBe(21 * 50 - viewportInnerSize.height);
    },
  );

  claim("Scrolling doesn't move the keyboard focus.", () => {
    const before = document.activeElement;
    act(() => {
      apiRef.current.scrollToIndexes({ rowIndex: 40 });
    });
    expect(document.activeElement).toBe(before);
  });

  claim(
    'The `scrollPositionChange` event fires while the user scrolls. Its params are a `GridScrollParams` object with `top` and `left`.',
    () => {
      const listener = vi.fn();
      const unsubscribe = apiRef.current.subscribeEvent('scrollPositionChange', listener);
      scroller.scrollTop = 300;
      act(() => {
        scroller.dispatchEvent(new Event('scroll'));
      });
      unsubscribe();
      expect(listener).toHaveBeenCalled();
      expect(listener.mock.calls.at(-1)?.[0]).toMatchObject({ top: 300, left: 0 });
    },
  );

  claim('`scrollPositionChange` fires many times per second during a scroll.', () => {
    // A browser fires a scroll event on every frame of a scroll: the grid passes each one on, none is throttled away.
    const listener = vi.fn();
    const unsubscribe = apiRef.current.subscribeEvent('scrollPositionChange', listener);
    const started = performance.now();
    for (let step = 1; step <= 12; step += 1) {
      scroller.scrollTop = 300 + step * 10;
      act(() => {
        scroller.dispatchEvent(new Event('scroll'));
      });
    }
    unsubscribe();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(listener.mock.calls.map(([params]) => params.top)).toEqual(
      Array.from({ length: 12 }, (_, index) => 310 + index * 10),
    );
  });
});

claim(
  'With pagination on, `scrollToIndexes` only scrolls within the current page; it never changes page.',
  async () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    render(
      <DataGrid
        apiRef={apiRef}
        rows={makeRows(50)}
        columns={columns}
        rowHeight={50}
        pageSizeOptions={[10]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
      />,
    );
    await resize(apiRef);
    act(() => {
      apiRef.current.scrollToIndexes({ rowIndex: 25 });
    });
    expect(apiRef.current.state.pagination.paginationModel.page).toBe(0);
    // "`getRowIndexRelativeToVisibleRows` returns `undefined` for a row that is not on the current page"
    expect(apiRef.current.getRowIndexRelativeToVisibleRows(25)).toBeUndefined();
    expect(apiRef.current.getRowIndexRelativeToVisibleRows(5)).toBe(5);
  },
);

claim(
  '`getRowIndexRelativeToVisibleRows` returns `undefined` for a row that is not on the current page (hidden by a filter, inside a collapsed group or on another page)',
  () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    render(
      <DataGrid
        apiRef={apiRef}
        rows={makeRows(5)}
        columns={columns}
        initialState={{ filter: { filterModel: { items: [{ field: 'n', operator: '>', value: 2 }] } } }}
      />,
    );
    expect(apiRef.current.getRowIndexRelativeToVisibleRows(1)).toBeUndefined();
    expect(apiRef.current.getRowIndexRelativeToVisibleRows(4)).toBe(1);
  },
);

// jsdom has no IntersectionObserver, which the Pro grid uses to watch an element after the last row. This recording
// stand-in shows how the grid sets it up and lets a test report the element as fully in view; whether a real browser
// reports it (the layout part) is left to the browser.
class RecordingObserver {
  static instances: RecordingObserver[] = [];
  observed: Element[] = [];
  constructor(
    public callback: (entries: Partial<IntersectionObserverEntry>[]) => void,
    public options: IntersectionObserverInit,
  ) {
    RecordingObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  unobserve() {}
}

describe('the end of the list', () => {
  beforeAll(() => {
    vi.stubGlobal('IntersectionObserver', RecordingObserver);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

  claim('`scrollEndThreshold` (default `80`) sets how many pixels before the very end the callback fires', async () => {
    RecordingObserver.instances = [];
    const onRowsScrollEnd = vi.fn();
    const { container, rerender } = render(
      <DataGridPro rows={makeRows(3)} columns={columns} onRowsScrollEnd={onRowsScrollEnd} />,
    );
    await settle();
    const observer = RecordingObserver.instances.at(-1)!;
    expect(observer.options.rootMargin).toBe('0px 0px 80px 0px');
    expect(observer.options.root).toBe(container.querySelector('.MuiDataGrid-virtualScroller'));
    rerender(
      <DataGridPro rows={makeRows(3)} columns={columns} onRowsScrollEnd={onRowsScrollEnd} scrollEndThreshold={200} />,
    );
    await settle();
    expect(RecordingObserver.instances.at(-1)!.options.rootMargin).toBe('0px 0px 200px 0px');
  });

  claim(
    'The callback receives `GridRowScrollEndParams` with `visibleRowsCount`, `viewportPageSize` and `visibleColumns`.',
    async () => {
      RecordingObserver.instances = [];
      const onRowsScrollEnd = vi.fn();
      render(<DataGridPro rows={makeRows(3)} columns={columns} onRowsScrollEnd={onRowsScrollEnd} />);
      await settle();
      const observer = RecordingObserver.instances.at(-1)!;
      expect(observer.observed).toHaveLength(1);
      act(() => observer.callback([{ isIntersecting: true, intersectionRatio: 1 }]));
      expect(onRowsScrollEnd).toHaveBeenCalledTimes(1);
      expect(Object.keys(onRowsScrollEnd.mock.calls[0]![0]).sort()).toEqual([
        'viewportPageSize',
        'visibleColumns',
        'visibleRowsCount',
      ]);
      expect(onRowsScrollEnd.mock.calls[0]![0].visibleRowsCount).toBe(3);
    },
  );

  claim(
    'It is the building block for infinite scrolling: append the next batch to `rows` when it fires.',
    async () => {
      RecordingObserver.instances = [];
      const { container, unmount } = render(<InfiniteScroll />);
      await settle();
      const total = () => container.querySelector('.MuiDataGrid-rowCount')!.textContent;
      const reachEnd = () =>
        act(() => RecordingObserver.instances.at(-1)!.callback([{ isIntersecting: true, intersectionRatio: 1 }]));
      expect(total()).toBe('Total Rows: 40');
      // "The demo loads 40 rows at a time, up to 200, with a simulated request": a second call while the request
      // is in flight is ignored.
      reachEnd();
      reachEnd();
      await act(() => new Promise((resolve) => setTimeout(resolve, 900)));
      expect(total()).toBe('Total Rows: 80');
      for (const expected of [120, 160, 200, 200]) {
        reachEnd();
        await act(() => new Promise((resolve) => setTimeout(resolve, 900)));
        expect(total()).toBe(`Total Rows: ${expected}`);
      }
      unmount();
    },
    60_000,
  );

  claim("`onRowsScrollEnd` only works with the default `rowsLoadingMode` of `'client'`.", async () => {
    RecordingObserver.instances = [];
    render(
      <DataGridPro
        rows={makeRows(2)}
        columns={columns}
        onRowsScrollEnd={() => {}}
        rowsLoadingMode="server"
        rowCount={2}
      />,
    );
    await settle();
    expect(RecordingObserver.instances).toHaveLength(0);
  });
});

// Whether the element after the last row is in view needs layout and a real IntersectionObserver: this claim runs in
// Chromium. The Pro grid is bundled with esbuild, and `show(count)`
// renders it with that many rows, counting the calls of `onRowsScrollEnd` in `window.scrollEnds`.
describe('the end of the list in Chromium', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    const entry = `
      import * as React from 'react';
      import { createRoot } from 'react-dom/client';
      import { DataGridPro } from '@mui/x-data-grid-pro';
      const root = createRoot(document.getElementById('root'));
      window.show = (count) => {
        window.scrollEnds = 0;
        const rows = Array.from({ length: count }, (_, id) => ({ id }));
        root.render(
          <div style={{ height: 400, width: 400 }}>
            <DataGridPro key={count} rows={rows} columns={[{ field: 'id' }]} onRowsScrollEnd={() => { window.scrollEnds += 1; }} />
          </div>,
        );
      };
    `;
    browser = await launchChromium();
    page = await chromiumPage(browser, bundleDemo(entry, __dirname));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });
  const scrollEnds = () => page.evaluate(() => (window as unknown as { scrollEnds: number }).scrollEnds);
  async function show(count: number) {
    await page.evaluate((rows) => (window as unknown as { show: (rows: number) => void }).show(rows), count);
    await page.waitForSelector('[role="row"][data-rowindex="0"]');
    await page.waitForTimeout(500);
  }

  claim(
    "If the first batch doesn't fill the viewport, the callback fires immediately.",
    async () => {
      await show(3);
      expect(await scrollEnds()).toBe(1);
      // Rows that overflow the grid: nothing until the user scrolls to the end.
      await show(100);
      expect(await scrollEnds()).toBe(0);
      await page.evaluate(() => {
        const scroller = document.querySelector('.MuiDataGrid-virtualScroller')!;
        scroller.scrollTop = scroller.scrollHeight;
      });
      await expect.poll(scrollEnds).toBe(1);
    },
    60_000,
  );
});

claim(
  'All the methods below are on the [API object](/x/react-data-grid/api-object/) and are available in every plan',
  () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    render(<DataGrid apiRef={apiRef} rows={makeRows(1)} columns={columns} />);
    expect(
      [apiRef.current.scrollToIndexes, apiRef.current.scroll, apiRef.current.getScrollPosition].map(
        (method) => typeof method,
      ),
    ).toEqual(['function', 'function', 'function']);
  },
);
