import { act, fireEvent, render, within } from '@testing-library/react';
import { DataGrid } from '@mui/x-data-grid';
import { DataGridPro, type GridApiPro } from '@mui/x-data-grid-pro';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import useMediaQuery from '@mui/material/useMediaQuery';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const rows = [
  { id: 1, name: 'Carla', city: 'Oslo' },
  { id: 2, name: 'Ann', city: 'Rome' },
  { id: 3, name: 'Bob', city: 'Oslo' },
];
const columns = [{ field: 'name' }, { field: 'city' }];
const listColumn = { field: 'card', renderCell: ({ row }: { row: (typeof rows)[number] }) => `card ${row.name}` };
const cardTexts = (root: Element) =>
  [...root.querySelectorAll('[role="row"][data-rowindex]')].map((row) => row.textContent);

describe('a Pro grid in list view', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
  let root: Element;
  beforeAll(async () => {
    root = render(
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        unstable_listView
        unstable_listColumn={listColumn}
        initialState={{ sorting: { sortModel: [{ field: 'name', sort: 'asc' }] } }}
      />,
    ).container;
    await act(async () => {
      apiRef.current.publishEvent('resize', { width: 480, height: 400 });
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
  });

  claim(
    'In list view the column headers are not rendered, and the list column always takes the full width of the grid, following it when the grid resizes',
    async () => {
      expect(root.querySelectorAll('[role="columnheader"]')).toHaveLength(0);
      const width = () => apiRef.current.state.listViewColumn?.computedWidth;
      expect(width()).toBe(480);
      await act(async () => {
        apiRef.current.publishEvent('resize', { width: 300, height: 400 });
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
      expect(width()).toBe(300);
    },
  );

  claim("Without headers, users can't click to sort or open a column menu.", () => {
    expect(
      root.querySelector('.MuiDataGrid-menuIcon, .MuiDataGrid-sortIcon, .MuiDataGrid-columnHeaders [role="row"]'),
    ).toBeNull();
  });

  claim(
    'Keep `columns`: the grid still sorts, filters and searches on them, even though none is displayed.',
    async () => {
      expect(cardTexts(root)).toEqual(['card Ann', 'card Bob', 'card Carla']);
      await act(async () =>
        apiRef.current.setFilterModel({ items: [{ field: 'city', operator: 'equals', value: 'Oslo' }] }),
      );
      expect(cardTexts(root)).toEqual(['card Bob', 'card Carla']);
      await act(async () => apiRef.current.setFilterModel({ items: [], quickFilterValues: ['rome'] }));
      expect(cardTexts(root)).toEqual(['card Ann']);
      await act(async () => apiRef.current.setFilterModel({ items: [] }));
    },
  );

  claim('Keyboard navigation moves between rows, each row having one cell', async () => {
    const cellOf = (name: string) => within(root as HTMLElement).getByText(`card ${name}`);
    expect(root.querySelectorAll('[role="row"][data-rowindex="0"] [role="gridcell"]')).toHaveLength(1);
    await act(async () => cellOf('Ann').focus());
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('card Bob');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('card Ann');
  });
});

claim('`DataGrid` (the MIT grid) forces `unstable_listView` to `false`.', () => {
  const { container } = render(
    // @ts-expect-error the MIT grid's props have no list view
    <DataGrid rows={rows} columns={columns} unstable_listView unstable_listColumn={listColumn} />,
  );
  expect(container.querySelectorAll('[role="columnheader"]')).toHaveLength(2);
  expect(container.textContent).not.toContain('card Ann');
});

claim(
  'the rows, sort, filter and selection are kept when the layout changes. Adjust other props with the layout where needed, for example the row height, or the checkbox column that only makes sense in the table.',
  async () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApiPro>;
    const grid = (listView: boolean) => (
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        unstable_listView={listView}
        unstable_listColumn={listColumn}
        checkboxSelection
        initialState={{
          sorting: { sortModel: [{ field: 'name', sort: 'desc' }] },
          filter: { filterModel: { items: [{ field: 'city', operator: 'equals', value: 'Oslo' }] } },
        }}
      />
    );
    const { container, rerender } = render(grid(false));
    const ids = () =>
      [...container.querySelectorAll('[role="row"][data-rowindex]')].map((row) => row.getAttribute('data-id'));
    expect(ids()).toEqual(['1', '3']);
    fireEvent.click(container.querySelector('[role="row"][data-id="3"] input[type="checkbox"]')!);
    rerender(grid(true));
    expect(container.querySelectorAll('[role="columnheader"]')).toHaveLength(0);
    // The list shows its one column only: the checkbox column of `checkboxSelection` is gone.
    expect(container.querySelector('input[type="checkbox"]')).toBeNull();
    expect(ids()).toEqual(['1', '3']);
    expect(apiRef.current.getSelectedRows().has(3)).toBe(true);
    expect(container.querySelector('[role="row"][data-id="3"]')?.getAttribute('aria-selected')).toBe('true');
  },
);

claim(
  'During server rendering `useMediaQuery` returns `false` (its default), so a grid switched by media query renders in the layout of that default first and switches after hydration. Choose the default that fits most of your users.',
  async () => {
    function Probe() {
      return <span>{String(useMediaQuery('(max-width: 600px)'))}</span>;
    }
    const html = renderToString(<Probe />);
    expect(html).toContain('false');
    const matchMedia = (query: string) =>
      ({
        matches: true,
        media: query,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
      }) as unknown as MediaQueryList;
    window.matchMedia = matchMedia;
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(container.textContent).toBe('true');
  },
);
