import * as React from 'react';
import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
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
      // Turning the switch off would render all 10,000 rows at once in jsdom (no virtualization there).
    },
    120_000,
  );
});

claim('The trades come from a seeded generator, so every visit shows the same rows.', () => {
  expect(generateCommodities(5)).toEqual(generateCommodities(5));
});

describe('EmployeeDirectoryGrid', () => {
  let demo: HTMLElement;
  beforeAll(() => {
    demo = render(<EmployeeDirectoryGrid />).container;
  }, 120_000);

  claim('It paginates them (Community allows up to 100 rows per page)', () => {
    expect(demo.querySelector('.MuiTablePagination-displayedRows')!.textContent).toBe('1–100 of 10000');
    expect(demo.querySelectorAll('[role="row"][data-id]')).toHaveLength(100);
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

untestable(
  'Only the rows and columns in view, plus a small buffer, are in the DOM at any time',
  'The grid turns virtualization off in jsdom (it has no layout); it needs a browser.',
);
untestable(
  '`disableVirtualization` and the deprecated `autoHeight` prop render every row of the page.',
  'The grid turns virtualization off in jsdom, so every row is rendered there with or without these props.',
);
untestable(
  'Keep `renderCell` components light; they run for every visible cell while scrolling.',
  'Advice on performance; what runs while scrolling depends on a browser viewport.',
);
