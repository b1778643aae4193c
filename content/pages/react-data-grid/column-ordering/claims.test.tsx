import * as React from 'react';
import { act, fireEvent, render, within } from '@testing-library/react';
import type { GridColDef } from '@mui/x-data-grid';
import { DataGridPro, type GridApiPro, type DataGridProProps } from '@mui/x-data-grid-pro';
import { describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import { newGridApiRef } from '@/claims/newGridApiRef';
import ColumnOrderChangeLog from './demos/ColumnOrderChangeLog';
import DisableColumnReorder from './demos/DisableColumnReorder';
import SaveColumnOrder from './demos/SaveColumnOrder';

// jsdom has no DragEvent, so Testing Library would build plain events without the pointer position the grid reads.
if (!('DragEvent' in window)) {
  Object.assign(window, { DragEvent: class DragEvent extends MouseEvent {} });
}

const rows = [{ id: 1, a: 'a', b: 'b', c: 'c', d: 'd' }];
const columns: GridColDef[] = [{ field: 'a' }, { field: 'b' }, { field: 'c' }, { field: 'd' }];

const headerFields = (grid: Element) =>
  [...grid.querySelectorAll('[role="columnheader"][data-field]')].map((header) => header.getAttribute('data-field'));
const draggable = (grid: Element, field: string) =>
  grid.querySelector(`[role="columnheader"][data-field="${field}"] .MuiDataGrid-columnHeaderDraggableContainer`)!;

/**
 * Drags a header over others, left to right by clientX, and ends the drag inside the grid (`move`) or outside it
 * (`none`, what the browser reports when the drop lands nowhere).
 */
function drag(grid: Element, field: string, over: string[], dropEffect: 'move' | 'none' = 'move') {
  act(() => {
    fireEvent.dragStart(draggable(grid, field), { dataTransfer: { effectAllowed: '', dropEffect: 'move' } });
  });
  over.forEach((target, step) => {
    act(() => {
      fireEvent.dragEnter(draggable(grid, target));
      fireEvent.dragOver(draggable(grid, target), { clientX: 100 + step * 50, clientY: 10 });
    });
  });
  act(() => {
    fireEvent.dragEnd(draggable(grid, field), { dataTransfer: { dropEffect } });
  });
}

function renderGrid(props: Partial<DataGridProProps> = {}) {
  const apiRef = newGridApiRef<GridApiPro>();
  const onColumnOrderChange = vi.fn();
  const view = render(
    <DataGridPro apiRef={apiRef} rows={rows} columns={columns} onColumnOrderChange={onColumnOrderChange} {...props} />,
  );
  return { apiRef, onColumnOrderChange, grid: view.container, unmount: view.unmount };
}

describe('drag and drop', () => {
  claim('Reordering is on by default in `DataGridPro`.', () => {
    const { grid, unmount } = renderGrid();
    drag(grid, 'a', ['b', 'c']);
    expect(headerFields(grid)).toEqual(['b', 'c', 'a', 'd']);
    unmount();
  });

  claim('The grid fires `onColumnOrderChange` (event `columnOrderChange`) once, when the user drops the column', () => {
    const { grid, onColumnOrderChange, apiRef, unmount } = renderGrid();
    const published = vi.fn();
    apiRef.current.subscribeEvent('columnOrderChange', published);
    act(() => {
      fireEvent.dragStart(draggable(grid, 'a'), { dataTransfer: { effectAllowed: '' } });
      fireEvent.dragOver(draggable(grid, 'b'), { clientX: 100, clientY: 10 });
      fireEvent.dragOver(draggable(grid, 'c'), { clientX: 150, clientY: 10 });
    });
    expect(onColumnOrderChange).not.toHaveBeenCalled();
    act(() => {
      fireEvent.dragEnd(draggable(grid, 'a'), { dataTransfer: { dropEffect: 'move' } });
    });
    expect(onColumnOrderChange).toHaveBeenCalledTimes(1);
    expect(published).toHaveBeenCalledTimes(1);
    const params = onColumnOrderChange.mock.calls[0]![0];
    expect([params.column.field, params.oldIndex, params.targetIndex]).toEqual(['a', 0, 2]);
    unmount();
  });

  claim('Its position before the drag, counted among all columns (hidden ones included)', () => {
    const { grid, onColumnOrderChange, unmount } = renderGrid({
      initialState: { columns: { columnVisibilityModel: { a: false } } },
    });
    drag(grid, 'b', ['c', 'd']);
    const params = onColumnOrderChange.mock.calls[0]![0];
    expect([params.column.field, params.oldIndex, params.targetIndex]).toEqual(['b', 1, 3]);
    unmount();
  });

  claim(
    'the drag itself publishes `columnHeaderDragStart`, `columnHeaderDragEnter`, `columnHeaderDragOver` and `columnHeaderDragEnd`',
    () => {
      const { grid, apiRef, unmount } = renderGrid();
      const seen: string[] = [];
      for (const name of [
        'columnHeaderDragStart',
        'columnHeaderDragEnter',
        'columnHeaderDragOver',
        'columnHeaderDragEnd',
      ] as const) {
        apiRef.current.subscribeEvent(name, () => {
          seen.push(name);
        });
      }
      drag(grid, 'a', ['b']);
      expect(seen).toEqual([
        'columnHeaderDragStart',
        'columnHeaderDragEnter',
        'columnHeaderDragOver',
        'columnHeaderDragEnd',
      ]);
      unmount();
    },
  );

  claim('If the user releases the mouse outside the grid, the column goes back to where it started.', () => {
    const { grid, onColumnOrderChange, unmount } = renderGrid();
    drag(grid, 'a', ['b', 'c'], 'none');
    expect(headerFields(grid)).toEqual(['a', 'b', 'c', 'd']);
    expect(onColumnOrderChange).not.toHaveBeenCalled();
    unmount();
  });

  claim('Set `keepColumnPositionIfDraggedOutside` to keep the last position reached during the drag instead.', () => {
    const { grid, unmount } = renderGrid({ keepColumnPositionIfDraggedOutside: true });
    drag(grid, 'a', ['b', 'c'], 'none');
    expect(headerFields(grid)).toEqual(['b', 'c', 'a', 'd']);
    unmount();
  });
});

describe('locking', () => {
  claim('`disableColumnReorder` on the grid turns drag and drop off for every column.', () => {
    const { grid, unmount } = renderGrid({ disableColumnReorder: true });
    drag(grid, 'a', ['b', 'c']);
    drag(grid, 'd', ['c']);
    expect(headerFields(grid)).toEqual(['a', 'b', 'c', 'd']);
    expect(draggable(grid, 'b').getAttribute('draggable')).toBe('false');
    unmount();
  });

  claim('`disableReorder: true` in a column definition stops users from dragging that column.', () => {
    const { grid, unmount } = renderGrid({ columns: [{ field: 'a', disableReorder: true }, ...columns.slice(1)] });
    drag(grid, 'a', ['b', 'c']);
    expect(headerFields(grid)).toEqual(['a', 'b', 'c', 'd']);
    unmount();
  });

  claim(
    'A locked column placed first or last also keeps its place at the edge, because no other column can be dropped beyond it.',
    () => {
      const { grid, unmount } = renderGrid({ columns: [{ field: 'a', disableReorder: true }, ...columns.slice(1)] });
      act(() => {
        fireEvent.dragStart(draggable(grid, 'c'), { dataTransfer: { effectAllowed: '' } });
        // From the right, moving left over b, then over the locked a.
        fireEvent.dragOver(draggable(grid, 'd'), { clientX: 300, clientY: 10 });
        fireEvent.dragOver(draggable(grid, 'b'), { clientX: 200, clientY: 10 });
        fireEvent.dragOver(draggable(grid, 'a'), { clientX: 100, clientY: 10 });
        fireEvent.dragEnd(draggable(grid, 'c'), { dataTransfer: { dropEffect: 'move' } });
      });
      expect(headerFields(grid)).toEqual(['a', 'c', 'b', 'd']);
      unmount();
    },
  );

  claim("Both only affect the user's drag and drop. Columns can still be moved from code.", () => {
    const { apiRef, grid, unmount } = renderGrid({
      disableColumnReorder: true,
      columns: [{ field: 'a', disableReorder: true }, ...columns.slice(1)],
    });
    act(() => apiRef.current.setColumnIndex('a', 3));
    expect(headerFields(grid)).toEqual(['b', 'c', 'd', 'a']);
    unmount();
  });

  claim('There are two switches:', () => {
    const { container, unmount } = render(<DisableColumnReorder />);
    const before = headerFields(container);
    drag(container, 'title', [before[1]!, before[2]!]);
    expect(headerFields(container)).toEqual(before);
    // Toggling disableColumnReorder locks the others too.
    act(() => {
      fireEvent.click(within(container).getByLabelText('disableColumnReorder'));
    });
    drag(container, before[1]!, [before[2]!, before[3]!]);
    expect(headerFields(container)).toEqual(before);
    unmount();
  });
});

describe('from code', () => {
  claim('pass `initialState.columns.orderedFields`, a list of fields', () => {
    const { grid, unmount } = renderGrid({ initialState: { columns: { orderedFields: ['c', 'a'] } } });
    expect(headerFields(grid)).toEqual(['c', 'a', 'b', 'd']);
    unmount();
  });

  claim(
    'Unlike a user drag, it ignores `disableReorder`, and it does not call `onColumnOrderChange`: that callback only reports moves made by the user.',
    () => {
      const { apiRef, grid, onColumnOrderChange, unmount } = renderGrid({
        columns: [{ field: 'a', disableReorder: true }, ...columns.slice(1)],
      });
      act(() => apiRef.current.setColumnIndex('a', 2));
      expect(headerFields(grid)).toEqual(['b', 'c', 'a', 'd']);
      expect(onColumnOrderChange).not.toHaveBeenCalled();
      unmount();
    },
  );

  claim('Read it with `apiRef.current.exportState()` (under `columns.orderedFields`)', () => {
    const { apiRef, grid, unmount } = renderGrid();
    act(() => apiRef.current.setColumnIndex('d', 0));
    const saved = apiRef.current.exportState().columns?.orderedFields;
    expect(saved).toEqual(['d', 'a', 'b', 'c']);
    act(() => apiRef.current.setColumnIndex('d', 3));
    act(() => apiRef.current.restoreState({ columns: { orderedFields: saved } }));
    expect(headerFields(grid)).toEqual(['d', 'a', 'b', 'c']);
    unmount();
  });

  claim(
    'The demo starts with a custom initial order and lets you move a column, save the order and go back to it.',
    () => {
      const { container, unmount } = render(<SaveColumnOrder />);
      const click = (text: string) =>
        act(() => {
          fireEvent.click(within(container).getByText(text));
        });
      const initial = headerFields(container);
      expect(initial.slice(0, 2)).toEqual(['status', 'commodity']);
      click('Move Trader first');
      expect(headerFields(container)[0]).toBe('traderName');
      click('Restore saved order');
      expect(headerFields(container)).toEqual(initial);
      click('Move Trader first');
      click('Save order');
      expect(container.textContent).toContain('Saved: traderName, status');
      unmount();
    },
  );

  claim("the new array's order wins and the user's rearrangement is lost", () => {
    const grid = (cols: GridColDef[]) => <DataGridPro rows={rows} columns={cols} />;
    const { container, rerender, unmount } = render(grid(columns));
    drag(container, 'a', ['b', 'c']);
    expect(headerFields(container)).toEqual(['b', 'c', 'a', 'd']);
    rerender(grid([...columns]));
    expect(headerFields(container)).toEqual(['a', 'b', 'c', 'd']);
    unmount();
  });

  claim('with `GridColumnOrderChangeParams`', () => {
    const { container, unmount } = render(<ColumnOrderChangeLog />);
    const [first, second, third] = headerFields(container);
    drag(container, first!, [second!, third!]);
    expect(container.textContent).toMatch(/moved from position 0 to position 2\./);
    unmount();
  });
});

describe('with other features', () => {
  claim('unless the group has `freeReordering: true`', () => {
    const model = (freeReordering: boolean) => [
      { groupId: 'G', freeReordering, children: [{ field: 'a' }, { field: 'b' }] },
    ];
    const locked = renderGrid({ columnGroupingModel: model(false) });
    drag(locked.grid, 'a', ['b', 'c', 'd']);
    expect(headerFields(locked.grid)).toEqual(['b', 'a', 'c', 'd']);
    drag(locked.grid, 'd', ['c', 'a']);
    expect(headerFields(locked.grid).indexOf('d')).not.toBe(1);
    locked.unmount();
    const free = renderGrid({ columnGroupingModel: model(true) });
    drag(free.grid, 'a', ['b', 'c', 'd']);
    expect(headerFields(free.grid)).toEqual(['b', 'c', 'd', 'a']);
    free.unmount();
  });

  claim(
    'Columns generated by the grid, such as the checkbox selection column, the detail panel toggle and the row reorder handle, have `disableReorder` set.',
    () => {
      const { apiRef, unmount } = renderGrid({
        checkboxSelection: true,
        rowReordering: true,
        getDetailPanelContent: () => <div />,
      });
      expect(
        ['__check__', '__detail_panel_toggle__', '__reorder__'].map(
          (field) => apiRef.current.getColumn(field).disableReorder,
        ),
      ).toEqual([true, true, true]);
      unmount();
    },
  );

  claim('Drag-and-drop reordering requires the [Pro plan](/x/introduction/licensing/)', () => {
    const { grid, unmount } = renderGrid();
    expect(grid.textContent).toContain('MUI X Missing license key');
    unmount();
  });
});

untestable(
  'Press on a column header, drag it over the other headers, and drop it where it should go.',
  'The drop position comes from the pointer’s screen coordinates over laid-out headers; jsdom has no layout, so the tests above drive the drag events directly.',
);

claim(
  'The callback fires for every drop the grid keeps: a drop back at the starting position (then `oldIndex` equals `targetIndex`) and, with `keepColumnPositionIfDraggedOutside`, a drop outside the grid.',
  () => {
    // Settled in jsdom and in useGridColumnReorder.js: handleDragEnd publishes `columnOrderChange` unless the drop
    // effect is 'none' without `keepColumnPositionIfDraggedOutside`; it never compares the two indexes.
    const home = renderGrid();
    drag(home.grid, 'b', []);
    expect(home.onColumnOrderChange).toHaveBeenCalledTimes(1);
    expect(home.onColumnOrderChange.mock.calls[0]![0]).toMatchObject({ oldIndex: 1, targetIndex: 1 });
    home.unmount();

    const outside = renderGrid({ keepColumnPositionIfDraggedOutside: true });
    drag(outside.grid, 'a', ['b'], 'none');
    expect(outside.onColumnOrderChange).toHaveBeenCalledTimes(1);
    expect(headerFields(outside.grid)).toEqual(['b', 'a', 'c', 'd']);
    outside.unmount();
  },
);
