import * as React from 'react';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import {
  DataGrid,
  gridExpandedRowCountSelector,
  gridFilteredRowCountSelector,
  gridFilteredTopLevelRowCountSelector,
  useGridApiRef,
  type GridApi,
  type GridColDef,
} from '@mui/x-data-grid';
import { DataGridPro, type GridApiPro } from '@mui/x-data-grid-pro';
import { afterEach, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { gridColumnTexts } from '@/claims/gridColumnTexts';
import ExternalQuickFilter from './demos/ExternalQuickFilter';
import MatchingRowCount from './demos/MatchingRowCount';
import PersistedFilters from './demos/PersistedFilters';

const STORAGE_KEY = 'mui-x-docs-filtering-recipes-filters';
const shownIds = (root: Element) =>
  [...root.querySelectorAll('[role="row"][data-id]')].map((row) => Number(row.getAttribute('data-id')));

// Each claim renders its own grid: unmount it before the next one.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

claim('Each works with `DataGrid` and therefore in every plan.', () => {
  for (const Demo of [ExternalQuickFilter, MatchingRowCount, PersistedFilters]) {
    const { container, unmount } = render(<Demo />);
    expect(container.querySelector('.MuiDataGrid-root')).not.toBeNull();
    expect(container.textContent).not.toMatch(/MUI X (Missing|Invalid|Expired) license/);
    unmount();
  }
});

describe('a search box outside the grid', () => {
  claim(
    'the grid matches them across columns exactly as with its built-in search box. Keep the other fields of the model (the column filters) when you update it, and pass `onFilterModelChange` so that the filter panel keeps working.',
    async () => {
      const { container } = render(<ExternalQuickFilter />);
      const search = container.querySelector('input[type="text"]') as HTMLInputElement;
      fireEvent.change(search, { target: { value: 'design' } });
      expect(new Set(gridColumnTexts(container, 'department'))).toEqual(new Set(['Design']));
      fireEvent.click(
        container.querySelector('[role="columnheader"][data-field="city"] .MuiDataGrid-menuIcon button')!,
      );
      const menu = await waitFor(() => {
        const found = document.querySelector('[role="menu"]');
        if (!found) throw new Error('Not rendered yet');
        return found;
      });
      fireEvent.click([...menu.querySelectorAll('[role="menuitem"]')].find((item) => item.textContent === 'Filter')!);
      const input = await waitFor(() => {
        const found = document.querySelector('.MuiDataGrid-filterFormValueInput input');
        if (!found) throw new Error('Not rendered yet');
        return found;
      });
      fireEvent.change(input, { target: { value: 'zzz' } });
      await waitFor(() => expect(shownIds(container)).toEqual([]));
      // The search kept the column filter, and the column filter kept the search.
      fireEvent.change(search, { target: { value: '' } });
      expect(shownIds(container)).toEqual([]);
    },
  );

  claim(
    'The built-in input waits `filterDebounceMs` before it updates the model; an input of your own updates it on every keystroke unless you debounce it yourself',
    () => {
      const { container } = render(<ExternalQuickFilter />);
      fireEvent.change(container.querySelector('input[type="text"]')!, { target: { value: 'sales' } });
      // No wait: the rows are filtered in the same update.
      expect(new Set(gridColumnTexts(container, 'department'))).toEqual(new Set(['Sales']));
    },
  );
});

describe('counting the matching rows', () => {
  const treeRows = [
    { id: 1, path: ['A'], name: 'A' },
    { id: 2, path: ['A', 'B'], name: 'B' },
    { id: 3, path: ['C'], name: 'C' },
  ];
  const renderTree = () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
    render(
      <DataGridPro
        apiRef={apiRef}
        autoHeight
        treeData
        getTreeDataPath={(row) => row.path}
        rows={treeRows}
        columns={[{ field: 'name' }]}
        filterModel={{ items: [{ field: 'name', operator: 'contains', value: 'B' }] }}
      />,
    );
    return apiRef;
  };

  claim(
    '`gridFilteredTopLevelRowCountSelector(apiRef)` returns the number of rows that pass the filters (top-level rows only, when rows are grouped).',
    () => {
      const apiRef = renderTree();
      expect(gridFilteredTopLevelRowCountSelector(apiRef)).toBe(1);
    },
  );

  claim(
    'use `gridFilteredRowCountSelector`, which counts matching rows at every depth; `gridExpandedRowCountSelector` counts only those currently shown, leaving out the children of collapsed parents.',
    () => {
      const apiRef = renderTree();
      expect(gridFilteredRowCountSelector(apiRef)).toBe(2);
      expect(gridExpandedRowCountSelector(apiRef)).toBe(1);
      act(() => apiRef.current.setRowChildrenExpansion(1, true));
      expect(gridExpandedRowCountSelector(apiRef)).toBe(2);
    },
  );

  claim(
    'Read it when the `filteredRowsSet` event fires, which happens each time the filters have been applied, and read it once more when you subscribe: the filters of `initialState` are applied before your effect runs, so that first event has already fired.',
    () => {
      const events = vi.fn();
      const counts: number[] = [];
      const refs: React.MutableRefObject<GridApi>[] = [];
      function Counter() {
        const gridApiRef = useGridApiRef();
        refs.push(gridApiRef);
        React.useEffect(() => {
          counts.push(gridFilteredTopLevelRowCountSelector(gridApiRef));
          return gridApiRef.current.subscribeEvent('filteredRowsSet', events);
        }, [gridApiRef]);
        return (
          <DataGrid
            apiRef={gridApiRef}
            autoHeight
            rows={[
              { id: 1, n: 1 },
              { id: 2, n: 5 },
            ]}
            columns={[{ field: 'n', type: 'number' }]}
            initialState={{ filter: { filterModel: { items: [{ field: 'n', operator: '>', value: 2 }] } } }}
          />
        );
      }
      render(<Counter />);
      expect(counts).toEqual([1]);
      expect(events).not.toHaveBeenCalled();
      act(() => refs[0]!.current.setFilterModel({ items: [] }));
      expect(events).toHaveBeenCalledTimes(1);
    },
  );

  claim('A live region (`role="status"`) lets screen reader users hear the new count.', async () => {
    const { container } = render(<MatchingRowCount />);
    const status = container.querySelector('[role="status"]')!;
    const open = gridColumnTexts(container, 'status').length;
    expect(status.textContent).toBe(`${open} of 120 trades match the filters`);
    fireEvent.change(container.querySelector('input[type="search"]')!, { target: { value: 'D-101' } });
    await waitFor(() => expect(shownIds(container).length).toBeLessThan(open));
    expect(status.textContent).toBe(`${shownIds(container).length} of 120 trades match the filters`);
  });
});

describe('remembering the filters', () => {
  claim(
    '`localStorage` only exists in the browser: read it in an effect after the first render, not while rendering, so the server-rendered markup matches.',
    () => {
      window.localStorage.setItem(
        STORAGE_KEY,
        JSON.stringify({ items: [{ field: 'department', operator: 'equals', value: 'Sales' }] }),
      );
      const { container } = render(<PersistedFilters />);
      expect(new Set(gridColumnTexts(container, 'department'))).toEqual(new Set(['Sales']));
      fireEvent.click(
        [...container.querySelectorAll('button')].find((button) => button.textContent === 'Clear saved filters')!,
      );
      expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toEqual({ items: [] });
      expect(shownIds(container)).toHaveLength(80);
    },
  );

  claim('Treat what you read as untrusted input, since it may come from an older version of your columns.', () => {
    window.localStorage.setItem(STORAGE_KEY, '{not json');
    const { container } = render(<PersistedFilters />);
    expect(shownIds(container)).toHaveLength(80);
  });

  claim('A stored item whose `operator` no longer exists on its column makes the grid throw', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ items: [{ field: 'age', operator: 'oldOperator', value: 1 }] }),
    );
    expect(() => render(<PersistedFilters />)).toThrow(/No filter operator found/);
    error.mockRestore();
  });

  claim(
    'The built-in date operators and date input accept those strings (they call `new Date(value)`), so a restored model still filters',
    () => {
      const restored = JSON.parse(
        JSON.stringify({ items: [{ field: 'day', operator: 'after', value: new Date(2021, 5, 1) }] }),
      );
      expect(typeof restored.items[0].value).toBe('string');
      const { container } = render(
        <DataGrid
          autoHeight
          rows={[
            { id: 1, day: new Date(2021, 0, 1) },
            { id: 2, day: new Date(2022, 0, 1) },
          ]}
          columns={[{ field: 'day', type: 'date' }] as GridColDef[]}
          filterModel={restored}
        />,
      );
      expect(shownIds(container)).toEqual([2]);
    },
  );

  claim(
    'save the whole state with `apiRef.current.exportState()` and restore it with `restoreState()` or `initialState`',
    () => {
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
      const rows = [
        { id: 1, n: 1 },
        { id: 2, n: 5 },
        { id: 3, n: 3 },
      ];
      const columns: GridColDef[] = [{ field: 'n', type: 'number' }];
      render(
        <DataGrid
          apiRef={apiRef}
          autoHeight
          rows={rows}
          columns={columns}
          initialState={{
            sorting: { sortModel: [{ field: 'n', sort: 'desc' }] },
            filter: { filterModel: { items: [{ field: 'n', operator: '>', value: 1 }] } },
          }}
        />,
      );
      const saved = JSON.parse(JSON.stringify(apiRef.current.exportState()));
      cleanup();
      const restored = render(<DataGrid autoHeight rows={rows} columns={columns} initialState={saved} />);
      expect(shownIds(restored.container)).toEqual([2, 3]);
      cleanup();
      const later = { current: null } as unknown as React.MutableRefObject<GridApi>;
      const plain = render(<DataGrid apiRef={later} autoHeight rows={rows} columns={columns} />);
      act(() => later.current.restoreState(saved));
      expect(shownIds(plain.container)).toEqual([2, 3]);
    },
  );
});
