import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Browser, Page } from 'playwright-core';
import {
  DataGrid,
  GridColumnMenu,
  GridToolbar,
  gridColumnMenuSelector,
  type GridApi,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { DataGridPremium, GridColumnMenu as PremiumColumnMenu } from '@mui/x-data-grid-premium';
import { DataGridPro, type GridApiPro } from '@mui/x-data-grid-pro';
import MenuItem from '@mui/material/MenuItem';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { bundleDemo } from '@/claims/bundleDemo';
import { chromiumPage, launchChromium } from '@/claims/chromiumPage';
import { claim } from '@/claims/claim';
import { newGridApiRef } from '@/claims/newGridApiRef';
import CustomMenuItem from './demos/CustomMenuItem';
import DefaultColumnMenu from './demos/DefaultColumnMenu';
import FullyCustomColumnMenu from './demos/FullyCustomColumnMenu';

const rows = [
  { id: 1, name: 'Ann', email: 'a@x', gross: 3 },
  { id: 2, name: 'Bob', email: 'b@x', gross: 1 },
];
const columns: GridColDef[] = [
  { field: 'name' },
  { field: 'email', sortable: false },
  { field: 'gross', type: 'number' },
];
const header = (grid: Element, field: string) =>
  grid.querySelector(`[role="columnheader"][data-field="${field}"]`) as HTMLElement;
const menuButton = (grid: Element, field: string) =>
  header(grid, field).querySelector('.MuiDataGrid-menuIcon button') as HTMLElement | null;

async function menuItems(grid: Element, field: string) {
  act(() => {
    fireEvent.click(menuButton(grid, field)!);
  });
  const menu = await screen.findByRole('menu');
  const items = [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
  act(() => {
    fireEvent.keyDown(menu, { key: 'Escape' });
  });
  await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
  return items;
}

// A CSS hover media query decides when the button shows, which jsdom neither matches nor applies: this claim runs in
// Chromium, with a mouse and then with a touch screen (Playwright's `hasTouch` makes `(hover: none)` match). The grid
// is bundled with esbuild.
describe('the menu button in Chromium', () => {
  let browser: Browser;
  let bundle: string;
  beforeAll(async () => {
    bundle = bundleDemo(
      `
        import * as React from 'react';
        import { createRoot } from 'react-dom/client';
        import { DataGrid } from '@mui/x-data-grid';
        createRoot(document.getElementById('root')).render(
          <div style={{ height: 300, width: 500 }}>
            <DataGrid rows={[{ id: 1, name: 'Ann' }]} columns={[{ field: 'name' }, { field: 'email' }]} />
          </div>,
        );
      `,
      __dirname,
    );
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  async function open(hasTouch: boolean): Promise<Page> {
    const page = await chromiumPage(browser, bundle, { context: { hasTouch } });
    await page.waitForSelector('[role="columnheader"][data-field="name"] .MuiDataGrid-menuIcon', { state: 'attached' });
    return page;
  }
  /** Whether the menu button of a header is shown: visible, with a width. */
  const shown = (page: Page, field: string) =>
    page.evaluate((name) => {
      const icon = document.querySelector(`[role="columnheader"][data-field="${name}"] .MuiDataGrid-menuIcon`)!;
      return getComputedStyle(icon).visibility === 'visible' && icon.getBoundingClientRect().width > 0;
    }, field);

  claim(
    'With a mouse it appears when the pointer is over the header; on touch screens (no hover) it is always shown.',
    async () => {
      const mouse = await open(false);
      expect([await shown(mouse, 'name'), await shown(mouse, 'email')]).toEqual([false, false]);
      await mouse.hover('[role="columnheader"][data-field="name"]');
      await expect.poll(() => shown(mouse, 'name')).toBe(true);
      expect(await shown(mouse, 'email')).toBe(false);
      const touch = await open(true);
      expect([await shown(touch, 'name'), await shown(touch, 'email')]).toEqual([true, true]);
    },
    60_000,
  );
});

describe('the community menu', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const onMenuOpen = vi.fn();
  const onMenuClose = vi.fn();
  let grid: Element;
  beforeAll(() => {
    grid = render(
      <DataGrid
        apiRef={apiRef}
        autoHeight
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        onMenuOpen={onMenuOpen}
        onMenuClose={onMenuClose}
      />,
    ).container;
  });

  claim('`menuClose` even fires when one of those menus mounts closed, on the first render.', () => {
    expect(onMenuClose).toHaveBeenCalled();
    expect(onMenuOpen).not.toHaveBeenCalled();
  });

  claim('Every column header has a menu button.', () => {
    expect(['name', 'email', 'gross'].map((field) => menuButton(grid, field) !== null)).toEqual([true, true, true]);
  });

  claim('Sort ascending, descending, unsort', async () => {
    expect(await menuItems(grid, 'name')).toEqual([
      'Sort by ASC',
      'Sort by DESC',
      'Filter',
      'Hide column',
      'Manage columns',
    ]);
  });

  claim('a column with `sortable: false` shows no sort entries', async () => {
    expect(await menuItems(grid, 'email')).toEqual(['Filter', 'Hide column', 'Manage columns']);
  });

  claim('press Ctrl+Enter (Cmd+Enter on macOS) to toggle it', async () => {
    act(() => apiRef.current.setColumnHeaderFocus('name'));
    act(() => {
      fireEvent.keyDown(header(grid, 'name'), { key: 'Enter', ctrlKey: true });
    });
    const menu = await screen.findByRole('menu');
    expect(document.activeElement).toBe(menu);
    act(() => {
      fireEvent.keyDown(menu, { key: 'Escape' });
    });
    await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
    expect(document.activeElement).toBe(header(grid, 'name'));
  });

  claim('Their params hold only `target`, the element the menu is anchored to', async () => {
    onMenuOpen.mockClear();
    act(() => apiRef.current.showColumnMenu('gross'));
    await screen.findByRole('menu');
    const [params] = onMenuOpen.mock.calls[0] as [Record<string, unknown>];
    expect(Object.keys(params)).toEqual(['target']);
    expect(params.target).toBe(menuButton(grid, 'gross'));
    expect(gridColumnMenuSelector(apiRef.current.state)).toEqual({ open: true, field: 'gross' });
  });

  claim('Opens the menu of `field`, or closes it if it is already open', async () => {
    act(() => apiRef.current.toggleColumnMenu('gross'));
    await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
    act(() => apiRef.current.toggleColumnMenu('name'));
    await screen.findByRole('menu');
    expect(gridColumnMenuSelector(apiRef.current.state).field).toBe('name');
    act(() => apiRef.current.hideColumnMenu());
    await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
  });

  claim('every menu of the grid fires them, including the density and export menus of `GridToolbar`', async () => {
    onMenuOpen.mockClear();
    const density = [...grid.querySelectorAll('button')].find((button) => button.textContent === 'Density')!;
    act(() => {
      fireEvent.click(density);
    });
    await act(async () => {});
    expect(onMenuOpen).toHaveBeenCalledWith({ target: density }, expect.anything(), expect.anything());
    act(() => {
      fireEvent.keyDown(document.querySelector('[role="menu"]')!, { key: 'Escape' });
    });
  });
});

claim('`disableColumnFilter` removes the filter entry', async () => {
  const grid = render(<DataGrid autoHeight disableColumnFilter rows={rows} columns={columns} />).container;
  expect(await menuItems(grid, 'name')).not.toContain('Filter');
});

describe('disableColumnMenu', () => {
  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  let grid: Element;
  beforeAll(() => {
    grid = render(<DataGrid apiRef={apiRef} autoHeight disableColumnMenu rows={rows} columns={columns} />).container;
  });

  claim('Set `disableColumnMenu` on the grid to drop the menu button from every header.', () => {
    expect(grid.querySelector('.MuiDataGrid-menuIcon button')).toBeNull();
  });

  claim('Disabling the menu does not disable the features behind it', () => {
    act(() => {
      fireEvent.click(header(grid, 'name'));
    });
    expect(apiRef.current.getSortModel()).toEqual([{ field: 'name', sort: 'asc' }]);
    act(() => apiRef.current.setFilterModel({ items: [{ field: 'name', operator: 'equals', value: 'Ann' }] }));
    act(() => apiRef.current.setColumnVisibility('email', false));
    expect(grid.querySelectorAll('[role="row"][data-id]')).toHaveLength(1);
    expect(header(grid, 'email')).toBeNull();
  });
});

claim('To remove it from a single column only', () => {
  const grid = render(
    <DataGrid autoHeight rows={rows} columns={[{ field: 'name', disableColumnMenu: true }, { field: 'email' }]} />,
  ).container;
  expect(menuButton(grid, 'name')).toBeNull();
  expect(menuButton(grid, 'email')).not.toBeNull();
});

function CompactColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuColumnsItem: null, columnMenuExtraItem: () => <MenuItem>Extra</MenuItem> }}
      slotProps={{ columnMenuFilterItem: { displayOrder: 0 } }}
    />
  );
}

claim('You can keep the default menu, trim it, add your own entries, or disable it.', async () => {
  const kept = render(<DataGrid autoHeight rows={rows} columns={columns} />);
  expect(await menuItems(kept.container, 'name')).toEqual([
    'Sort by ASC',
    'Sort by DESC',
    'Filter',
    'Hide column',
    'Manage columns',
  ]);
  kept.unmount();
  // Trimmed (no columns entries) and extended (an "Extra" entry) through the slots of `GridColumnMenu`.
  const trimmed = render(
    <DataGrid autoHeight rows={rows} columns={columns} slots={{ columnMenu: CompactColumnMenu }} />,
  );
  const items = await menuItems(trimmed.container, 'name');
  expect(items).toContain('Extra');
  expect(items).not.toContain('Manage columns');
  trimmed.unmount();
  const disabled = render(<DataGrid autoHeight rows={rows} columns={columns} disableColumnMenu />);
  expect(disabled.container.querySelectorAll('.MuiDataGrid-menuIcon button')).toHaveLength(0);
  disabled.unmount();
});

claim("Set an entry's slot to `null` to remove it.", async () => {
  const grid = render(
    <DataGrid autoHeight rows={rows} columns={columns} slots={{ columnMenu: CompactColumnMenu }} />,
  ).container;
  // Filter moved first (displayOrder 0), the columns entries are gone, and the new slot without displayOrder is last.
  expect(await menuItems(grid, 'name')).toEqual(['Filter', 'Sort by ASC', 'Sort by DESC', 'Extra']);
});

claim('The same menu on `DataGridPremium` gains the pinning, aggregation and "Group by" entries', async () => {
  const grid = render(<DataGridPremium autoHeight rows={rows} columns={columns} />).container;
  const items = await menuItems(grid, 'gross');
  expect(items).toEqual(
    expect.arrayContaining(['Pin to left', 'Pin to right', 'Filter', 'Group by gross', 'Hide column']),
  );
  expect(items.indexOf('Pin to left')).toBeLessThan(items.indexOf('Filter'));
  expect(items.indexOf('Filter')).toBeLessThan(items.indexOf('Group by gross'));
  expect(PremiumColumnMenu).not.toBe(GridColumnMenu);
});

describe('DefaultColumnMenu demo', () => {
  claim('the Email column is not sortable, so its menu starts with the filter entry', async () => {
    const demo = render(<DefaultColumnMenu />).container;
    const field = [...demo.querySelectorAll('[role="columnheader"]')]
      .find((h) => h.textContent?.includes('Email'))!
      .getAttribute('data-field')!;
    expect((await menuItems(demo, field))[0]).toBe('Filter');
  });
});

function NoSortMenu(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuSortItem: null }} />;
}

claim('Its default component, `GridColumnMenu`, is itself built from slots, one per entry', async () => {
  const grid = render(
    <DataGrid autoHeight rows={rows} columns={columns} slots={{ columnMenu: NoSortMenu }} />,
  ).container;
  expect(await menuItems(grid, 'name')).toEqual(['Filter', 'Hide column', 'Manage columns']);
});

claim('All', async () => {
  // The community grid has the three "All" entries: sort, filter, and the columns entries.
  const grid = render(<DataGrid autoHeight rows={rows} columns={columns} />).container;
  expect(await menuItems(grid, 'gross')).toEqual([
    'Sort by ASC',
    'Sort by DESC',
    'Filter',
    'Hide column',
    'Manage columns',
  ]);
});

describe('CustomMenuItem demo', () => {
  claim('The demo adds a "Fit to content" entry at the top of every column\'s menu', async () => {
    const demo = render(<CustomMenuItem />).container;
    const fields = [...demo.querySelectorAll('[role="columnheader"][data-field]')].map(
      (h) => h.getAttribute('data-field')!,
    );
    for (const field of fields.slice(0, 2)) {
      expect((await menuItems(demo, field))[0]).toBe('Fit to content');
    }
  });
});

describe('FullyCustomColumnMenu demo', () => {
  claim(
    'Render your items inside `GridColumnMenuContainer` to keep the default list styling and keyboard handling.',
    async () => {
      const demo = render(<FullyCustomColumnMenu />).container;
      const field = demo.querySelector('[role="columnheader"][data-field]')!.getAttribute('data-field')!;
      act(() => {
        fireEvent.click(menuButton(demo, field)!);
      });
      const menu = await screen.findByRole('menu');
      expect(menu.classList.contains('MuiDataGrid-menuList')).toBe(true);
      expect(menu.querySelectorAll('[role="menuitem"]')).toHaveLength(3);
      act(() => {
        fireEvent.keyDown(menu, { key: 'ArrowDown' });
      });
      expect(document.activeElement!.getAttribute('role')).toBe('menuitem');
      act(() => {
        fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
      });
      await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
    },
  );
});

describe('icons and focus', () => {
  /** An icon slot that marks where it is drawn. */
  const marker = (name: string) =>
    function MarkerIcon() {
      return <span data-icon={name} />;
    };

  claim(
    'The "Unsort" entry has no icon, and `columnMenuClearIcon` is not used by the column menu (it is the clear button of Pro\'s header filters).',
    async () => {
      const apiRef = newGridApiRef<GridApiPro>();
      const grid = render(
        <DataGridPro
          apiRef={apiRef}
          autoHeight
          rows={rows}
          columns={columns}
          initialState={{ sorting: { sortModel: [{ field: 'name', sort: 'asc' }] } }}
          slots={{
            columnMenuClearIcon: marker('clear'),
            columnMenuPinLeftIcon: marker('pin-left'),
            columnMenuFilterIcon: marker('filter'),
          }}
        />,
      ).container;
      act(() => apiRef.current.showColumnMenu('name'));
      const menu = await screen.findByRole('menu');
      const unsort = within(menu).getByText('Unsort').closest('[role="menuitem"]')!;
      expect(unsort.querySelector('.MuiListItemIcon-root')!.childElementCount).toBe(0);
      expect(menu.querySelector('[data-icon="clear"]')).toBeNull();
      expect(menu.querySelector('[data-icon="pin-left"]')).not.toBeNull();
      expect(menu.querySelector('[data-icon="filter"]')).not.toBeNull();
      act(() => apiRef.current.hideColumnMenu());
      await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
      expect(grid.querySelector('[data-icon]')).toBeNull();
    },
  );

  claim('Focus moves into the menu; :kbd[Escape] closes it and puts focus back on the header.', async () => {
    const grid = render(<DataGrid autoHeight rows={rows} columns={columns} />).container;
    // A real click focuses the button before the menu opens; the menu gives focus back to it when it closes.
    act(() => {
      menuButton(grid, 'gross')!.focus();
      fireEvent.click(menuButton(grid, 'gross')!);
    });
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
    expect(document.activeElement).toBe(header(grid, 'gross'));
  });

  claim(
    'A new slot needs a `displayOrder` in `slotProps`, otherwise it is appended after the built-in entries.',
    async () => {
      function Extra({ onClick }: { onClick: (event: React.MouseEvent<HTMLElement>) => void }) {
        return <MenuItem onClick={onClick}>Extra</MenuItem>;
      }
      const Menu = (props: GridColumnMenuProps) => <GridColumnMenu {...props} slots={{ columnMenuExtraItem: Extra }} />;
      const grid = render(<DataGrid autoHeight rows={rows} columns={columns} slots={{ columnMenu: Menu }} />).container;
      expect(await menuItems(grid, 'email')).toEqual(['Filter', 'Hide column', 'Manage columns', 'Extra']);
    },
  );
});
