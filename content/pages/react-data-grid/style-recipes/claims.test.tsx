import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { act, render } from '@testing-library/react';
import { createTheme, getContrastRatio, ThemeProvider } from '@mui/material/styles';
import { DataGrid, type GridApi, type GridRowClassNameParams } from '@mui/x-data-grid';
import { expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import StatusRowColors from './demos/StatusRowColors';
import StripedRows from './demos/StripedRows';
import ValueBasedCells from './demos/ValueBasedCells';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const rows = [
  { id: 1, status: 'open', change: 2 },
  { id: 2, status: 'rejected', change: -1 },
  { id: 3, status: 'open', change: 0 },
];
const rowClass = (root: Element, id: number) => root.querySelector(`[role="row"][data-id="${id}"]`)!.className;

claim(
  '`getRowClassName(params)` is called for every rendered row and returns a class for it; `params.row` gives access to the data.',
  () => {
    const getRowClassName = vi.fn((params: GridRowClassNameParams) => `status-${params.row.status}`);
    const { container } = render(
      <DataGrid rows={rows} columns={[{ field: 'status' }]} getRowClassName={getRowClassName} />,
    );
    expect(new Set(getRowClassName.mock.calls.map(([params]) => params.id))).toEqual(new Set([1, 2, 3]));
    expect(rowClass(container, 2)).toContain('status-rejected');
  },
);

claim(
  '`params.indexRelativeToCurrentPage` is the position of the row among the displayed rows of the page, after sorting and filtering',
  () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    const stripe = (params: GridRowClassNameParams) =>
      [
        params.indexRelativeToCurrentPage % 2 ? 'odd' : 'even',
        params.isFirstVisible && 'first',
        params.isLastVisible && 'last',
      ]
        .filter(Boolean)
        .join(' ');
    const { container } = render(
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={[{ field: 'change', type: 'number' }]}
        getRowClassName={stripe}
        initialState={{ sorting: { sortModel: [{ field: 'change', sort: 'asc' }] } }}
      />,
    );
    // Sorted: 2, 3, 1.
    expect(
      [rowClass(container, 2), rowClass(container, 3), rowClass(container, 1)].map(
        (name) => name.match(/\b(even|odd)\b/)![1],
      ),
    ).toEqual(['even', 'odd', 'even']);
    expect(rowClass(container, 2)).toMatch(/\bfirst\b/);
    expect(rowClass(container, 1)).toMatch(/\blast\b/);
    act(() => apiRef.current.setFilterModel({ items: [{ field: 'change', operator: '>=', value: 0 }] }));
    expect(rowClass(container, 3)).toMatch(/\beven\b.*\bfirst\b/);
    expect(rowClass(container, 1)).toMatch(/\bodd\b/);
  },
);

claim(
  'For rules that span several columns, the grid-level `getCellClassName(params)` receives the `field` as well.',
  () => {
    const getCellClassName = vi.fn((params: { field: string }) => `cell-${params.field}`);
    const { container } = render(
      <DataGrid
        rows={rows}
        columns={[
          { field: 'status' },
          { field: 'change', cellClassName: ({ value }) => (Number(value) < 0 ? 'down' : 'up') },
        ]}
        getCellClassName={getCellClassName}
      />,
    );
    expect(new Set(getCellClassName.mock.calls.map(([params]) => params.field))).toEqual(new Set(['status', 'change']));
    const cell = container.querySelector('[role="row"][data-id="2"] [data-field="change"]')!;
    expect(cell.className).toMatch(/\bdown\b/);
    expect(cell.className).toMatch(/\bcell-change\b/);
  },
);

// Test files share a worker, and Emotion's default cache outlives the document of the file that first inserted a
// style: a fresh cache writes the grid's styles into this file's document, so computed styles can be read.
const withStyles = (ui: React.ReactElement) => (
  <CacheProvider value={createCache({ key: 'claims' })}>{ui}</CacheProvider>
);

claim("The grid's own hover and selected backgrounds are also set on the row", () => {
  const { container } = render(
    withStyles(<DataGrid rows={rows} columns={[{ field: 'status' }]} rowSelectionModel={[1]} />),
  );
  const row = container.querySelector('[role="row"][data-id="1"]')!;
  expect(row.classList.contains('Mui-selected')).toBe(true);
  const other = container.querySelector('[role="row"][data-id="2"]')!;
  // The selection background is the row's own: it differs from an unselected row's.
  expect(getComputedStyle(row).backgroundColor).not.toBe(getComputedStyle(other).backgroundColor);
});

const READS = {
  rejectedRow: [StatusRowColors, '[role="row"].status--rejected', 'backgroundColor'],
  oddRow: [StripedRows, '[role="row"].row--odd', 'backgroundColor'],
  upCell: [ValueBasedCells, '[role="gridcell"].change--up', 'color'],
  downCell: [ValueBasedCells, '[role="gridcell"].change--down', 'color'],
  heavyCell: [ValueBasedCells, '[role="gridcell"].weight--3', 'backgroundColor'],
} as const;
type Read = keyof typeof READS;
const styleCache = new Map<string, string | null>();
/** A computed style of the first element matching a read's selector, in its demo rendered in a light or dark theme. */
function demoStyle(read: Read, mode: 'light' | 'dark'): string | null {
  const [Demo] = READS[read];
  if (!styleCache.has(`${read}/${mode}`)) {
    const { container, unmount } = render(
      <ThemeProvider theme={createTheme({ palette: { mode } })}>
        <Demo />
      </ThemeProvider>,
    );
    // One render per demo and theme: read every style of that demo at once.
    for (const [name, [other, selector, property]] of Object.entries(READS)) {
      if (other !== Demo) continue;
      const element = container.querySelector(selector);
      styleCache.set(`${name}/${mode}`, element ? getComputedStyle(element)[property] : null);
    }
    unmount();
  }
  return styleCache.get(`${read}/${mode}`)!;
}

claim(
  'a callback returns a class name from the data, and the styles for that class live in one `sx` block (or your stylesheet), using theme colours so that dark mode keeps working.',
  () => {
    // Each demo: a class the callback derived from the data, styled in the demo's sx with a theme colour, so the
    // same class paints differently in the light and the dark theme.
    for (const read of ['rejectedRow', 'oddRow', 'upCell', 'heavyCell'] as const) {
      const light = demoStyle(read, 'light');
      const dark = demoStyle(read, 'dark');
      expect(light, read).toMatch(/^rgba?\(/);
      expect(dark, read).toMatch(/^rgba?\(/);
      expect(dark, read).not.toBe(light);
    }
  },
);

claim(
  'keep the meaning in the text too (the `+` sign, the percentage), and check the contrast of coloured text against the row background in both light and dark mode.',
  () => {
    const { container, unmount } = render(<ValueBasedCells />);
    const up = [...container.querySelectorAll('[role="gridcell"].change--up')];
    const down = [...container.querySelectorAll('[role="gridcell"].change--down')];
    expect(up.length).toBeGreaterThan(0);
    expect(down.length).toBeGreaterThan(0);
    // The sign is in the text, not only in the colour; the weights read as percentages.
    expect(up.every((cell) => cell.textContent!.startsWith('+'))).toBe(true);
    expect(down.every((cell) => cell.textContent!.startsWith('-'))).toBe(true);
    const weights = [...container.querySelectorAll('[role="gridcell"][data-field="weight"]')];
    expect(weights.every((cell) => /^\d+%$/.test(cell.textContent!))).toBe(true);
    unmount();
    // The demo picks darker text in light mode and lighter text in dark mode: both stay readable (WCAG AA, 4.5:1)
    // against the background of their theme.
    for (const mode of ['light', 'dark'] as const) {
      const background = createTheme({ palette: { mode } }).palette.background.default;
      for (const read of ['upCell', 'downCell'] as const) {
        expect(getContrastRatio(demoStyle(read, mode)!, background), `${mode} ${read}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  },
);
