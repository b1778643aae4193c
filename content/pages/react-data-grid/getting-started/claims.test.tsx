import * as React from 'react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { DataGrid, type GridApi, type GridColDef, type GridRowsProp } from '@mui/x-data-grid';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { afterEach, describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { installedManifest } from '@/claims/installedManifest';
import QuickStartGrid from './demos/QuickStartGrid';
import TypedColumnsGrid from './demos/TypedColumnsGrid';

const load = createRequire(import.meta.url);
const rows = [
  { id: 1, name: 'b', n: 2 },
  { id: 2, name: 'c', n: 10 },
  { id: 3, name: 'a', n: 1 },
];
const columns: GridColDef[] = [{ field: 'name' }, { field: 'n', type: 'number' }];
const order = (root: Element) =>
  [...root.querySelectorAll('[role="row"][data-id]')].map((row) => row.getAttribute('data-id'));

// Each claim renders its own grid: unmount it before the next one.
afterEach(cleanup);

// First: the licence message is logged once per process, by the first paid grid that renders.
describe('licence key', () => {
  claim('Community needs no key.', () => {
    const error = vi.spyOn(console, 'error');
    const { container } = render(<DataGrid autoHeight rows={rows} columns={columns} />);
    expect(container.textContent).not.toMatch(/license/i);
    expect(error.mock.calls.flat().join(' ')).not.toMatch(/license/i);
    error.mockRestore();
  });

  claim(
    'Without a valid key the paid components still work, but they show a watermark and log a console error.',
    () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { container } = render(
        <DataGridPro
          autoHeight
          rows={rows}
          columns={columns}
          initialState={{ sorting: { sortModel: [{ field: 'n', sort: 'asc' }] } }}
        />,
      );
      expect(order(container)).toEqual(['3', '1', '2']);
      expect(container.textContent).toContain('MUI X Missing license key');
      expect(error.mock.calls.flat().join(' ')).toMatch(/MUI X: Missing license key/);
      error.mockRestore();
    },
  );
});

describe('packages', () => {
  claim(
    'Each package contains all the features of the plans below it, so you never install two of them side by side.',
    () => {
      expect(installedManifest('@mui/x-data-grid-pro').dependencies['@mui/x-data-grid']).toBe('7.21.0');
      expect(installedManifest('@mui/x-data-grid-premium').dependencies).toMatchObject({
        '@mui/x-data-grid': '7.21.0',
        '@mui/x-data-grid-pro': '7.21.0',
      });
      // A Pro feature (pinned columns) in the Premium grid.
      const { container } = render(
        <DataGridPremium autoHeight rows={rows} columns={columns} initialState={{ pinnedColumns: { left: ['n'] } }} />,
      );
      expect(container.querySelector('[role="columnheader"][data-field="n"]')!.className).toContain('pinnedLeft');
    },
  );

  claim(
    'All three need `@mui/material` and the Emotion packages; if your project does not have them yet, install them in the same command as shown below.',
    () => {
      for (const name of ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium']) {
        expect(Object.keys(installedManifest(name).peerDependencies)).toEqual(
          expect.arrayContaining(['@mui/material', '@emotion/react', '@emotion/styled']),
        );
      }
    },
  );

  claim("Emotion is Material UI's default style engine.", () => {
    expect(Object.keys(installedManifest('@mui/styled-engine').peerDependencies)).toEqual(
      expect.arrayContaining(['@emotion/react', '@emotion/styled']),
    );
  });

  claim(
    'The grid supports React 17 and 18 and Material UI v5 (5.15.14 or later) and v6. The [installation guide](/x/introduction/installation/) lists every peer dependency and its version range.',
    () => {
      const peers = installedManifest('@mui/x-data-grid').peerDependencies;
      expect(peers.react).toBe('^17.0.0 || ^18.0.0');
      expect(peers['@mui/material']).toBe('^5.15.14 || ^6.0.0');
      const guide = readFileSync(path.resolve('content/pages/introduction/installation/index.md'), 'utf8');
      for (const [name, range] of Object.entries(peers)) {
        expect(guide).toContain(name);
        for (const part of range.split(' || ')) expect(guide).toContain(part);
      }
    },
  );
});

describe('the first grid', () => {
  claim('Each row needs a unique `id` property.', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<DataGrid autoHeight rows={[{ name: 'x' }]} columns={columns} />)).toThrow(
      /unique `id` property/,
    );
    error.mockRestore();
  });

  claim('`field` says which row property the column shows; `headerName` and `width` are optional.', () => {
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    const { container } = render(<DataGrid apiRef={apiRef} autoHeight rows={rows} columns={[{ field: 'name' }]} />);
    expect(container.querySelector('[role="columnheader"]')!.textContent).toBe('name');
    expect(apiRef.current.getColumn('name').computedWidth).toBe(100);
    expect(container.querySelector('[data-id="1"] [data-field="name"]')!.textContent).toBe('b');
  });

  claim('Here the wrapper has a fixed height of 360 pixels and takes the full width.', () => {
    const { container } = render(<QuickStartGrid />);
    const wrapper = container.firstElementChild as HTMLElement;
    expect([wrapper.style.height, wrapper.style.width]).toEqual(['360px', '100%']);
    expect(wrapper.firstElementChild!.classList.contains('MuiDataGrid-root')).toBe(true);
  });

  claim(
    'Without any extra prop you can already sort by clicking a header, filter and hide columns from the column menu, resize columns by dragging the header separators, and move around with the arrow keys.',
    async () => {
      const { container } = render(<QuickStartGrid />);
      const header = (field: string) => container.querySelector(`[role="columnheader"][data-field="${field}"]`)!;
      fireEvent.click(header('stock').querySelector('.MuiDataGrid-columnHeaderTitleContainer')!);
      expect(order(container)).toEqual(['2', '3', '1', '4', '5']);
      fireEvent.click(header('name').querySelector('.MuiDataGrid-menuIcon button')!);
      const items = await vi.waitFor(() => {
        const menu = document.querySelector('[role="menu"]');
        if (!menu) throw new Error('Not open yet');
        return [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
      });
      expect(items).toEqual(expect.arrayContaining(['Filter', 'Hide column']));
      fireEvent.keyDown(document.querySelector('[role="menu"]')!, { key: 'Escape' });
      expect(header('name').querySelector('.MuiDataGrid-columnSeparator--resizable')).not.toBeNull();
      const first = container.querySelector('[data-id="2"] [data-field="name"]') as HTMLElement;
      act(() => first.focus());
      fireEvent.keyDown(first, { key: 'ArrowDown' });
      expect(document.activeElement).toBe(container.querySelector('[data-id="3"] [data-field="name"]'));
    },
  );

  claim(
    'A new array on every render makes the grid recompute its column state each time, which costs performance and can reset column widths that the user changed.',
    () => {
      const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
      const grid = () => (
        <DataGrid apiRef={apiRef} autoHeight rows={rows} columns={[{ field: 'name', width: 120 }, { field: 'n' }]} />
      );
      const { rerender } = render(grid());
      act(() => apiRef.current.setColumnWidth('name', 300));
      rerender(grid());
      expect(apiRef.current.getColumn('name').computedWidth).toBe(120);
      // With the same array, the user's width stays.
      const stable: GridColDef[] = [{ field: 'name', width: 120 }, { field: 'n' }];
      cleanup();
      const same = render(<DataGrid apiRef={apiRef} autoHeight rows={rows} columns={stable} />);
      act(() => apiRef.current.setColumnWidth('name', 300));
      same.rerender(<DataGrid apiRef={apiRef} autoHeight rows={rows} columns={stable} />);
      expect(apiRef.current.getColumn('name').computedWidth).toBe(300);
    },
  );

  claim('tell the grid how to read it with `getRowId` instead of copying the data', () => {
    const products = [
      { sku: 'A-1', name: 'x' },
      { sku: 'B-2', name: 'y' },
    ];
    const { container } = render(
      <DataGrid autoHeight rows={products} columns={[{ field: 'name' }]} getRowId={(row) => row.sku} />,
    );
    expect(order(container)).toEqual(['A-1', 'B-2']);
  });

  claim(
    'only the MIT `DataGrid` paginates by default, while `DataGridPro` and `DataGridPremium` show every row in one scrolling list',
    () => {
      const many = Array.from({ length: 120 }, (_, index) => ({ id: index + 1 }));
      const idColumn: GridColDef[] = [{ field: 'id' }];
      const community = render(<DataGrid autoHeight rows={many} columns={idColumn} />);
      expect(community.container.querySelectorAll('[role="row"][data-id]')).toHaveLength(100);
      cleanup();
      for (const Grid of [DataGridPro, DataGridPremium]) {
        const paid = render(<Grid autoHeight rows={many} columns={idColumn} />);
        expect(paid.container.querySelectorAll('[role="row"][data-id]')).toHaveLength(120);
        expect(paid.container.querySelector('.MuiTablePagination-root')).toBeNull();
        cleanup();
      }
      const paged = render(<DataGridPro autoHeight pagination rows={many} columns={idColumn} />);
      expect(paged.container.querySelectorAll('[role="row"][data-id]')).toHaveLength(100);
    },
  );
});

describe('types', () => {
  claim(
    '`field` does not have to be a key of the row type: the `seniority` column above is computed by its `valueGetter`.',
    () => {
      const { container } = render(<TypedColumnsGrid />);
      const years = [...container.querySelectorAll('[role="row"][data-id] [data-field="seniority"]')].map((cell) =>
        Number(cell.textContent),
      );
      expect(years.length).toBeGreaterThan(0);
      expect(years.every((value) => value >= 0 && value <= 13)).toBe(true);
    },
  );

  claim('The `rows` array (read-only)', () => {
    // The grid never writes to the array it receives: a frozen one sorts and updates fine.
    const frozen: GridRowsProp = Object.freeze(rows.map((row) => Object.freeze({ ...row })));
    const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
    const { container } = render(<DataGrid apiRef={apiRef} autoHeight rows={frozen} columns={columns} />);
    act(() => apiRef.current.sortColumn('n', 'desc'));
    act(() => apiRef.current.updateRows([{ id: 1, n: 50 }]));
    expect(order(container)).toEqual(['1', '2', '3']);
  });

  claim('A row identifier, a string or a number', () => {
    const { container } = render(
      <DataGrid
        autoHeight
        rows={[
          { id: 'a', n: 1 },
          { id: 2, n: 2 },
        ]}
        columns={[{ field: 'n' }]}
      />,
    );
    expect(order(container)).toEqual(['a', '2']);
  });

  claim('The Pro and Premium packages have their own `themeAugmentation` entry points.', () => {
    for (const name of ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium']) {
      expect(() => load.resolve(`${name}/themeAugmentation`)).not.toThrow();
    }
  });
});
