import * as React from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import { DataGridPro, type GridApiPro, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import PinnedTotalsRow from './demos/PinnedTotalsRow';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const rows = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, name: `r${i + 1}`, n: i + 1 }));
const pinnedRows: GridPinnedRowsProp = {
  top: [{ id: 'top', name: 'zzz-top', n: 100 }],
  bottom: [{ id: 'bottom', name: 'aaa-bottom', n: -1 }],
};
const columns = [{ field: 'name' }, { field: 'n', type: 'number' as const }];
const ids = (root: Element, selector = '') =>
  [...root.querySelectorAll(`${selector} [role="row"][data-id]`)].map((row) => row.getAttribute('data-id'));

describe('pinned rows and the other features', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
  let root: HTMLElement;

  claim(
    '**Sorting and filtering** apply to the other rows only. A pinned row is never sorted or hidden by a filter.',
    () => {
      root = render(
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          pinnedRows={pinnedRows}
          checkboxSelection
          pagination
          pageSizeOptions={[2]}
          initialState={{
            pagination: { paginationModel: { pageSize: 2 } },
            sorting: { sortModel: [{ field: 'n', sort: 'desc' }] },
            filter: { filterModel: { items: [{ field: 'n', operator: '<', value: 5 }] } },
          }}
        />,
      ).container;
      expect(ids(root, '.MuiDataGrid-pinnedRows--top')).toEqual(['top']);
      expect(ids(root, '.MuiDataGrid-pinnedRows--bottom')).toEqual(['bottom']);
      expect(ids(root, '.MuiDataGrid-virtualScrollerRenderZone')).toEqual(['4', '3']);
    },
  );

  claim("**Pagination** ignores pinned rows: they appear on every page and don't count towards the page size.", () => {
    expect(root.querySelector('.MuiTablePagination-displayedRows')?.textContent).toBe('1–2 of 4');
    act(() => apiRef.current.setPage(1));
    expect(ids(root, '.MuiDataGrid-virtualScrollerRenderZone')).toEqual(['2', '1']);
    expect(ids(root, '.MuiDataGrid-pinnedRows--top')).toEqual(['top']);
    expect(ids(root, '.MuiDataGrid-pinnedRows--bottom')).toEqual(['bottom']);
  });

  claim("Pinned rows can't be selected.", () => {
    fireEvent.click(root.querySelector('[role="row"][data-id="top"] [data-field="name"]')!);
    expect(apiRef.current.getSelectedRows().size).toBe(0);
    expect(root.querySelector('[role="row"][data-id="top"] input[type="checkbox"]')).toBeNull();
  });

  claim(
    'CSV export includes them, the top ones before the other rows and the bottom ones after. When rows are selected, the export holds only the selected rows, so pinned rows are left out.',
    () => {
      const lines = apiRef.current.getDataAsCsv().split('\r\n');
      expect(lines[1]).toContain('zzz-top');
      expect(lines.at(-1)).toContain('aaa-bottom');
      act(() => apiRef.current.selectRow(2));
      const selected = apiRef.current.getDataAsCsv();
      expect(selected).toContain('r2');
      expect(selected).not.toMatch(/zzz-top|aaa-bottom/);
    },
  );

  claim(
    'The pinned area carries the `MuiDataGrid-pinnedRows--bottom` class (and `MuiDataGrid-pinnedRows--top` at the top)',
    () => {
      expect(root.querySelector('.MuiDataGrid-pinnedRows--bottom [role="row"][data-id="bottom"]')).not.toBeNull();
      expect(root.querySelector('.MuiDataGrid-pinnedRows--top [role="row"][data-id="top"]')).not.toBeNull();
    },
  );

  claim(
    'From code, `apiRef.current.unstable_setPinnedRows(pinnedRows)` replaces the pinned rows without going through the prop.',
    () => {
      act(() => apiRef.current.unstable_setPinnedRows({ top: [{ id: 'other', name: 'other', n: 0 }] }));
      expect(ids(root, '.MuiDataGrid-pinnedRows--top')).toEqual(['other']);
      expect(root.querySelector('.MuiDataGrid-pinnedRows--bottom [role="row"]')).toBeNull();
    },
  );
});

describe('things to know', () => {
  claim('Pinned rows go through `getRowId` like other rows', () => {
    const { container } = render(
      <DataGridPro
        rows={[{ code: 'a', n: 1 }]}
        columns={columns}
        getRowId={(row) => row.code}
        pinnedRows={{ top: [{ code: 'pin', n: 2 }] }}
      />,
    );
    expect(ids(container, '.MuiDataGrid-pinnedRows--top')).toEqual(['pin']);
  });

  claim('Pinned rows follow `rowHeight`, `getRowHeight` and density like other rows.', () => {
    const { container } = render(
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} rowHeight={40} density="compact" />,
    );
    const height = (id: string) =>
      (container.querySelector(`[role="row"][data-id="${id}"]`) as HTMLElement).style.minHeight;
    expect([height('top'), height('1')]).toEqual(['28px', '28px']);
  });

  claim(
    "Rows can't be dropped onto pinned rows: [row ordering](/x/react-data-grid/row-ordering/) rearranges the other rows only.",
    () => {
      const { container } = render(<DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} rowReordering />);
      const handle = (id: string) =>
        container.querySelector(`[role="row"][data-id="${id}"] .MuiDataGrid-rowReorderCell`) as HTMLElement | null;
      const dataTransfer = { dropEffect: 'move', setData: () => {}, setDragImage: () => {} };
      fireEvent.dragStart(handle('3')!, { dataTransfer });
      const pinnedHandle = handle('top');
      if (pinnedHandle) fireEvent.dragOver(pinnedHandle, { dataTransfer, clientY: 10 });
      fireEvent.dragEnd(handle('3')!, { dataTransfer });
      expect(ids(container, '.MuiDataGrid-virtualScrollerRenderZone')).toEqual(['1', '2', '3', '4', '5', '6']);
      expect(ids(container, '.MuiDataGrid-pinnedRows--top')).toEqual(['top']);
    },
  );
});

describe('pinning data rows and layout', () => {
  claim('a row should appear in only one of the two', () => {
    const { container, rerender } = render(
      <DataGridPro rows={rows.slice(1, 3)} columns={columns} pinnedRows={{ top: [rows[0]!] }} />,
    );
    expect(ids(container, '.MuiDataGrid-pinnedRows--top')).toEqual(['1']);
    expect(ids(container, '.MuiDataGrid-virtualScrollerRenderZone')).toEqual(['2', '3']);
    // Left in both, the row is shown once, pinned; its id belongs to the pinned row and the body drops it silently.
    rerender(<DataGridPro rows={rows.slice(0, 3)} columns={columns} pinnedRows={{ top: [rows[0]!] }} />);
    expect(ids(container, '.MuiDataGrid-pinnedRows--top')).toEqual(['1']);
    expect(ids(container, '.MuiDataGrid-virtualScrollerRenderZone')).toEqual(['2', '3']);
  });

  claim('Pinned rows are always visible, so they take space from the scrollable area.', () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
    const { rerender } = render(<DataGridPro apiRef={apiRef} rows={rows} columns={columns} />);
    const plain = { ...apiRef.current.state.dimensions };
    rerender(<DataGridPro apiRef={apiRef} rows={rows} columns={columns} pinnedRows={pinnedRows} />);
    const pinned = apiRef.current.state.dimensions;
    expect(pinned.topContainerHeight - plain.topContainerHeight).toBe(52);
    expect(pinned.bottomContainerHeight - plain.bottomContainerHeight).toBe(52);
  });

  claim('the demo lets the label cover the empty columns with a `colSpan` function that checks the flag.', () => {
    const { container } = render(<PinnedTotalsRow />);
    const total = container.querySelector('.MuiDataGrid-pinnedRows--bottom [role="row"][data-id="total"]')!;
    const title = total.querySelector('[data-field="title"]')!;
    expect(title.getAttribute('aria-colspan')).toBe('3');
    expect(title.textContent).toMatch(/^Total for \d+ films$/);
    expect(total.querySelector('[data-field="year"]')).toBeNull();
    expect(total.querySelector('[data-field="company"]')).toBeNull();
    expect(total.querySelector('[data-field="gross"]')?.textContent).toMatch(/ bn$/);
    const film = container.querySelector('.MuiDataGrid-virtualScrollerRenderZone [role="row"][data-id]')!;
    expect(film.querySelector('[data-field="title"]')?.getAttribute('aria-colspan')).toBe('1');
    expect(film.querySelector('[data-field="year"]')).not.toBeNull();
  });
});

describe('pinned rows and the rebuild of rows', () => {
  claim('each new object makes the grid rebuild its rows, with sorting and filtering, again', () => {
    const sortComparator = vi.fn((a: number, b: number) => a - b);
    const filter = vi.fn(() => true);
    const sortedColumns = [
      { ...columns[1]!, sortComparator, filterOperators: [{ value: 'any', getApplyFilterFn: () => filter }] },
    ];
    const sortModel = [{ field: 'n', sort: 'asc' as const }];
    const filterModel = { items: [{ field: 'n', operator: 'any', value: 1 }] };
    const grid = (pinned: GridPinnedRowsProp) => (
      <DataGridPro
        autoHeight
        rows={rows}
        columns={sortedColumns}
        pinnedRows={pinned}
        sortModel={sortModel}
        filterModel={filterModel}
      />
    );
    const { rerender, unmount } = render(grid(pinnedRows));
    const counts = () => [sortComparator.mock.calls.length, filter.mock.calls.length];
    const before = counts();
    rerender(grid(pinnedRows));
    expect(counts()).toEqual(before);
    rerender(grid({ ...pinnedRows }));
    expect(counts()[0]).toBeGreaterThan(before[0]!);
    expect(counts()[1]).toBeGreaterThan(before[1]!);
    unmount();
  });

  claim('Pinned rows take no part in selection, row grouping, tree data, row ordering or master detail.', () => {
    // Row grouping is Premium; tree data stands for the two, since both build the same row tree.
    const { container, unmount } = render(
      <DataGridPro
        autoHeight
        treeData
        getTreeDataPath={(row) => row.path}
        defaultGroupingExpansionDepth={-1}
        rows={[
          { id: 1, path: ['a'], n: 1 },
          { id: 2, path: ['a', 'b'], n: 2 },
        ]}
        columns={[{ field: 'n' }]}
        pinnedRows={{ top: [{ id: 'pin', path: ['a', 'pin'], n: 0 }] }}
        checkboxSelection
        rowReordering
        getDetailPanelContent={() => <div>panel</div>}
      />,
    );
    const pinned = container.querySelector('[role="row"][data-id="pin"]')!;
    expect(pinned.querySelector('input[type="checkbox"]')).toBeNull();
    expect(pinned.querySelector('.MuiDataGrid-rowReorderCell')).toBeNull();
    expect((pinned.querySelector('[data-field="__detail_panel_toggle__"] button') as HTMLButtonElement).disabled).toBe(
      true,
    );
    // Its path names group "a", but the pinned row is not put under it: "a" keeps its one child.
    expect(pinned.closest('.MuiDataGrid-pinnedRows--top')).not.toBeNull();
    expect(container.querySelector('[role="row"][data-id="1"]')!.textContent).toContain('(1)');
    unmount();
  });
});
