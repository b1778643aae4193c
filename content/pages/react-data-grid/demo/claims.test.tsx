import * as React from 'react';
import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, vi } from 'vitest';

// Before the grid's modules load, give it a viewport in jsdom of `viewport.width` × `viewport.height` px, so the grids
// virtualise as in a browser of that size: wide enough by default for every column of the demos, and tall enough for
// all twelve commodity groups.
const viewport = await vi.hoisted(async () =>
  (await import('@/claims/fakeGridViewport')).fakeGridViewport({ width: 4000, height: 1200 }),
);

// Every `rows` array the demo hands to `DataGridPremium`, and every call of the generator.
const seen = vi.hoisted(() => ({ rows: new Set<unknown>(), generated: [] as number[] }));
vi.mock('@content/demoData', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@content/demoData')>();
  return {
    ...actual,
    generateCommodities: (count: number, seed?: number) => {
      seen.generated.push(count);
      return actual.generateCommodities(count, seed);
    },
  };
});
vi.mock('@mui/x-data-grid-premium', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@mui/x-data-grid-premium')>();
  const { createElement, forwardRef } = await import('react');
  const Recording = forwardRef<HTMLDivElement, React.ComponentProps<typeof actual.DataGridPremium>>((props, ref) => {
    seen.rows.add(props.rows);
    return createElement(actual.DataGridPremium, { ...props, ref });
  });
  return { ...actual, DataGridPremium: Recording };
});

import { DataGrid } from '@mui/x-data-grid';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { claim } from '@/claims/claim';
import { generateCommodities } from '@content/demoData';
import CommodityTradesGrid from './demos/CommodityTradesGrid';
import EmployeeDirectoryGrid from './demos/EmployeeDirectoryGrid';

const headerFields = (grid: Element) =>
  [...grid.querySelectorAll('[role="columnheader"][data-field]')].map((header) => header.getAttribute('data-field'));
const header = (grid: Element, field: string) =>
  grid.querySelector(`[role="columnheader"][data-field="${field}"]`) as HTMLElement;
const buttonWithText = (root: Element, text: string) =>
  [...root.querySelectorAll('button')].find((button) => button.textContent!.replace(/\d/g, '') === text);

async function openMenu(grid: Element, field: string) {
  act(() => {
    fireEvent.click(header(grid, field).querySelector('.MuiDataGrid-menuIcon button')!);
  });
  let menu!: Element;
  await waitFor(() => {
    menu = document.querySelector('[role="menu"]')!;
    expect(menu).not.toBeNull();
  });
  return menu;
}
async function closeMenu(menu: Element) {
  act(() => {
    fireEvent.keyDown(menu, { key: 'Escape' });
  });
  await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
}
const itemTexts = (menu: Element) => [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);

describe('CommodityTradesGrid', () => {
  const writeText = vi.fn((_text: string) => Promise.resolve());
  let demo: HTMLElement;
  beforeAll(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    demo = render(<CommodityTradesGrid />).container;
  }, 120_000);
  const groupRows = () => [...demo.querySelectorAll('[role="row"][data-id^="auto-generated-row-"]')];

  claim('It needs the [Premium plan](/x/introduction/licensing/), which is why it shows a watermark.', () => {
    expect(demo.textContent).toContain('MUI X Missing license key');
  });

  claim('The demo below is a `DataGridPremium` rendering 10,000 generated commodity trades.', () => {
    const counts = groupRows().map((row) =>
      Number(row.querySelector('[data-field="__row_group_by_columns_group__"]')!.textContent!.match(/\((\d+)\)/)![1]),
    );
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(10_000);
  });

  claim(
    'Rows start grouped by commodity, with totals for quantity and value and averages for unit price and fill rate in each group row and in the footer.',
    () => {
      expect(groupRows().length).toBeGreaterThan(1);
      expect(groupRows()[0]!.getAttribute('data-id')).toMatch(/^auto-generated-row-commodity\//);
      const labels = Object.fromEntries(
        ['quantity', 'totalPrice', 'unitPrice', 'fillRatio'].map((field) => [
          field,
          header(demo, field).querySelector('.MuiDataGrid-aggregationColumnHeaderLabel')?.textContent,
        ]),
      );
      expect(labels).toEqual({ quantity: 'sum', totalPrice: 'sum', unitPrice: 'avg', fillRatio: 'avg' });
      const footer = demo.querySelector('[role="row"][data-id="auto-generated-group-footer-root"]')!;
      expect(footer.querySelector('[data-field="quantity"]')!.textContent).not.toBe('');
      expect(groupRows()[0]!.querySelector('[data-field="unitPrice"]')!.textContent).not.toBe('');
    },
  );

  claim('The aggregation functions start in `initialState.aggregation.model`.', () => {
    expect(header(demo, 'desk').querySelector('.MuiDataGrid-aggregationColumnHeaderLabel')).toBeNull();
  });

  claim(
    '`initialState.columns.columnVisibilityModel` hides three columns, and `initialState.pinnedColumns` pins the grouping column to the left.',
    () => {
      const fields = headerFields(demo);
      for (const hidden of ['traderEmail', 'feeRate', 'counterPartyCurrency']) expect(fields).not.toContain(hidden);
      expect(header(demo, '__row_group_by_columns_group__').className).toContain(
        'MuiDataGrid-columnHeader--pinnedLeft',
      );
    },
  );

  claim('`slots.toolbar` is `GridToolbar`, and `slotProps.toolbar.showQuickFilter` adds the search field.', () => {
    const toolbar = demo.querySelector('.MuiDataGrid-toolbarContainer')!;
    expect(['Columns', 'Filters', 'Density', 'Export'].every((text) => buttonWithText(toolbar, text))).toBe(true);
    expect(toolbar.querySelector('input[type="search"]')).not.toBeNull();
  });

  claim(
    'Type in the search field of the toolbar to filter across all columns, open the filter panel from the toolbar, or turn on header filters with the switch to get a filter input under every header.',
    async () => {
      expect(demo.querySelector('.MuiDataGrid-headerFilterRow')).toBeNull();
      act(() => {
        fireEvent.click(within(demo).getByLabelText('Header filters'));
      });
      await waitFor(() => expect(demo.querySelector('.MuiDataGrid-headerFilterRow')).not.toBeNull());
      expect(buttonWithText(demo, 'Filters')).toBeDefined();
      const before = groupRows().length;
      const firstGroup = groupRows()[0]!.getAttribute('data-id')!.split('/')[1]!.replace(/^.*-/, '');
      act(() => {
        fireEvent.change(demo.querySelector('input[type="search"]')!, { target: { value: firstGroup } });
      });
      await waitFor(() => expect(groupRows().length).toBeLessThan(before));
      act(() => {
        fireEvent.change(demo.querySelector('input[type="search"]')!, { target: { value: '' } });
      });
      await waitFor(() => expect(groupRows().length).toBe(before));
    },
    60_000,
  );

  claim('Click a header to sort; hold :kbd[Shift] and click a second header to sort on several columns.', () => {
    fireEvent.click(header(demo, 'desk'));
    fireEvent.click(header(demo, 'traderName'), { shiftKey: true });
    expect([header(demo, 'desk'), header(demo, 'traderName')].map((h) => h.getAttribute('aria-sort'))).toEqual([
      'ascending',
      'ascending',
    ]);
  });

  claim('Drag a header to move it, drag its right edge to resize it, pin it from the column menu', async () => {
    expect(
      header(demo, 'desk').querySelector('.MuiDataGrid-columnHeaderDraggableContainer')!.getAttribute('draggable'),
    ).toBe('true');
    expect(header(demo, 'desk').querySelector('.MuiDataGrid-columnSeparator--resizable')).not.toBeNull();
    const menu = await openMenu(demo, 'desk');
    expect(itemTexts(menu)).toEqual(expect.arrayContaining(['Pin to left', 'Pin to right']));
    await closeMenu(menu);
  });

  const GROUPING_FIELD = '__row_group_by_columns_group__';
  const leafRows = () =>
    [...demo.querySelectorAll('[role="row"][data-id]:not([aria-expanded])')].filter((row) =>
      /^\d+$/.test(row.getAttribute('data-id')!),
    ) as HTMLElement[];
  const cellIn = (row: Element, field: string) => row.querySelector(`[data-field="${field}"]`) as HTMLElement;
  const editing = (cell: Element) => cell.classList.contains('MuiDataGrid-cell--editing');
  async function expandFirstGroup() {
    if (leafRows().length > 0) return;
    act(() => {
      fireEvent.click(within(cellIn(groupRows()[0]!, GROUPING_FIELD)).getByRole('button', { name: 'see children' }));
    });
    await waitFor(() => expect(leafRows().length).toBeGreaterThan(0));
  }
  async function escape(cell: HTMLElement) {
    act(() => {
      fireEvent.keyDown(cell.querySelector('input') ?? cell, { key: 'Escape' });
    });
    await waitFor(() => expect(editing(cell)).toBe(false));
  }

  claim('Double-click a quantity, unit price or status cell, or start typing on a focused one.', async () => {
    await expandFirstGroup();
    const row = leafRows()[0]!;
    for (const field of ['quantity', 'unitPrice', 'status']) {
      act(() => {
        fireEvent.doubleClick(cellIn(row, field));
      });
      await waitFor(() => expect(editing(cellIn(row, field)), field).toBe(true));
      await escape(cellIn(row, field));
    }
    // Typing a character on a focused cell starts editing it too.
    act(() => {
      fireEvent.click(cellIn(row, 'unitPrice'));
    });
    act(() => {
      fireEvent.keyDown(cellIn(row, 'unitPrice'), { key: '7' });
    });
    await waitFor(() => expect(editing(cellIn(row, 'unitPrice'))).toBe(true));
    await escape(cellIn(row, 'unitPrice'));
    // The other columns are read-only.
    for (const field of ['desk', 'traderName', 'totalPrice']) {
      act(() => {
        fireEvent.doubleClick(cellIn(row, field));
      });
      expect(editing(cellIn(row, field)), field).toBe(false);
    }
  });

  claim(
    "Every column is a `GridColDef`. `type: 'number'`, `'date'`, `'boolean'` and `'singleSelect'` give each column the right alignment, sorting, filter operators and editor.",
    async () => {
      await expandFirstGroup();
      const row = leafRows()[0]!;
      expect(cellIn(row, 'quantity').className).toContain('MuiDataGrid-cell--textRight');
      expect(cellIn(row, 'isFilled').className).toContain('MuiDataGrid-cell--textCenter');
      expect(cellIn(row, 'desk').className).toContain('MuiDataGrid-cell--textLeft');
      // A number column edits in a number input, a single-select column in a select.
      act(() => {
        fireEvent.doubleClick(cellIn(row, 'quantity'));
      });
      await waitFor(() => expect(within(cellIn(row, 'quantity')).getByRole('spinbutton')).toBeDefined());
      await escape(cellIn(row, 'quantity'));
      act(() => {
        fireEvent.doubleClick(cellIn(row, 'status'));
      });
      // The select opens its list of statuses at once.
      const listbox = await waitFor(() => document.querySelector('[role="listbox"]')!);
      expect([...listbox.querySelectorAll('[role="option"]')].map((option) => option.textContent)).toEqual([
        'Open',
        'PartiallyFilled',
        'Filled',
        'Rejected',
      ]);
      act(() => {
        fireEvent.keyDown(listbox, { key: 'Escape' });
      });
      await waitFor(() => expect(document.querySelector('[role="listbox"]')).toBeNull());
      await escape(cellIn(row, 'status'));
    },
  );

  claim('The `processRowUpdate` callback recomputes the trade total when you press :kbd[Enter].', async () => {
    await expandFirstGroup();
    const row = leafRows()[0]!;
    const { generateCommodities: unrecorded } =
      await vi.importActual<typeof import('@content/demoData')>('@content/demoData');
    const trade = unrecorded(10_000).find((item) => String(item.id) === row.getAttribute('data-id'))!;
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
    const before = cellIn(row, 'totalPrice').textContent;
    act(() => {
      fireEvent.doubleClick(cellIn(row, 'quantity'));
    });
    const input = await waitFor(() => within(cellIn(row, 'quantity')).getByRole('spinbutton'));
    act(() => {
      fireEvent.change(input, { target: { value: '2000' } });
    });
    expect(cellIn(row, 'totalPrice').textContent).toBe(before);
    act(() => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    await waitFor(() => expect(editing(cellIn(row, 'quantity'))).toBe(false));
    await waitFor(() =>
      expect(cellIn(row, 'totalPrice').textContent).toBe(usd.format(Number((2000 * trade.unitPrice).toFixed(2)))),
    );
  });

  claim(
    'Tick some rows, then use Export in the toolbar to download them as CSV or Excel, or press :kbd[Ctrl]+:kbd[C] to copy them.',
    async () => {
      await expandFirstGroup();
      const [first, second] = leafRows();
      const ids = [first!, second!].map((row) => row.getAttribute('data-id')!);
      for (const row of [first!, second!]) {
        // A retry finds them ticked already: clicking again would untick them.
        if (row.classList.contains('Mui-selected')) continue;
        act(() => {
          fireEvent.click(cellIn(row, '__check__').querySelector('input')!);
        });
        expect(row.classList.contains('Mui-selected')).toBe(true);
      }
      // Ctrl+C on a cell copies the ticked rows, one line each.
      writeText.mockClear();
      act(() => {
        fireEvent.click(cellIn(first!, 'desk'));
      });
      act(() => {
        fireEvent.keyDown(cellIn(first!, 'desk'), { key: 'c', keyCode: 67, ctrlKey: true });
      });
      await waitFor(() => expect(writeText).toHaveBeenCalled());
      expect(writeText.mock.calls.at(-1)![0].split('\n')).toHaveLength(2);
      // Export offers CSV and Excel; the CSV holds the ticked rows only.
      const blobs: Blob[] = [];
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.push(blob);
          return 'blob:claims';
        },
        revokeObjectURL: () => {},
      });
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      act(() => {
        fireEvent.click(buttonWithText(demo.querySelector('.MuiDataGrid-toolbarContainer')!, 'Export')!);
      });
      const menu = await waitFor(() => document.querySelector('[role="menu"]')!);
      expect(itemTexts(menu)).toEqual(expect.arrayContaining(['Download as CSV', 'Download as Excel']));
      act(() => {
        fireEvent.click(within(menu as HTMLElement).getByText('Download as CSV'));
      });
      await waitFor(() => expect(blobs).toHaveLength(1));
      click.mockRestore();
      const csv = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blobs[0]!);
      });
      const lines = csv.trim().split(/\r?\n/);
      expect(lines).toHaveLength(3);
      for (const id of ids) expect(lines.some((line) => line.split(',').includes(id))).toBe(true);
    },
  );

  claim(
    '`rowGroupingModel` and `onRowGroupingModelChange` control the grouping so the switch and the column menu stay in sync.',
    async () => {
      const switchInput = within(demo).getByLabelText('Group by commodity') as HTMLInputElement;
      const menu = await openMenu(demo, 'desk');
      act(() => {
        fireEvent.click(
          [...menu.querySelectorAll('[role="menuitem"]')].find((item) => item.textContent === 'Group by Desk')!,
        );
      });
      await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
      // Nested: commodity then desk.
      expect(headerFields(demo)).toEqual(expect.arrayContaining(['__row_group_by_columns_group__']));
      expect(switchInput.checked).toBe(true);
      expect(groupRows()[0]!.textContent).not.toBe('');
    },
    120_000,
  );

  claim(
    'Only the rows and columns in view, plus a small buffer, are in the DOM at any time, so scrolling through 10,000 rows costs about the same as scrolling through 100.',
    async () => {
      // Grouping off: 10,000 flat rows, of which only a screenful is mounted, wherever the scroll stands.
      act(() => {
        fireEvent.click(within(demo).getByLabelText('Group by commodity'));
      });
      const mounted = () => [...demo.querySelectorAll('[role="row"][data-rowindex]')];
      await waitFor(() => expect(mounted().length).toBeGreaterThan(20));
      expect(demo.querySelector('[role="grid"]')!.getAttribute('aria-rowcount')).toBe('10002');
      expect(mounted().length).toBeLessThan(60);
      const scroller = demo.querySelector('.MuiDataGrid-virtualScroller') as HTMLElement;
      Object.defineProperty(scroller, 'scrollTop', { value: 5000 * 36, configurable: true, writable: true });
      fireEvent.scroll(scroller);
      await waitFor(() => expect(Number(mounted()[0]!.getAttribute('data-rowindex'))).toBeGreaterThan(4900));
      expect(mounted().length).toBeLessThan(60);
    },
    60_000,
  );

  claim('They are created once in `React.useMemo` and never copied.', () => {
    // After sorting, filtering, grouping, header filters and an edit, the grid was given one array, generated once.
    expect(seen.generated.filter((count) => count === 10_000)).toHaveLength(1);
    expect(seen.rows.size).toBe(1);
  });
});

claim('The trades come from a seeded generator, so every visit shows the same rows.', () => {
  expect(generateCommodities(5)).toEqual(generateCommodities(5));
});

describe('EmployeeDirectoryGrid', () => {
  let demo: HTMLElement;
  beforeAll(() => {
    demo = render(<EmployeeDirectoryGrid />).container;
  }, 120_000);

  claim('It paginates them (Community allows up to 100 rows per page)', async () => {
    expect(demo.querySelector('.MuiTablePagination-displayedRows')!.textContent).toBe('1–100 of 10000');
    // Scrolled to the bottom, the last mounted row is the 100th: nothing beyond the page.
    const scroller = demo.querySelector('.MuiDataGrid-virtualScroller') as HTMLElement;
    Object.defineProperty(scroller, 'scrollTop', { value: 200 * 52, configurable: true, writable: true });
    fireEvent.scroll(scroller);
    const indexes = () =>
      [...demo.querySelectorAll('[role="row"][data-rowindex]')].map((row) => Number(row.getAttribute('data-rowindex')));
    await waitFor(() => expect(Math.max(...indexes())).toBe(99));
    Object.defineProperty(scroller, 'scrollTop', { value: 0, configurable: true, writable: true });
    fireEvent.scroll(scroller);
    await waitFor(() => expect(Math.min(...indexes())).toBe(0));
  });

  claim(
    'and you still get sorting, filtering, the quick filter, column management, checkbox selection, CSV export and cell editing',
    () => {
      const toolbar = demo.querySelector('.MuiDataGrid-toolbarContainer')!;
      expect(['Columns', 'Filters', 'Export'].every((text) => buttonWithText(toolbar, text))).toBe(true);
      expect(toolbar.querySelector('input[type="search"]')).not.toBeNull();
      expect(demo.querySelector('[role="columnheader"] input[type="checkbox"]')).not.toBeNull();
      expect(demo.querySelectorAll('[role="row"][data-id] .MuiDataGrid-cell--editable').length).toBeGreaterThan(0);
      expect(header(demo, 'joinDate').getAttribute('aria-sort')).toBe('descending');
    },
  );

  claim(
    'Multi-column sorting, header filters, grouping and Excel export are among the features this version does not have.',
    async () => {
      fireEvent.click(header(demo, 'fullName'));
      fireEvent.click(header(demo, 'role'), { shiftKey: true });
      // Shift+click replaces the sort instead of adding to it.
      expect(header(demo, 'fullName').getAttribute('aria-sort')).toBe('none');
      expect(header(demo, 'role').getAttribute('aria-sort')).toBe('ascending');
      act(() => {
        fireEvent.click(buttonWithText(demo, 'Export')!);
      });
      const menu = await waitFor(() => document.querySelector('[role="menu"]')!);
      expect(itemTexts(menu)).toEqual(['Download as CSV', 'Print']);
      await closeMenu(menu);
      const columnMenu = await openMenu(demo, 'role');
      expect(itemTexts(columnMenu).some((text) => text!.startsWith('Group by'))).toBe(false);
      await closeMenu(columnMenu);
    },
  );
});

describe('keeping the grid fast', () => {
  const many = Array.from({ length: 150 }, (_, index) => ({ id: index + 1, name: `r${index + 1}` }));
  const mounted = (root: Element) => root.querySelectorAll('[role="row"][data-rowindex]').length;

  claim('`disableVirtualization` and the deprecated `autoHeight` prop render every row of the page.', () => {
    viewport.height = 400;
    const plain = render(<DataGrid rows={many} columns={[{ field: 'name' }]} />);
    expect(mounted(plain.container)).toBeLessThan(20);
    plain.unmount();
    const off = render(<DataGrid rows={many} columns={[{ field: 'name' }]} disableVirtualization />);
    expect(mounted(off.container)).toBe(100);
    off.unmount();
    const auto = render(<DataGrid rows={many} columns={[{ field: 'name' }]} autoHeight />);
    expect(mounted(auto.container)).toBe(100);
    auto.unmount();
  });

  claim('Keep `renderCell` components light; they run for every visible cell while scrolling.', async () => {
    viewport.width = 600;
    viewport.height = 400;
    const renderCell = vi.fn(({ id, field }: { id: unknown; field: string }) => `${String(id)}/${field}`);
    const columns = Array.from({ length: 20 }, (_, index) => ({ field: `c${index}`, width: 100, renderCell }));
    const { container, unmount } = render(<DataGridPremium rows={many} columns={columns} hideFooter />);
    // Columns are virtualised as well as rows: 600 px show 6 of the 20 columns, plus the buffer.
    const fields = [...container.querySelectorAll('[role="row"][data-rowindex="0"] [role="gridcell"][data-field]')];
    expect(fields.length).toBeLessThan(20);
    const rendered = () => new Set(renderCell.mock.calls.map(([params]) => `${String(params.id)}/${params.field}`));
    expect(rendered().has('100/c0')).toBe(false);
    renderCell.mockClear();
    const scroller = container.querySelector('.MuiDataGrid-virtualScroller') as HTMLElement;
    Object.defineProperty(scroller, 'scrollTop', { value: 98 * 52, configurable: true, writable: true });
    fireEvent.scroll(scroller);
    await waitFor(() => expect(rendered().has('100/c0')).toBe(true));
    // Only the cells scrolled into view were rendered, not the whole grid.
    expect(rendered().size).toBeLessThan(150);
    unmount();
  });
});
