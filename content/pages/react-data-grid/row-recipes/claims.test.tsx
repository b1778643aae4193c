import * as React from 'react';
import { act, fireEvent, render, within } from '@testing-library/react';

// Before the grid's modules load, give it a 600 × 400 px viewport in jsdom, so it virtualises as in a browser.
await vi.hoisted(async () => (await import('@/claims/fakeGridViewport')).fakeGridViewport({ width: 600, height: 400 }));

import {
  DataGridPro,
  gridDetailPanelExpandedRowsContentCacheSelector,
  type GridApiPro,
  type GridRowId,
} from '@mui/x-data-grid-pro';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import ExpandAllDetailPanels from './demos/ExpandAllDetailPanels';
import OneDetailPanelAtATime from './demos/OneDetailPanelAtATime';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const rows = [1, 2, 3].map((id) => ({ id, name: `r${id}` }));
const columns = [{ field: 'name' }];
const toggle = (root: Element, id: GridRowId) =>
  root.querySelector(`[role="row"][data-id="${id}"] [data-field="__detail_panel_toggle__"] button`) as HTMLElement;
const openPanels = (root: Element) => root.querySelectorAll('.MuiDataGrid-detailPanel').length;

describe('panels and clicks', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
  const onChange = vi.fn();
  const onRowClick = vi.fn();
  let root: HTMLElement;

  claim(
    'When a user opens a panel, the grid calls `onDetailPanelExpandedRowIdsChange` with the ids already open plus the new one, at the end of the array',
    () => {
      function Grid() {
        const [ids, setIds] = React.useState<GridRowId[]>([2]);
        return (
          <DataGridPro
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            getDetailPanelContent={({ row }) => (row.id === 3 ? null : <div>detail {row.id}</div>)}
            getDetailPanelHeight={() => 50}
            detailPanelExpandedRowIds={ids}
            onDetailPanelExpandedRowIdsChange={(next) => {
              onChange(next);
              setIds(next);
            }}
            onRowClick={onRowClick}
          />
        );
      }
      root = render(<Grid />).container;
      fireEvent.click(toggle(root, 1));
      expect(onChange.mock.calls.at(-1)?.[0]).toEqual([2, 1]);
    },
  );

  claim(
    "Clicks in the toggle column don't reach `onRowClick` (the grid skips it for that column, as for the checkbox column)",
    () => {
      expect(onRowClick).not.toHaveBeenCalled();
      fireEvent.click(root.querySelector('[role="row"][data-id="1"] [data-field="name"]')!);
      expect(onRowClick).toHaveBeenCalledTimes(1);
    },
  );

  claim('A click also selects the row.', () => {
    expect(apiRef.current.isRowSelected(1)).toBe(true);
  });

  claim(
    '`gridDetailPanelExpandedRowsContentCacheSelector` holds the content returned by `getDetailPanelContent` for each row, so the rows without content can be filtered out.',
    () => {
      const cache = gridDetailPanelExpandedRowsContentCacheSelector(apiRef.current.state);
      expect(Object.keys(cache).map(Number).sort()).toEqual([1, 2, 3]);
      expect(cache[3]).toBeNull();
      expect(cache[1]).not.toBeNull();
    },
  );

  claim('the toggle column has no header text of its own', () => {
    expect(root.querySelector('[role="columnheader"][data-field="__detail_panel_toggle__"]')?.textContent).toBe('');
  });
});

claim('To behave like an accordion, control the open panels and keep only the most recent id.', () => {
  const { container } = render(<OneDetailPanelAtATime />);
  const first = container.querySelector('[role="row"][data-rowindex="0"]')!.getAttribute('data-id')!;
  const second = container.querySelector('[role="row"][data-rowindex="1"]')!.getAttribute('data-id')!;
  fireEvent.click(toggle(container, first));
  expect(openPanels(container)).toBe(1);
  fireEvent.click(toggle(container, second));
  expect(openPanels(container)).toBe(1);
  // "Closing the open panel yields an empty array, which stays empty."
  fireEvent.click(toggle(container, second));
  expect(openPanels(container)).toBe(0);
});

claim('A button in the header of the toggle column can open or close every panel.', async () => {
  const { container } = render(<ExpandAllDetailPanels />);
  const header = container.querySelector('[role="columnheader"][data-field="__detail_panel_toggle__"]') as HTMLElement;
  expect(openPanels(container)).toBe(0);
  await act(async () => fireEvent.click(within(header).getByRole('button', { name: 'Expand all rows' })));
  expect(openPanels(container)).toBeGreaterThan(1);
  await act(async () => fireEvent.click(within(header).getByRole('button', { name: 'Collapse all rows' })));
  expect(openPanels(container)).toBe(0);
});

claim(
  'panels are virtualized with their rows, so only those near the viewport are mounted, and each one mounts when its row scrolls into view',
  async () => {
    const many = Array.from({ length: 40 }, (_, index) => ({ id: index + 1, name: `r${index + 1}` }));
    const mounted = new Set<GridRowId>();
    function Panel({ id }: { id: GridRowId }) {
      React.useEffect(() => {
        mounted.add(id);
      }, [id]);
      return <div>detail {id}</div>;
    }
    const getDetailPanelContent = vi.fn(({ row }: { row: { id: number } }) => <Panel id={row.id} />);
    const { container, unmount } = render(
      <DataGridPro
        rows={many}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 100}
        detailPanelExpandedRowIds={many.map((row) => row.id)}
        hideFooter
      />,
    );
    // The content is asked for every row up front; only the panels of the rows in view (and the buffer) mount.
    expect(new Set(getDetailPanelContent.mock.calls.map(([params]) => params.row.id)).size).toBe(40);
    expect(mounted.size).toBeGreaterThan(0);
    expect(mounted.size).toBeLessThan(10);
    expect(mounted.has(30)).toBe(false);
    expect(openPanels(container)).toBe(mounted.size);
    // Scroll to row 30 (each row and its panel take 52 + 100 px): its panel mounts then.
    const scroller = container.querySelector('.MuiDataGrid-virtualScroller') as HTMLElement;
    Object.defineProperty(scroller, 'scrollTop', { value: 29 * 152, configurable: true, writable: true });
    fireEvent.scroll(scroller);
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(mounted.has(30)).toBe(true);
    expect(openPanels(container)).toBeLessThan(10);
    unmount();
  },
);
