import * as React from 'react';
import { act, fireEvent, render } from '@testing-library/react';

// Before the grid's modules load, give it a 600 × 400 px viewport in jsdom, so it virtualises as in a browser of that
// size (52 px rows under a 56 px header).
await vi.hoisted(async () => (await import('@/claims/fakeGridViewport')).fakeGridViewport({ width: 600, height: 400 }));
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { DataGrid, type GridApi } from '@mui/x-data-grid';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const rows = [
  { id: 1, name: 'a', n: 1, ok: true },
  { id: 2, name: 'b', n: -2, ok: false },
];
const cell = (root: Element, id: number, field: string) =>
  root.querySelector(`[role="row"][data-id="${id}"] [data-field="${field}"]`) as HTMLElement;
const header = (root: Element, field: string) =>
  root.querySelector(`[role="columnheader"][data-field="${field}"]`) as HTMLElement;

claim(
  '`cellClassName` on a column definition: a string for every cell of that column, or a function of `GridCellParams` for data-driven classes.',
  () => {
    const { container } = render(
      <DataGrid
        rows={rows}
        columns={[
          { field: 'name', cellClassName: 'plain' },
          { field: 'n', cellClassName: ({ value }) => (Number(value) < 0 ? 'neg' : 'pos') },
        ]}
      />,
    );
    expect([
      cell(container, 1, 'name').classList.contains('plain'),
      cell(container, 2, 'name').classList.contains('plain'),
    ]).toEqual([true, true]);
    expect([
      cell(container, 1, 'n').classList.contains('pos'),
      cell(container, 2, 'n').classList.contains('neg'),
    ]).toEqual([true, true]);
  },
);

claim(
  '`getCellClassName` on the grid: called for every cell of every column, useful for a rule that spans several columns.',
  () => {
    const getCellClassName = vi.fn(({ field, id }: { field: string; id: unknown }) => `c-${field}-${String(id)}`);
    const { container } = render(
      <DataGrid rows={rows} columns={[{ field: 'name' }, { field: 'n' }]} getCellClassName={getCellClassName} />,
    );
    const seen = new Set(getCellClassName.mock.calls.map(([params]) => `${params.field}/${String(params.id)}`));
    expect(seen).toEqual(new Set(['name/1', 'name/2', 'n/1', 'n/2']));
    expect(cell(container, 2, 'n').classList.contains('c-n-2')).toBe(true);
  },
);

claim(
  'Number columns default to right alignment for both, boolean and actions columns to centre, and other types to left.',
  () => {
    const { container } = render(
      <DataGrid
        rows={rows}
        columns={[
          { field: 'name' },
          { field: 'n', type: 'number' },
          { field: 'ok', type: 'boolean' },
          { field: 'act', type: 'actions', getActions: () => [] },
        ]}
      />,
    );
    expect(cell(container, 1, 'n').className).toContain('MuiDataGrid-cell--textRight');
    expect(header(container, 'n').className).toContain('MuiDataGrid-columnHeader--alignRight');
    expect(cell(container, 1, 'ok').className).toContain('MuiDataGrid-cell--textCenter');
    expect(header(container, 'ok').className).toContain('MuiDataGrid-columnHeader--alignCenter');
    expect(cell(container, 1, 'act').className).toContain('MuiDataGrid-cell--textCenter');
    expect(cell(container, 1, 'name').className).toContain('MuiDataGrid-cell--textLeft');
    expect(header(container, 'name').className).not.toMatch(/alignRight|alignCenter/);
  },
);

claim(
  "`getRowSpacing` adds vertical space around rows; `rowSpacingType` chooses whether that space is applied as `'margin'` (the default) or `'border'`.",
  () => {
    const spacing = () => ({ top: 4, bottom: 4 });
    const { container, rerender } = render(
      <DataGrid rows={rows} columns={[{ field: 'name' }]} getRowSpacing={spacing} />,
    );
    const row = () => container.querySelector('[role="row"][data-id="1"]') as HTMLElement;
    expect([row().style.marginTop, row().style.borderTopWidth]).toEqual(['4px', '']);
    rerender(<DataGrid rows={rows} columns={[{ field: 'name' }]} getRowSpacing={spacing} rowSpacingType="border" />);
    expect([row().style.marginTop, row().style.borderTopWidth]).toEqual(['', '4px']);
  },
);

claim('`defaultProps` sets default prop values such as `density`.', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const theme = createTheme({ components: { MuiDataGrid: { defaultProps: { density: 'compact' } } } });
  render(
    <ThemeProvider theme={theme}>
      <DataGrid apiRef={apiRef} rows={rows} columns={[{ field: 'name' }]} />
    </ThemeProvider>,
  );
  expect(apiRef.current.state.density).toBe('compact');
  expect(apiRef.current.unstable_getRowHeight(1)).toBe(36);
});

claim("Those classes are added next to the default ones; they don't replace them.", () => {
  const { container } = render(
    <DataGrid rows={rows} columns={[{ field: 'name' }]} classes={{ root: 'my-root', cell: 'my-cell' }} />,
  );
  const root = container.querySelector('.MuiDataGrid-root')!;
  expect(root.classList.contains('my-root')).toBe(true);
  const first = cell(container, 1, 'name');
  expect([first.classList.contains('MuiDataGrid-cell'), first.classList.contains('my-cell')]).toEqual([true, true]);
});

/** The CSS Emotion injected into the document, where the grid's styles and theme overrides end up. */
const injectedCss = () =>
  [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n') +
  [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');

claim('Every method works the same way on `DataGrid`, `DataGridPro` and `DataGridPremium`.', () => {
  for (const Grid of [DataGrid, DataGridPro, DataGridPremium]) {
    const { container, unmount } = render(
      <Grid
        rows={rows}
        columns={[{ field: 'name', cellClassName: 'col-class', headerClassName: 'head-class' }]}
        getRowClassName={({ id }) => `row-${String(id)}`}
        getCellClassName={({ id }) => `cell-${String(id)}`}
        classes={{ root: 'my-root' }}
      />,
    );
    expect(container.querySelector('.MuiDataGrid-root')!.classList.contains('my-root')).toBe(true);
    expect(container.querySelector('[role="row"][data-id="2"]')!.classList.contains('row-2')).toBe(true);
    expect([...cell(container, 2, 'name').classList]).toEqual(expect.arrayContaining(['col-class', 'cell-2']));
    expect(header(container, 'name').classList.contains('head-class')).toBe(true);
    unmount();
  }
});

claim('Keep these functions cheap: they run for every cell on every render of the visible rows.', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const getCellClassName = vi.fn((_params: { field: string; id: unknown }) => '');
  render(
    <DataGrid
      apiRef={apiRef}
      rows={rows}
      columns={[{ field: 'name' }, { field: 'n' }]}
      getCellClassName={getCellClassName}
    />,
  );
  const calls = getCellClassName.mock.calls.length;
  expect(calls).toBeGreaterThanOrEqual(4);
  // Updating one value renders its row again: every cell of the row is asked again, not only the changed one.
  act(() => apiRef.current.updateRows([{ id: 1, n: 5 }]));
  const again = getCellClassName.mock.calls.slice(calls).map(([params]) => `${params.field}/${String(params.id)}`);
  expect(new Set(again)).toEqual(new Set(['name/1', 'n/1']));
});

claim(
  "Their defaults can also come from the theme: `theme.mixins.MuiDataGrid.pinnedBackground` always, and `theme.mixins.MuiDataGrid.containerBackground` in themes that don't use CSS variables",
  () => {
    const mixins = { MuiDataGrid: { containerBackground: 'rgb(1, 2, 3)', pinnedBackground: 'rgb(4, 5, 6)' } };
    const plain = render(
      <ThemeProvider theme={createTheme({ mixins })}>
        <DataGrid rows={rows} columns={[{ field: 'name' }]} />
      </ThemeProvider>,
    );
    expect(injectedCss()).toMatch(/--DataGrid-containerBackground:\s*rgb\(1, 2, 3\)/);
    expect(injectedCss()).toMatch(/--DataGrid-pinnedBackground:\s*rgb\(4, 5, 6\)/);
    plain.unmount();
    const withVariables = render(
      <ThemeProvider
        theme={createTheme({
          cssVariables: true,
          mixins: { MuiDataGrid: { containerBackground: 'rgb(7, 8, 9)', pinnedBackground: 'rgb(10, 11, 12)' } },
        })}
      >
        <DataGrid rows={rows} columns={[{ field: 'name' }]} />
      </ThemeProvider>,
    );
    const css = injectedCss();
    // "with CSS variables, the container background is the palette's default background"
    expect(css).not.toMatch(/rgb\(7, 8, 9\)/);
    expect(css).toMatch(/--DataGrid-containerBackground:\s*var\(--mui-palette-background-default/);
    expect(css).toMatch(/--DataGrid-pinnedBackground:\s*rgb\(10, 11, 12\)/);
    withVariables.unmount();
  },
);

claim("To change every grid, add a `MuiDataGrid` entry to the theme's `components`.", () => {
  const apiRefs = [0, 1].map(() => ({ current: null }) as unknown as React.MutableRefObject<GridApi>);
  const theme = createTheme({
    components: {
      MuiDataGrid: {
        defaultProps: { density: 'comfortable' },
        styleOverrides: { root: { outline: '3px solid rgb(13, 14, 15)' } },
      },
    },
  });
  const { container } = render(
    <ThemeProvider theme={theme}>
      <DataGrid apiRef={apiRefs[0]} rows={rows} columns={[{ field: 'name' }]} />
      <DataGridPro apiRef={apiRefs[1] as never} rows={rows} columns={[{ field: 'name' }]} />
    </ThemeProvider>,
  );
  expect(apiRefs.map((apiRef) => apiRef.current.state.density)).toEqual(['comfortable', 'comfortable']);
  const roots = [...container.querySelectorAll('.MuiDataGrid-root')];
  expect(roots).toHaveLength(2);
  expect(roots.map((root) => getComputedStyle(root).outline)).toEqual([
    '3px solid rgb(13, 14, 15)',
    '3px solid rgb(13, 14, 15)',
  ]);
});

claim('Change every grid in the application', () => {
  const theme = createTheme({ components: { MuiDataGrid: { defaultProps: { hideFooter: true } } } });
  const { container } = render(
    <ThemeProvider theme={theme}>
      <DataGrid rows={rows} columns={[{ field: 'name' }]} />
      <DataGridPremium rows={rows} columns={[{ field: 'name' }]} />
    </ThemeProvider>,
  );
  expect(container.querySelectorAll('.MuiDataGrid-root')).toHaveLength(2);
  expect(container.querySelectorAll('.MuiDataGrid-footerContainer')).toHaveLength(0);
});

describe('virtualised rows', () => {
  const many = Array.from({ length: 60 }, (_, index) => ({ id: index + 1, name: `r${index + 1}` }));
  let container: HTMLElement;
  const rendered = () => [...container.querySelectorAll('[role="row"][data-rowindex]')];

  claim('Rows are virtualised: only the rows in view exist in the DOM.', async () => {
    container = render(<DataGrid rows={many} columns={[{ field: 'name' }]} hideFooter />).container;
    expect(rendered().length).toBeGreaterThan(5);
    expect(rendered().length).toBeLessThan(20);
    expect(container.querySelector('[role="row"][data-id="40"]')).toBeNull();
    const scroller = container.querySelector('.MuiDataGrid-virtualScroller') as HTMLElement;
    Object.defineProperty(scroller, 'scrollTop', { value: 35 * 52, configurable: true, writable: true });
    fireEvent.scroll(scroller);
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(container.querySelector('[role="row"][data-id="40"]')).not.toBeNull();
    expect(container.querySelector('[role="row"][data-id="1"]')).toBeNull();
  });

  claim('Style rows through classes, not through `:nth-child`, which would count only the rendered rows.', () => {
    // Scrolled down, the first row in the DOM is not the first row of the data: `:nth-child(1)` lands on it.
    const first = rendered()[0]!;
    expect(Number(first.getAttribute('data-rowindex'))).toBeGreaterThan(0);
    expect(first.matches('.MuiDataGrid-row:nth-child(1)')).toBe(true);
    const odd = rendered().filter((row) => row.matches('.MuiDataGrid-row:nth-child(odd)'));
    // Parity by DOM position and by row index disagree once an odd number of rows scrolled out.
    const shift = Number(first.getAttribute('data-rowindex'));
    expect(odd.every((row) => (Number(row.getAttribute('data-rowindex')) - shift) % 2 === 0)).toBe(true);
  });
});
