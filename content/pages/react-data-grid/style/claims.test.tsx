import * as React from 'react';
import { render } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { DataGrid, type GridApi } from '@mui/x-data-grid';
import { expect, vi } from 'vitest';
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
