import * as React from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import {
  DATA_GRID_PRO_PROPS_DEFAULT_VALUES,
  DataGridPro,
  type GridApiPro,
  type GridGetRowsParams,
} from '@mui/x-data-grid-pro';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import CursorInfiniteLoading from './demos/CursorInfiniteLoading';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const settle = () =>
  vi.isFakeTimers()
    ? act(() => vi.advanceTimersByTimeAsync(20))
    : act(() => new Promise((resolve) => setTimeout(resolve, 20)));

claim(
  'In 7.21.0 these are **declared but not read**: the grid ignores them, never sends a cursor back, and never requests a next batch by itself.',
  async () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
    const getRows = vi.fn(async (_params: GridGetRowsParams) => ({
      rows: Array.from({ length: 5 }, (_, id) => ({ id })),
      pageInfo: { hasNextPage: true, nextCursor: 'next-token' },
    }));
    render(<DataGridPro apiRef={apiRef} columns={[{ field: 'id' }]} unstable_dataSource={{ getRows }} />);
    await settle();
    await settle();
    expect(getRows).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(getRows.mock.calls[0]![0])).not.toContain('next-token');
    await act(async () => {
      await apiRef.current.unstable_dataSource.fetchRows();
    });
    await settle();
    expect(JSON.stringify(getRows.mock.calls.at(-1)![0])).not.toContain('next-token');
  },
);

claim(
  '`onRowsScrollEnd` is called when the scroll position comes within `scrollEndThreshold` pixels (80 by default) of the last row.',
  () => {
    expect(DATA_GRID_PRO_PROPS_DEFAULT_VALUES.scrollEndThreshold).toBe(80);
  },
);

claim('Keep pagination off (the default of `DataGridPro`)', () => {
  expect(DATA_GRID_PRO_PROPS_DEFAULT_VALUES.pagination).toBe(false);
});

// jsdom has no layout, so no IntersectionObserver: the grid's end-of-list observers are recorded, and "the user reaches
// the bottom" is the grid's own observer reporting its trigger element fully in view.
const endObservers: { report: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }[] =
  [];
function RecordedIntersectionObserver(report: IntersectionObserverCallback, options?: IntersectionObserverInit) {
  const entry = { report, options, targets: [] as Element[] };
  endObservers.push(entry);
  return {
    observe: (target: Element) => entry.targets.push(target),
    unobserve: () => {},
    disconnect: () => {
      entry.targets = [];
    },
  };
}
const reachBottom = async (root: Element) => {
  // Scrolled to the end, the grid renders its last rows and the trigger element after them, and observes it.
  const scroller = root.querySelector('.MuiDataGrid-virtualScroller') as HTMLElement;
  // Each call scrolls further, so the grid sees a new position.
  scroller.scrollTop += 1_000_000;
  fireEvent.scroll(scroller);
  await settle();
  const watching = endObservers.filter((entry) => entry.targets.length > 0);
  expect(watching).toHaveLength(1);
  act(() =>
    watching[0]!.report(
      [{ isIntersecting: true, intersectionRatio: 1, target: watching[0]!.targets[0]! } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    ),
  );
};

describe('the CursorInfiniteLoading demo', () => {
  // The demo's 600 ms "network" and the grid's own timers run on fake timers, so the steps don't depend on the load.
  beforeAll(() => {
    vi.stubGlobal('IntersectionObserver', RecordedIntersectionObserver);
    vi.useFakeTimers();
  });
  afterAll(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  let root: HTMLElement;
  const loaded = () => root.querySelector('.MuiTypography-root')?.textContent;
  const batchArrives = () => act(() => vi.advanceTimersByTimeAsync(650));

  claim(
    'The grid shows what it has and asks for more when the user scrolls to the bottom, with no total count and no pages.',
    async () => {
      root = render(<CursorInfiniteLoading />).container;
      await settle();
      expect(loaded()).toBe('40 rows loaded: scroll down for more');
      expect(root.querySelector('.MuiTablePagination-root')).toBeNull();
      await reachBottom(root);
      await batchArrives();
      expect(loaded()).toBe('80 rows loaded: scroll down for more');
    },
  );

  claim(
    'Append the next batch to your `rows` state, and show the `loading` overlay while it is on its way.',
    async () => {
      await reachBottom(root);
      await settle();
      expect(root.querySelector('.MuiDataGrid-overlay .MuiCircularProgress-root')).not.toBeNull();
      // "there are no placeholder rows": nothing stands for the batch on its way.
      expect(root.querySelector('[role="row"][data-id^="auto-generated-skeleton-row"]')).toBeNull();
      expect(loaded()).toBe('80 rows loaded: scroll down for more');
      await batchArrives();
      await settle();
      expect(loaded()).toBe('120 rows loaded: scroll down for more');
      expect(root.querySelector('.MuiDataGrid-overlay')).toBeNull();
    },
  );

  claim(
    'Infinite loading suits APIs that only know "the next batch": feeds, logs, search results behind a cursor.',
    async () => {
      // The demo's API hands out 300 rows 40 at a time behind an opaque cursor, and `null` after the last batch.
      for (const count of [160, 200, 240, 280]) {
        await reachBottom(root);
        await batchArrives();
        expect(loaded()).toBe(`${count} rows loaded: scroll down for more`);
      }
      await reachBottom(root);
      await batchArrives();
      expect(loaded()).toBe('300 rows loaded, end of the list');
    },
  );

  claim(
    'With pagination off the footer has no pagination controls; it shows the number of rows loaded so far as "Total Rows", which `hideFooterRowCount` hides.',
    async () => {
      await settle();
      const footer = root.querySelector('.MuiDataGrid-footerContainer');
      expect(footer?.textContent).toBe('Total Rows: 300');
      expect(footer?.querySelector('.MuiTablePagination-root')).toBeNull();
      const { container } = render(<DataGridPro rows={[{ id: 1 }]} columns={[{ field: 'id' }]} hideFooterRowCount />);
      expect(container.querySelector('.MuiDataGrid-footerContainer')?.textContent).toBe('');
      const withFlag = render(<DataGridPro rows={[{ id: 1 }]} columns={[{ field: 'id' }]} hideFooterPagination />);
      expect(withFlag.container.querySelector('.MuiDataGrid-footerContainer')?.textContent).toBe('Total Rows: 1');
    },
  );
});
