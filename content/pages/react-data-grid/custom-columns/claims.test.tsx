import * as React from 'react';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import {
  DataGrid,
  GRID_DATE_COL_DEF,
  GRID_NUMERIC_COL_DEF,
  GRID_STRING_COL_DEF,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
  type GridColTypeDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import { gridColumnTexts } from '@/claims/gridColumnTexts';
import { newGridApiRef } from '@/claims/newGridApiRef';
import CustomColumnTypes from './demos/CustomColumnTypes';
import ObjectValueColumn from './demos/ObjectValueColumn';
import RatingColumnType from './demos/RatingColumnType';
import RichCellRenderers from './demos/RichCellRenderers';

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdPrice: GridColTypeDef<number, string> = {
  type: 'number',
  width: 140,
  valueFormatter: (value) => (value == null ? '' : usd.format(value)),
};
const prices = [
  { id: 1, price: 20 },
  { id: 2, price: 3 },
  { id: 3, price: 100 },
];

describe('reusable column types', () => {
  claim(
    'Spread it into as many columns as you like, and override any property per column by writing it after the spread.',
    () => {
      const apiRef = newGridApiRef();
      const { container, unmount } = render(
        <DataGrid
          apiRef={apiRef}
          rows={prices}
          columns={[
            { field: 'price', ...usdPrice },
            { field: 'copy', ...usdPrice, width: 170, valueGetter: (_v, row) => row.price },
          ]}
        />,
      );
      expect(gridColumnTexts(container, 'price')).toEqual(['$20.00', '$3.00', '$100.00']);
      expect(gridColumnTexts(container, 'copy')).toEqual(['$20.00', '$3.00', '$100.00']);
      expect([apiRef.current.getColumn('price').width, apiRef.current.getColumn('copy').width]).toEqual([140, 170]);
      unmount();
    },
  );

  claim("`type: 'number'` keeps numeric sorting, right alignment and the number filter operators", () => {
    const apiRef = newGridApiRef();
    const { container, unmount } = render(
      <DataGrid apiRef={apiRef} rows={prices} columns={[{ field: 'price', ...usdPrice }]} />,
    );
    act(() => apiRef.current.sortColumn('price', 'asc'));
    expect(gridColumnTexts(container, 'price')).toEqual(['$3.00', '$20.00', '$100.00']);
    expect(container.querySelector('[role="row"][data-id] [data-field="price"]')!.className).toContain(
      'MuiDataGrid-cell--textRight',
    );
    expect(apiRef.current.getColumn('price').filterOperators!.map((op) => op.value)).toEqual(
      getGridNumericOperators().map((op) => op.value),
    );
    unmount();
  });

  claim(
    'In the demo, Unit price and Total share a `usdPrice` type, and Fee rate and Filled share a `percentage` type.',
    () => {
      const { container, unmount } = render(<CustomColumnTypes />);
      for (const field of ['unitPrice', 'totalPrice'])
        expect(gridColumnTexts(container, field)[0]).toMatch(/^\$[\d,]+\.\d\d$/);
      for (const field of ['feeRate', 'fillRate']) expect(gridColumnTexts(container, field)[0]).toMatch(/%$/);
      unmount();
    },
  );

  claim('The built-in defaults are exported too (for example `GRID_NUMERIC_COL_DEF` and `GRID_DATE_COL_DEF`)', () => {
    expect([GRID_NUMERIC_COL_DEF.type, GRID_DATE_COL_DEF.type, GRID_NUMERIC_COL_DEF.align]).toEqual([
      'number',
      'date',
      'right',
    ]);
  });

  claim('Everything on this page works with plain `GridColDef` properties and is available in every plan.', () => {
    // The community grid renders the custom type of the first demo without any Pro prop.
    const { container, unmount } = render(<DataGrid rows={prices} columns={[{ field: 'price', ...usdPrice }]} />);
    expect(container.textContent).not.toContain('MUI X');
    expect(gridColumnTexts(container, 'price')[0]).toBe('$20.00');
    unmount();
  });
});

describe('RichCellRenderers demo', () => {
  claim('Sorting, filtering and export ignore `renderCell`', async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container, unmount } = render(<RichCellRenderers />);
    const header = container.querySelector('[role="columnheader"][data-field="salary"]')!;
    fireEvent.click(header);
    const ids = [...container.querySelectorAll('[role="row"][data-id]')].map((row) => row.getAttribute('data-id'));
    fireEvent.click(container.querySelector('[role="row"][data-id] [data-field="salary"]')!);
    act(() => {
      fireEvent.keyDown(container.querySelector('[role="row"][data-id] [data-field="salary"]')!, {
        key: 'c',
        keyCode: 67,
        ctrlKey: true,
      });
    });
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    expect(writeText.mock.calls[0]![0]).toMatch(/\$\d+k/);
    // Ascending by the number behind the bands.
    const bands = gridColumnTexts(container, 'salary').map((text) => Number(text!.match(/\$(\d+)k/)![1]));
    expect(bands).toEqual([...bands].sort((a, b) => a - b));
    expect(ids.length).toBeGreaterThan(1);
    unmount();
  });

  claim('A few patterns come up often, all in the demo below:', () => {
    const { container, unmount } = render(<RichCellRenderers />);
    const row = container.querySelector('[role="row"][data-id]')!;
    expect(row.querySelector('[data-field="fullName"] .MuiAvatar-root')).not.toBeNull();
    expect(row.querySelector('[data-field="department"] .MuiChip-root')).not.toBeNull();
    expect(row.querySelector('[data-field="salary"] .MuiLinearProgress-root')).not.toBeNull();
    unmount();
  });

  claim('**Read-only ratings and icons** for scores and booleans.', () => {
    const { container, unmount } = render(<RichCellRenderers />);
    const row = container.querySelector('[role="row"][data-id]')!;
    expect(row.querySelector('[data-field="rating"] .MuiRating-root[role="img"]')).not.toBeNull();
    expect(row.querySelector('[data-field="isAdmin"] svg title')!.textContent).toMatch(/^(Admin|Not admin)$/);
    unmount();
  });

  claim("Set `display: 'flex'` on the column to centre the content vertically.", () => {
    const { container, unmount } = render(
      <DataGrid rows={prices} columns={[{ field: 'price', display: 'flex' }, { field: 'id' }]} />,
    );
    expect(container.querySelector('[data-id="1"] [data-field="price"]')!.className).toContain(
      'MuiDataGrid-cell--flex',
    );
    expect(container.querySelector('[data-id="1"] [data-field="id"]')!.className).not.toContain(
      'MuiDataGrid-cell--flex',
    );
    unmount();
  });

  claim('Raise `rowHeight` (here 60) when the content needs two lines', () => {
    const { container, unmount } = render(<RichCellRenderers />);
    expect((container.querySelector('[role="row"][data-id]') as HTMLElement).style.maxHeight).toBe('60px');
    unmount();
  });
});

describe('RatingColumnType demo', () => {
  claim(
    'Double-click a rating to edit it, or open the filter panel, which starts with "Stars at least 4".',
    async () => {
      const { container, unmount } = render(<RatingColumnType />);
      const stars = () =>
        [...container.querySelectorAll('[role="row"][data-id] [data-field="stars"] [role="img"]')].map((img) =>
          Number(img.getAttribute('aria-label')!.split(' ')[0]),
        );
      expect(stars().length).toBeGreaterThan(0);
      expect(stars().every((value) => value >= 4)).toBe(true);
      const cell = container.querySelector('[role="row"][data-id] [data-field="stars"]') as HTMLElement;
      fireEvent.doubleClick(cell);
      await settle();
      expect(cell.classList.contains('MuiDataGrid-cell--editing')).toBe(true);
      // The editor took the focus (hasFocus); Escape cancels.
      expect(cell.contains(document.activeElement)).toBe(true);
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      await settle();
      expect(cell.classList.contains('MuiDataGrid-cell--editing')).toBe(false);
      unmount();
    },
  );

  claim('`renderCell`: read-only stars;', () => {
    const { container, unmount } = render(<RatingColumnType />);
    const cells = container.querySelectorAll('[role="row"][data-id] [data-field="stars"]');
    expect([...cells].every((cell) => cell.querySelector('.MuiRating-root[role="img"]'))).toBe(true);
    unmount();
  });

  claim(
    'the grid commits them when the user presses :kbd[Enter], :kbd[Tab] or clicks elsewhere, and cancels them on :kbd[Escape]',
    async () => {
      const apiRef = newGridApiRef();
      const { container, unmount } = render(
        <DataGrid apiRef={apiRef} rows={prices} columns={[{ field: 'price', type: 'number', editable: true }]} />,
      );
      const cell = () => container.querySelector('[data-id="1"] [data-field="price"]') as HTMLElement;
      const edit = async (value: number, key: string) => {
        act(() => apiRef.current.startCellEditMode({ id: 1, field: 'price' }));
        await act(async () => {
          await apiRef.current.setEditCellValue({ id: 1, field: 'price', value });
        });
        act(() => {
          fireEvent.keyDown(cell().querySelector('input')!, { key });
        });
        await settle();
      };
      await edit(5, 'Enter');
      expect(cell().textContent).toBe('5');
      await edit(6, 'Tab');
      expect(cell().textContent).toBe('6');
      await edit(7, 'Escape');
      expect(cell().textContent).toBe('6');
      unmount();
    },
  );

  claim('or `null` when the filter is incomplete and should be ignored', () => {
    const getApplyFilterFn = vi.fn(() => null);
    const operator: GridFilterOperator = { label: 'never', value: 'never', getApplyFilterFn };
    const { container, unmount } = render(
      <DataGrid
        rows={prices}
        columns={[{ field: 'price', filterOperators: [operator] }]}
        filterModel={{ items: [{ field: 'price', operator: 'never', value: 1 }] }}
      />,
    );
    expect(getApplyFilterFn).toHaveBeenCalled();
    expect(container.querySelectorAll('[role="row"][data-id]')).toHaveLength(3);
    unmount();
  });
});

describe('object values', () => {
  claim('the cell would show "[object Object]"', () => {
    const { container, unmount } = render(
      <DataGrid rows={[{ id: 1, location: { city: 'Oslo', country: 'NO' } }]} columns={[{ field: 'location' }]} />,
    );
    expect(gridColumnTexts(container, 'location')).toEqual(['[object Object]']);
    unmount();
  });

  claim('Either flatten it with a `valueGetter` that returns a string', () => {
    const { container, unmount } = render(
      <DataGrid
        rows={[{ id: 1, location: { city: 'Oslo', country: 'NO' } }]}
        columns={[{ field: 'location', valueGetter: (value: { city: string }) => value.city }]}
      />,
    );
    expect(gridColumnTexts(container, 'location')).toEqual(['Oslo']);
    unmount();
  });

  claim('it starts from the same defaults as a string column', () => {
    const apiRef = newGridApiRef();
    const { unmount } = render(
      <DataGrid apiRef={apiRef} rows={prices} columns={[{ field: 'price', type: 'custom' } as GridColDef]} />,
    );
    const col = apiRef.current.getColumn('price');
    expect(col.filterOperators!.map((op) => op.value)).toEqual(getGridStringOperators().map((op) => op.value));
    expect(col.sortComparator).toBe(GRID_STRING_COL_DEF.sortComparator);
    unmount();
  });

  claim(
    'This column sorts by country and then city, and both the filter panel and the search field match against the formatted text',
    async () => {
      const { container, unmount } = render(<ObjectValueColumn />);
      const locations = gridColumnTexts(container, 'location');
      const keys = locations.map((text) => {
        const [city, country] = text!.split(', ');
        return `${country}|${city}`;
      });
      expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b)));
      const sample = locations[locations.length - 1]!;
      const search = container.querySelector('input[type="search"]') as HTMLInputElement | null;
      if (search) {
        fireEvent.change(search, { target: { value: sample } });
        await waitFor(() => expect(new Set(gridColumnTexts(container, 'location'))).toEqual(new Set([sample])));
      }
      expect(search).not.toBeNull();
      unmount();
    },
  );
});

claim('`getApplyFilterFn` receives the filter item and returns a function that tests one cell value', () => {
  const seen = vi.fn();
  const operator: GridFilterOperator = {
    label: 'above',
    value: 'above',
    getApplyFilterFn: (item) => {
      seen(item);
      return (value) => Number(value) > Number(item.value);
    },
  };
  const { container, unmount } = render(
    <DataGridPro
      rows={prices}
      columns={[{ field: 'price', filterOperators: [operator] }]}
      filterModel={{ items: [{ field: 'price', operator: 'above', value: 10 }] }}
    />,
  );
  expect(seen.mock.calls[0]![0]).toMatchObject({ field: 'price', operator: 'above', value: 10 });
  expect(gridColumnTexts(container, 'price')).toEqual(['20', '100']);
  unmount();
});

untestable(
  'The [`GridColDef` reference](/x/api/data-grid/grid-col-def/) lists every column property.',
  'A statement about another page of this site (the generated API reference), not about the grid’s behaviour.',
);
