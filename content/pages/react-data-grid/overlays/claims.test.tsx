import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DataGrid, GridOverlay, type GridApi, type GridLoadingOverlayProps } from '@mui/x-data-grid';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import CustomLoadingOverlay from './demos/CustomLoadingOverlay';
import CustomNoResultsOverlay from './demos/CustomNoResultsOverlay';
import OfflineOverlayGrid from './demos/OfflineOverlayGrid';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const rows = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Bob' },
];
const columns = [{ field: 'name' }, { field: 'city' }];
const overlayText = (root: Element) => root.querySelector('.MuiDataGrid-overlay')?.textContent ?? null;
const shownRows = (root: Element) => root.querySelectorAll('[role="row"][data-rowindex]').length;

describe('which overlay the grid picks', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const grid = (props: Partial<React.ComponentProps<typeof DataGrid>>) => (
    <div style={{ height: 300 }}>
      <DataGrid apiRef={apiRef} rows={rows} columns={columns} {...props} />
    </div>
  );

  // jsdom measures nothing: give the grid the size of a 400 × 300 px container, so the skeleton has rows to draw.
  const resize = () =>
    act(async () => {
      apiRef.current.publishEvent('resize', { width: 400, height: 300 });
      await new Promise((resolve) => setTimeout(resolve, 100));
    });

  claim(
    'The grid picks one of three overlays on its own from its current state, so you only tell it whether data is loading',
    () => {
      const { container, rerender } = render(grid({ rows: [] }));
      expect(overlayText(container)).toBe('No rows');
      rerender(grid({ filterModel: { items: [{ field: 'name', operator: 'equals', value: 'Zed' }] } }));
      expect(overlayText(container)).toBe('No results found.');
      rerender(grid({ filterModel: { items: [] } }));
      expect(container.querySelector('.MuiDataGrid-overlay')).toBeNull();
    },
  );

  claim('`loading` is `true` (it wins over the other two)', () => {
    const { container, rerender } = render(grid({ rows: [], loading: true }));
    expect(container.querySelector('.MuiDataGrid-overlay [role="progressbar"]')).not.toBeNull();
    expect(container.textContent).not.toContain('No rows');
    rerender(grid({ loading: true, filterModel: { items: [{ field: 'name', operator: 'equals', value: 'Zed' }] } }));
    expect(container.textContent).not.toContain('No results found.');
    expect(container.querySelector('.MuiDataGrid-overlay [role="progressbar"]')).not.toBeNull();
  });

  claim('you cannot show the no rows overlay while `loading` is `true`', () => {
    const { container } = render(grid({ rows: [], loading: true, slots: { noRowsOverlay: () => <span>empty</span> } }));
    expect(container.textContent).not.toContain('empty');
  });

  claim('not loading, rows exist, but filtering hides all of them', () => {
    const { container } = render(grid({ filterModel: { items: [], quickFilterValues: ['zzz'] } }));
    expect(overlayText(container)).toBe('No results found.');
  });

  claim(
    'The no results overlay appears when rows exist but the filter model, including the quick filter, removes every one of them. Its default text is the `noResultsOverlayLabel` locale key.',
    () => {
      const { container } = render(
        grid({ filterModel: { items: [], quickFilterValues: ['zzz'] }, localeText: { noResultsOverlayLabel: 'Nada' } }),
      );
      expect(overlayText(container)).toBe('Nada');
    },
  );

  claim(
    'When `rows` is an empty array and the grid is not loading, it shows a short "No rows" message. The text comes from the `noRowsLabel` locale key',
    () => {
      const { container } = render(grid({ rows: [], localeText: { noRowsLabel: 'No orders yet' } }));
      expect(overlayText(container)).toBe('No orders yet');
    },
  );

  claim('The grid keeps rendering the current rows underneath the overlay', () => {
    const { container } = render(grid({ loading: true }));
    expect(shownRows(container)).toBe(2);
    expect(container.querySelector('.MuiDataGrid-overlay [role="progressbar"]')).not.toBeNull();
  });

  claim(
    '`apiRef.current.setLoading(true)` does the same thing as the prop. Prefer the prop when the loading state already lives in your React state',
    () => {
      const { container } = render(grid({}));
      expect(container.querySelector('[role="progressbar"]')).toBeNull();
      act(() => apiRef.current.setLoading(true));
      expect(container.querySelector('.MuiDataGrid-overlay [role="progressbar"]')).not.toBeNull();
    },
  );

  claim('`circular-progress` (the default): a spinner centred over the body.', () => {
    const { container } = render(grid({ loading: true }));
    expect(container.querySelector('.MuiDataGrid-overlay .MuiCircularProgress-root')).not.toBeNull();
  });

  claim('The default loading overlay comes in three variants', async () => {
    const { container, rerender } = render(
      grid({ loading: true, slotProps: { loadingOverlay: { variant: 'linear-progress' } } }),
    );
    expect(container.querySelector('.MuiDataGrid-overlay .MuiLinearProgress-root')).not.toBeNull();
    rerender(grid({ loading: true, slotProps: { loadingOverlay: { variant: 'skeleton' } } }));
    await resize();
    const skeleton = container.querySelector('.MuiDataGrid-overlay');
    expect(skeleton?.querySelector('.MuiDataGrid-rowSkeleton .MuiSkeleton-root')).not.toBeNull();
    expect(skeleton?.querySelector('[data-field="city"]')).not.toBeNull();
  });

  claim(
    'The `variant` is used when the grid already has rows, and `noRowsVariant` when it is loading into an empty grid.',
    async () => {
      const slotProps = { loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } } as const;
      const { container, rerender } = render(grid({ loading: true, slotProps }));
      expect(container.querySelector('.MuiDataGrid-overlay .MuiLinearProgress-root')).not.toBeNull();
      expect(container.querySelector('.MuiSkeleton-root')).toBeNull();
      rerender(grid({ rows: [], loading: true, slotProps }));
      await resize();
      expect(container.querySelector('.MuiDataGrid-overlay .MuiSkeleton-root')).not.toBeNull();
      expect(container.querySelector('.MuiLinearProgress-root')).toBeNull();
    },
  );

  claim(
    'so `slotProps.loadingOverlay.variant` no longer applies unless your component reads it. The grid renders your component with the props you put in `slotProps.loadingOverlay` (typed as `GridLoadingOverlayProps`) and nothing else',
    () => {
      const received: object[] = [];
      function Mine(props: GridLoadingOverlayProps) {
        received.push(props);
        return <span>mine</span>;
      }
      const { container } = render(
        grid({
          loading: true,
          slots: { loadingOverlay: Mine },
          slotProps: { loadingOverlay: { variant: 'linear-progress' } },
        }),
      );
      expect(container.textContent).toContain('mine');
      expect(container.querySelector('.MuiLinearProgress-root')).toBeNull();
      expect(received.at(-1)).toEqual({ variant: 'linear-progress' });
    },
  );

  claim('A component defined inline is a new type on every render, so React remounts it each time.', () => {
    let mounts = 0;
    const inline = () =>
      function Inline() {
        React.useEffect(() => {
          mounts += 1;
        }, []);
        return <span>inline</span>;
      };
    const { rerender } = render(grid({ rows: [], slots: { noRowsOverlay: inline() } }));
    rerender(grid({ rows: [], slots: { noRowsOverlay: inline() } }));
    expect(mounts).toBe(2);
  });
});

claim(
  'The overlays are available in every plan, with the same API on `DataGrid`, `DataGridPro` and `DataGridPremium`.',
  () => {
    for (const Grid of [DataGridPro, DataGridPremium]) {
      const { container, unmount } = render(
        <div style={{ height: 300 }}>
          <Grid
            rows={[]}
            columns={columns}
            localeText={{ noRowsLabel: 'none' }}
            slotProps={{ loadingOverlay: { noRowsVariant: 'skeleton' } }}
          />
        </div>,
      );
      expect(overlayText(container)).toBe('none');
      unmount();
    }
  },
);

claim("`useGridApiContext()` returns the grid's API object, so the overlay below can clear the filters itself", () => {
  const { container } = render(<CustomNoResultsOverlay />);
  expect(shownRows(container)).toBe(0);
  fireEvent.click(within(container).getByRole('button', { name: 'Clear filters' }));
  expect(shownRows(container)).toBeGreaterThan(0);
});

claim('Click **Refresh** to simulate a request that takes a second and a half.', () => {
  vi.useFakeTimers();
  try {
    const { container } = render(<CustomLoadingOverlay />);
    const firstRow = () => container.querySelector('[role="row"][data-rowindex="0"]')?.textContent;
    const before = firstRow();
    fireEvent.click(within(container).getByRole('button', { name: 'Refresh' }));
    expect(container.textContent).toContain('Fetching the latest trades…');
    act(() => vi.advanceTimersByTime(1400));
    expect(container.textContent).toContain('Fetching the latest trades…');
    act(() => vi.advanceTimersByTime(200));
    expect(container.textContent).not.toContain('Fetching the latest trades…');
    expect(firstRow()).not.toBe(before);
  } finally {
    vi.useRealTimers();
  }
});

// Test files share a worker, and Emotion's default cache outlives the document of the file that first inserted a
// style: a fresh cache writes the grid's styles into this file's document, so computed styles can be read.
const withStyles = (ui: React.ReactElement) => (
  <CacheProvider value={createCache({ key: 'claims' })}>{ui}</CacheProvider>
);

claim('It centres its children, fills the body and accepts `sx`', () => {
  function Overlay() {
    return <GridOverlay sx={{ color: 'rgb(1, 2, 3)' }}>x</GridOverlay>;
  }
  const { container } = render(
    withStyles(
      <div style={{ height: 300 }}>
        <DataGrid rows={[]} columns={columns} slots={{ noRowsOverlay: Overlay }} />
      </div>,
    ),
  );
  const style = getComputedStyle(container.querySelector('.MuiDataGrid-overlay')!);
  expect([style.display, style.alignItems, style.justifyContent, style.width, style.height, style.color]).toEqual([
    'flex',
    'center',
    'center',
    '100%',
    '100%',
    'rgb(1, 2, 3)',
  ]);
});

claim('switch **Online** on to load the rows', () => {
  const { container } = render(<OfflineOverlayGrid />);
  expect(shownRows(container)).toBe(0);
  expect(container.querySelector('.MuiDataGrid-overlay')?.textContent).toContain('offline');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Online' }));
  expect(shownRows(container)).toBeGreaterThan(0);
});
