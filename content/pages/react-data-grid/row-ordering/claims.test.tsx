import * as React from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import { DataGridPro, type GridApiPro, type GridRowOrderChangeParams } from '@mui/x-data-grid-pro';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const makeRows = () => [
  { id: 1, task: 'a' },
  { id: 2, task: 'b', __reorder__: 'Task B' },
  { id: 3, task: 'c' },
  { id: 4, task: 'd' },
];
const columns = [{ field: 'task' }];
/** The handle inside the reorder cell: it carries `draggable` and the drag listeners. */
const handle = (root: Element, id: number) =>
  root.querySelector(
    `[role="row"][data-id="${id}"] [data-field="__reorder__"] .MuiDataGrid-rowReorderCell`,
  ) as HTMLElement;
const order = (root: Element) =>
  [...root.querySelectorAll('[role="row"][data-id]')].map((row) => Number(row.getAttribute('data-id')));
/** Drags row `from` over row `to` and drops it with the given drop effect ('none' is a drop outside the grid). */
const drag = (root: Element, from: number, to: number, dropEffect: 'move' | 'none' = 'move') => {
  const dataTransfer = { dropEffect, effectAllowed: 'move', setData: () => {}, setDragImage: () => {} };
  fireEvent.dragStart(handle(root, from), { dataTransfer });
  fireEvent.dragOver(handle(root, to), { dataTransfer, clientY: 10 });
  fireEvent.dragEnd(handle(root, from), { dataTransfer });
  act(() => undefined);
};

describe('dragging rows', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
  const onRowOrderChange = vi.fn<(params: GridRowOrderChangeParams) => void>();
  const rows = makeRows();
  const grid = (data: typeof rows) => (
    <DataGridPro apiRef={apiRef} rows={data} columns={columns} rowReordering onRowOrderChange={onRowOrderChange} />
  );
  let view: ReturnType<typeof render>;

  claim('The grid adds a narrow column of drag handles at the start of each row', () => {
    view = render(grid(rows));
    const headers = [...view.container.querySelectorAll('[role="columnheader"]')].map((h) =>
      h.getAttribute('data-field'),
    );
    expect(headers).toEqual(['__reorder__', 'task']);
    expect(handle(view.container, 1).getAttribute('draggable')).toBe('true');
  });

  claim(
    'When the row is dropped, `onRowOrderChange` (event `rowOrderChange`) fires once with `GridRowOrderChangeParams`',
    () => {
      const listener = vi.fn();
      const unsubscribe = apiRef.current.subscribeEvent('rowOrderChange', listener);
      drag(view.container, 1, 3);
      unsubscribe();
      expect(onRowOrderChange).toHaveBeenCalledTimes(1);
      expect(listener).toHaveBeenCalledTimes(1);
      expect(onRowOrderChange.mock.calls[0]![0]).toEqual({ row: rows[0], oldIndex: 0, targetIndex: 2 });
      expect(order(view.container)).toEqual([2, 3, 1, 4]);
    },
  );

  claim(
    "If the user drops the row outside the grid, it goes back to where it was and the callback doesn't fire.",
    () => {
      onRowOrderChange.mockClear();
      drag(view.container, 4, 2, 'none');
      expect(onRowOrderChange).not.toHaveBeenCalled();
      expect(order(view.container)).toEqual([2, 3, 1, 4]);
    },
  );

  claim(
    "The grid reorders its own copy of the rows; your `rows` array is unchanged. If the `rows` prop later receives a new array, the grid goes back to that array's order.",
    () => {
      expect(rows.map((row) => row.id)).toEqual([1, 2, 3, 4]);
      view.rerender(grid([...rows]));
      expect(order(view.container)).toEqual([1, 2, 3, 4]);
    },
  );

  claim("It is the row's `__reorder__` property if the row has one, and its ID otherwise.", () => {
    expect(handle(view.container, 2).textContent).toContain('Task B');
    expect(handle(view.container, 1).textContent).toContain('1');
  });

  claim(
    "`apiRef.current.setRowIndex(id, targetIndex)` moves a row to a position in the grid's row order. It works without `rowReordering`",
    () => {
      const other = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
      const onChange = vi.fn();
      const { container } = render(
        <DataGridPro apiRef={other} rows={makeRows()} columns={columns} onRowOrderChange={onChange} />,
      );
      act(() => other.current.setRowIndex(4, 0));
      expect(order(container)).toEqual([4, 1, 2, 3]);
      // "It does not fire `onRowOrderChange`."
      expect(onChange).not.toHaveBeenCalled();
    },
  );

  claim('It does not fire `onRowOrderChange`.', () => {
    onRowOrderChange.mockClear();
    act(() => apiRef.current.setRowIndex(4, 0));
    expect(onRowOrderChange).not.toHaveBeenCalled();
  });
});

describe('when reordering is unavailable', () => {
  claim('a sort is applied: the sort would decide the order anyway. Clear the sort model to reorder again;', () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
    const onRowOrderChange = vi.fn();
    const { container } = render(
      <DataGridPro
        apiRef={apiRef}
        rows={makeRows()}
        columns={columns}
        rowReordering
        onRowOrderChange={onRowOrderChange}
        initialState={{ sorting: { sortModel: [{ field: 'task', sort: 'desc' }] } }}
      />,
    );
    expect(handle(container, 1).getAttribute('draggable')).toBe('false');
    drag(container, 4, 1);
    expect(onRowOrderChange).not.toHaveBeenCalled();
    act(() => apiRef.current.setSortModel([]));
    expect(handle(container, 1).getAttribute('draggable')).toBe('true');
  });

  claim('a row or cell is being edited;', () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
    const { container } = render(
      <DataGridPro apiRef={apiRef} rows={makeRows()} columns={[{ field: 'task', editable: true }]} rowReordering />,
    );
    act(() => apiRef.current.startCellEditMode({ id: 3, field: 'task' }));
    expect(handle(container, 1).getAttribute('draggable')).toBe('false');
  });

  claim('the rows are nested, as with tree data', () => {
    const { container } = render(
      <DataGridPro
        rows={[
          { id: 1, path: ['a'] },
          { id: 2, path: ['a', 'b'] },
        ]}
        columns={[{ field: 'id' }]}
        treeData
        getTreeDataPath={(row) => row.path}
        rowReordering
        defaultGroupingExpansionDepth={-1}
      />,
    );
    expect(handle(container, 1).getAttribute('draggable')).toBe('false');
  });
});

claim(
  'Those are positions among the rows displayed on the current page, which only match positions in your array when no filter and no pagination are active.',
  () => {
    const onRowOrderChange = vi.fn<(params: GridRowOrderChangeParams) => void>();
    const { container } = render(
      <DataGridPro
        rows={makeRows()}
        columns={columns}
        rowReordering
        onRowOrderChange={onRowOrderChange}
        initialState={{ filter: { filterModel: { items: [{ field: 'task', operator: 'doesNotEqual', value: 'a' }] } } }}
      />,
    );
    // Row 2 is second in the array; with row 1 filtered out it is shown first, and the indexes count shown rows only.
    drag(container, 2, 4);
    const { oldIndex, targetIndex } = onRowOrderChange.mock.calls[0]![0];
    expect(oldIndex).toBe(0);
    expect(order(container)[targetIndex]).toBe(2);
    expect(order(container)).not.toContain(1);
  },
);

claim(
  'A drop inside the grid always fires it, even when the row lands back at its starting position: `oldIndex` and `targetIndex` are then equal',
  () => {
    // Settled in jsdom and in useGridRowReorder.js: handleDragEnd publishes `rowOrderChange` for every drop whose
    // dropEffect is not 'none', without comparing the two indexes.
    const onRowOrderChange = vi.fn<(params: GridRowOrderChangeParams) => void>();
    const { container } = render(
      <DataGridPro rows={makeRows()} columns={columns} rowReordering onRowOrderChange={onRowOrderChange} />,
    );
    // Start dragging row 2 and drop it where it started.
    const dataTransfer = { dropEffect: 'move', effectAllowed: 'move', setData: () => {}, setDragImage: () => {} };
    fireEvent.dragStart(handle(container, 2), { dataTransfer });
    fireEvent.dragEnd(handle(container, 2), { dataTransfer });
    act(() => undefined);
    expect(onRowOrderChange).toHaveBeenCalledTimes(1);
    expect(onRowOrderChange.mock.calls[0]![0]).toMatchObject({ oldIndex: 1, targetIndex: 1 });
    expect(order(container)).toEqual([1, 2, 3, 4]);
  },
);
