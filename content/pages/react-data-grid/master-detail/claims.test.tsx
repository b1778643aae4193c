import { act, fireEvent, render } from '@testing-library/react';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  useGridApiContext,
  type GridApiPro,
  type GridRenderCellParams,
  type GridRowId,
} from '@mui/x-data-grid-pro';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { newGridApiRef } from '@/claims/newGridApiRef';
import ControlledDetailPanels from './demos/ControlledDetailPanels';

describe('the visible width for a detail panel', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
  beforeAll(async () => {
    render(
      <DataGridPro
        apiRef={apiRef}
        scrollbarSize={15}
        rows={Array.from({ length: 20 }, (_, id) => ({ id }))}
        columns={[{ field: 'id', width: 100 }, ...['a', 'b', 'c'].map((field) => ({ field, width: 300 }))]}
        initialState={{ pinnedColumns: { left: ['id'] } }}
        getDetailPanelContent={() => <div>detail</div>}
      />,
    );
    // jsdom measures nothing: give the grid the size a 500 × 300 px container would report. Its 20 rows are taller
    // than that, so it has a vertical scrollbar.
    // The grid sized itself (0 × 0) on mount, so a new size waits for `resizeThrottleMs` (60 ms).
    await act(async () => {
      apiRef.current.publishEvent('resize', { width: 500, height: 300 });
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
  });

  claim(
    'That width is `viewportInnerSize.width` plus the widths of the pinned columns; `viewportOuterSize.width` also counts the vertical scrollbar.',
    () => {
      const { viewportInnerSize, viewportOuterSize, hasScrollY, leftPinnedWidth } = apiRef.current.getRootDimensions();
      expect(hasScrollY).toBe(true);
      // 500 px wide, 15 px of it the scrollbar: 485 px of columns are visible, 100 px of them pinned.
      expect(viewportOuterSize.width).toBe(500);
      expect([viewportInnerSize.width, leftPinnedWidth]).toEqual([385, 100]);
    },
  );
});

describe('detail panels', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
  const contentCalls: GridRowId[] = [];
  const onExpandedChange = vi.fn();
  let grid: Element;
  const rows = [1, 2, 3].map((id) => ({ id, name: `Desk ${id}` }));
  beforeAll(() => {
    grid = render(
      <div>
        <div id="main">
          <DataGridPro
            apiRef={apiRef}
            autoHeight
            rows={rows}
            columns={[{ field: 'name' }]}
            getDetailPanelContent={({ id }) => {
              contentCalls.push(id);
              return id === 3 ? null : <div className="panel">Trades of {id}</div>;
            }}
            onDetailPanelExpandedRowIdsChange={onExpandedChange}
          />
        </div>
        <div id="hidden-toggle">
          <DataGridPro
            autoHeight
            rows={rows}
            columns={[{ field: 'name' }]}
            getDetailPanelContent={() => <div />}
            initialState={{ columns: { columnVisibilityModel: { [GRID_DETAIL_PANEL_TOGGLE_FIELD]: false } } }}
          />
        </div>
      </div>,
    ).container;
  });
  const toggle = (id: number) =>
    grid.querySelector(
      `#main [data-id="${id}"] [data-field="${GRID_DETAIL_PANEL_TOGGLE_FIELD}"] button`,
    ) as HTMLButtonElement;

  claim('As soon as it is set, the grid adds a toggle column at the start.', () => {
    const fields = [...grid.querySelectorAll('#main [role="columnheader"]')].map((header) =>
      header.getAttribute('data-field'),
    );
    expect(fields).toEqual([GRID_DETAIL_PANEL_TOGGLE_FIELD, 'name']);
  });

  claim('inside the panel component, which only renders when the panel opens', () => {
    expect(grid.querySelectorAll('#main .panel')).toHaveLength(0);
    expect(grid.querySelectorAll('#main [role="row"][data-id]').length).toBe(3);
  });

  claim('The grid calls both functions for every row, not only for expanded ones', () => {
    expect(grid.querySelectorAll('#main .panel')).toHaveLength(0);
    expect(new Set(contentCalls)).toEqual(new Set([1, 2, 3]));
  });

  claim('If you leave it out, every panel is 500 pixels tall.', () => {
    fireEvent.click(toggle(1));
    const panel = grid.querySelector('#main .MuiDataGrid-detailPanel') as HTMLElement;
    expect(panel.textContent).toBe('Trades of 1');
    expect(panel.style.height).toBe('500px');
  });

  claim(
    '`onDetailPanelExpandedRowIdsChange` only reports the change, and it fires for API calls and toggle clicks alike',
    () => {
      expect(onExpandedChange).toHaveBeenLastCalledWith([1], expect.anything());
      act(() => apiRef.current.toggleDetailPanel(2));
      expect(onExpandedChange).toHaveBeenLastCalledWith([1, 2], expect.anything());
      expect(grid.querySelectorAll('#main .panel')).toHaveLength(2);
    },
  );

  claim('Their toggle button is disabled, and `toggleDetailPanel` ignores them.', () => {
    expect(toggle(3).disabled).toBe(true);
    const calls = onExpandedChange.mock.calls.length;
    act(() => apiRef.current.toggleDetailPanel(3));
    expect(onExpandedChange.mock.calls.length).toBe(calls);
    expect(apiRef.current.getExpandedDetailPanels()).toEqual([1, 2]);
  });

  claim('`setExpandedDetailPanels` to open or close every panel at once', () => {
    act(() => apiRef.current.setExpandedDetailPanels([]));
    expect(grid.querySelectorAll('#main .panel')).toHaveLength(0);
  });

  claim(
    'hide it with `columnVisibilityModel` or `initialState.columns.columnVisibilityModel`, keyed by `GRID_DETAIL_PANEL_TOGGLE_FIELD`',
    () => {
      const fields = [...grid.querySelectorAll('#hidden-toggle [role="columnheader"]')].map((header) =>
        header.getAttribute('data-field'),
      );
      expect(fields).toEqual(['name']);
    },
  );
});

describe('controlled panels', () => {
  claim(
    'To control them at all times, pass `detailPanelExpandedRowIds` with `onDetailPanelExpandedRowIdsChange`',
    () => {
      const onChange = vi.fn();
      const { container } = render(
        <DataGridPro
          autoHeight
          rows={[{ id: 1 }, { id: 2 }]}
          columns={[{ field: 'id' }]}
          getDetailPanelContent={() => <div className="panel" />}
          detailPanelExpandedRowIds={[2]}
          onDetailPanelExpandedRowIdsChange={onChange}
        />,
      );
      expect(container.querySelectorAll('.panel')).toHaveLength(1);
      fireEvent.click(
        container.querySelector(`[data-id="1"] [data-field="${GRID_DETAIL_PANEL_TOGGLE_FIELD}"] button`)!,
      );
      expect(onChange).toHaveBeenCalledWith([2, 1], expect.anything());
      // Controlled: nothing opens until the parent passes the new IDs.
      expect(container.querySelectorAll('.panel')).toHaveLength(1);
    },
  );
});

describe('panels, pages and the one-at-a-time demo', () => {
  claim('The demo uses the controlled props to allow only one open panel at a time', () => {
    const { container } = render(<ControlledDetailPanels />);
    const toggles = container.querySelectorAll(`[data-field="${GRID_DETAIL_PANEL_TOGGLE_FIELD}"] button`);
    fireEvent.click(toggles[0]!);
    fireEvent.click(toggles[1]!);
    // The panel left open is the second row's, the one opened last.
    const panels = container.querySelectorAll('.MuiDataGrid-detailPanel');
    expect(panels).toHaveLength(1);
    const secondRow = toggles[1]!.closest('[role="row"]')!;
    expect(secondRow.nextElementSibling).toBe(panels[0]);
  });

  claim(
    'a panel is only rendered while its row is on the current page, and it stays open when the user comes back to that page',
    () => {
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
      const { container } = render(
        <DataGridPro
          apiRef={apiRef}
          autoHeight
          pagination
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 1 } } }}
          pageSizeOptions={[1]}
          rows={[{ id: 1 }, { id: 2 }]}
          columns={[{ field: 'id' }]}
          getDetailPanelContent={({ id }) => <div className="page-panel">{id}</div>}
        />,
      );
      act(() => apiRef.current.toggleDetailPanel(1));
      expect(container.querySelectorAll('.page-panel')).toHaveLength(1);
      act(() => apiRef.current.setPage(1));
      expect(container.querySelectorAll('.page-panel')).toHaveLength(0);
      act(() => apiRef.current.setPage(0));
      expect(container.querySelector('.page-panel')?.textContent).toBe('1');
    },
  );
});

describe('the toggle cell', () => {
  const rows = [{ id: 1, name: 'Desk 1' }];
  /** A grid whose toggle column draws `cell`, and the toggle cell of its row. */
  function renderToggle(renderCell?: (params: GridRenderCellParams) => React.ReactNode) {
    const apiRef = newGridApiRef<GridApiPro>();
    const { container, unmount } = render(
      <DataGridPro
        apiRef={apiRef}
        autoHeight
        rows={rows}
        columns={[{ field: 'name' }, { ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, ...(renderCell ? { renderCell } : {}) }]}
        getDetailPanelContent={() => <div>panel</div>}
        getDetailPanelHeight={() => 50}
      />,
    );
    const cell = container.querySelector(`[data-id="1"] [data-field="${GRID_DETAIL_PANEL_TOGGLE_FIELD}"]`)!;
    return { apiRef, cell, unmount };
  }

  claim('Users toggle panels by clicking the button or by pressing :kbd[Space] on the toggle cell.', () => {
    const { apiRef, cell, unmount } = renderToggle();
    fireEvent.click(cell.querySelector('button')!);
    expect(apiRef.current.getExpandedDetailPanels()).toEqual([1]);
    fireEvent.keyDown(cell, { key: ' ' });
    expect(apiRef.current.getExpandedDetailPanels()).toEqual([]);
    unmount();
  });

  claim(
    "A click on anything the toggle cell renders (not on the cell's own padding) opens or closes the panel, so a custom cell's button needs no `onClick`: one that calls `toggleDetailPanel` toggles the panel twice and leaves it as it was.",
    () => {
      const plain = renderToggle(() => <span>details</span>);
      fireEvent.click(plain.cell);
      expect(plain.apiRef.current.getExpandedDetailPanels()).toEqual([]);
      fireEvent.click(plain.cell.querySelector('span')!);
      expect(plain.apiRef.current.getExpandedDetailPanels()).toEqual([1]);
      plain.unmount();

      function ButtonWithClick({ id }: GridRenderCellParams) {
        const apiRef = useGridApiContext();
        return <button onClick={() => apiRef.current.toggleDetailPanel(id)}>open</button>;
      }
      const doubled = renderToggle((params) => <ButtonWithClick {...params} />);
      const onChange = vi.fn();
      doubled.apiRef.current.subscribeEvent('detailPanelsExpandedRowIdsChange', onChange);
      fireEvent.click(doubled.cell.querySelector('button')!);
      expect(onChange.mock.calls.map(([ids]) => ids)).toEqual([[1], []]);
      expect(doubled.apiRef.current.getExpandedDetailPanels()).toEqual([]);
      doubled.unmount();
    },
  );

  claim(
    'The panel container has the `MuiDataGrid-detailPanel` class, and a row whose panel is open has `MuiDataGrid-row--detailPanelExpanded`.',
    () => {
      const { apiRef, cell, unmount } = renderToggle();
      const row = cell.closest('[role="row"]')!;
      expect(row.classList.contains('MuiDataGrid-row--detailPanelExpanded')).toBe(false);
      act(() => apiRef.current.toggleDetailPanel(1));
      expect(row.classList.contains('MuiDataGrid-row--detailPanelExpanded')).toBe(true);
      expect(row.closest('.MuiDataGrid-root')!.querySelector('.MuiDataGrid-detailPanel')?.textContent).toBe('panel');
      unmount();
    },
  );
});
