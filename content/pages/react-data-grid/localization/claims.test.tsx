import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { frFR as coreFrFR } from '@mui/material/locale';
import { DataGrid, GridToolbar, GRID_DEFAULT_LOCALE_TEXT, type GridApi } from '@mui/x-data-grid';
import * as locales from '@mui/x-data-grid/locales';
import { arSD, deDE, frFR } from '@mui/x-data-grid/locales';
import { describe, expect, vi } from 'vitest';
import { claim } from '@/claims/claim';
import { computeGridLocaleCoverage } from '@/server/content/gridLocaleCoverage';
import LocalePackSwitcher from './demos/LocalePackSwitcher';
import ThemeLocaleGrid from './demos/ThemeLocaleGrid';

// Grids render slowly in jsdom when the machine is busy: a timed-out test can leave an unfinished act() behind.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const rows = [
  { id: 1, name: 'Ann', salary: 1200 },
  { id: 2, name: 'Bob', salary: 900 },
  { id: 3, name: 'Cid', salary: 30000 },
];
const columns = [
  { field: 'name', headerName: 'Name' },
  { field: 'salary', headerName: 'Salary', type: 'number' as const },
];
const fr = frFR.components.MuiDataGrid.defaultProps.localeText;
const de = deDE.components.MuiDataGrid.defaultProps.localeText;
type Texts = typeof fr;

function grid(props: Partial<React.ComponentProps<typeof DataGrid>> = {}) {
  return (
    <div style={{ height: 400 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        {...props}
      />
    </div>
  );
}
const texts = (root: HTMLElement, t: Partial<Texts>) => {
  const toolbar = [...root.querySelectorAll('.MuiDataGrid-toolbarContainer button')].map((b) => b.textContent);
  expect(toolbar).toContain(t.toolbarColumns);
  expect(toolbar.some((text) => text?.endsWith(t.toolbarFilters as string))).toBe(true);
  expect(root.textContent).toContain(t.MuiTablePagination!.labelRowsPerPage as string);
};

describe('the texts a grid renders itself', () => {
  claim(
    'Every text the grid renders by itself, such as toolbar buttons, column menu entries, filter operators, overlay messages, the footer and the pagination labels, is looked up from a set of keys',
    () => {
      const { container } = render(
        grid({ rows: [], localeText: { noRowsLabel: 'Nothing here', toolbarColumns: 'Cols' } }),
      );
      expect(container.textContent).toContain('Nothing here');
      texts(container, {
        toolbarColumns: 'Cols',
        toolbarFilters: 'Filters',
        MuiTablePagination: { labelRowsPerPage: 'Rows per page:' },
      });
    },
  );

  claim('English is the default.', () => {
    const { container } = render(grid({ rows: [] }));
    expect(container.textContent).toContain(GRID_DEFAULT_LOCALE_TEXT.noRowsLabel);
    texts(container, { ...GRID_DEFAULT_LOCALE_TEXT, MuiTablePagination: { labelRowsPerPage: 'Rows per page:' } });
  });

  claim('Every grid under that provider now speaks French, without any prop.', () => {
    const theme = createTheme({}, frFR, coreFrFR);
    const { container } = render(<ThemeProvider theme={theme}>{grid()}</ThemeProvider>);
    texts(container, fr);
  });

  claim('`localeText` is merged over the English defaults, so you can pass only the keys you want to change.', () => {
    const { container } = render(grid({ localeText: { toolbarFilters: 'Refine' } }));
    texts(container, {
      ...GRID_DEFAULT_LOCALE_TEXT,
      toolbarFilters: 'Refine',
      MuiTablePagination: { labelRowsPerPage: 'Rows per page:' },
    });
  });

  claim(
    "the prop replaces the theme's `localeText` as a whole, so a grid under a French theme that gets `localeText={{ noRowsLabel: '…' }}` shows every other text in English",
    () => {
      const theme = createTheme({}, frFR);
      const { container } = render(
        <ThemeProvider theme={theme}>{grid({ rows: [], localeText: { noRowsLabel: '…' } })}</ThemeProvider>,
      );
      expect(container.textContent).toContain('…');
      texts(container, { ...GRID_DEFAULT_LOCALE_TEXT, MuiTablePagination: { labelRowsPerPage: 'Rows per page:' } });
    },
  );

  claim(
    "The grid's locale packs already carry the matching pagination labels from Material UI (under the `MuiTablePagination` key), so `localeText` alone is enough for the footer too.",
    () => {
      const { container } = render(grid({ localeText: de }));
      expect(container.textContent).toContain(de.MuiTablePagination!.labelRowsPerPage as string);
      const withoutLabels = Object.entries(locales).filter(
        ([code, pack]) =>
          code !== 'enUS' && !pack.components.MuiDataGrid.defaultProps.localeText.MuiTablePagination?.labelRowsPerPage,
      );
      expect(withoutLabels).toEqual([]);
    },
  );

  const apiRef = { current: null } as unknown as React.MutableRefObject<GridApi>;
  const arabic = arSD.components.MuiDataGrid.defaultProps.localeText;

  claim("Custom components can read the current texts with `apiRef.current.getLocaleText('noRowsLabel')`", () => {
    render(grid({ apiRef, localeText: arabic }));
    expect(apiRef.current.getLocaleText('noRowsLabel')).toBe(arabic.noRowsLabel);
    expect(arabic.noRowsLabel).not.toBe(GRID_DEFAULT_LOCALE_TEXT.noRowsLabel);
  });

  claim("Keys a pack doesn't translate fall back to English.", () => {
    expect(arabic.columnsManagementReset).toBeUndefined();
    expect(apiRef.current.getLocaleText('columnsManagementReset')).toBe('Reset');
  });
});

claim('The table below lists every locale pack shipped with version 7.21.0', () => {
  expect(computeGridLocaleCoverage().map((row) => row.code)).toEqual(
    Object.keys(locales).sort((a, b) => a.localeCompare(b)),
  );
});

claim('The toolbar, menus, footer and pagination labels are all German.', () => {
  const { container } = render(<ThemeLocaleGrid />);
  texts(container, de);
  fireEvent.click(container.querySelector('[data-field="fullName"] .MuiDataGrid-menuIcon button')!);
  expect(screen.getByRole('menuitem', { name: de.columnMenuHideColumn as string })).toBeDefined();
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
});

claim(
  "The toolbar, the panels it opens, the column menu, the selection footer and the pagination all change; the column titles don't",
  async () => {
    const { container } = render(<LocalePackSwitcher />);
    const headers = () =>
      [...container.querySelectorAll('[role="columnheader"] .MuiDataGrid-columnHeaderTitle')].map((h) => h.textContent);
    const before = headers();
    texts(container, fr);
    fireEvent.click(within(container).getByRole('button', { name: 'de-DE' }));
    texts(container, de);
    expect(headers()).toEqual(before);
    fireEvent.click(container.querySelector('[role="row"][data-rowindex="0"] input[type="checkbox"]')!);
    expect(container.textContent).toContain((de.footerRowSelected as (count: number) => string)(1));
    fireEvent.click(
      [...container.querySelectorAll('.MuiDataGrid-toolbarContainer button')].find((b) =>
        b.textContent?.endsWith(de.toolbarFilters as string),
      )!,
    );
    expect(await screen.findByText(de.filterPanelOperator as string)).toBeDefined();
  },
);

describe('formatting', () => {
  claim(
    "Locale packs change only the grid's interface texts. Cells of type `date`, `dateTime` and `number` are formatted with the browser's default locale unless you tell them otherwise.",
    () => {
      const spy = vi.spyOn(Number.prototype, 'toLocaleString');
      const { container } = render(grid());
      expect(spy.mock.calls.some((call) => call.length === 0)).toBe(true);
      spy.mockRestore();
      expect(container.querySelector('[data-id="3"] [data-field="salary"]')?.textContent).toBe(
        (30000).toLocaleString(),
      );
    },
  );

  claim('Filtering and sorting still work on the raw values, so formatting is purely visual.', async () => {
    const money = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
    const { container } = render(
      grid({
        columns: [{ field: 'salary', type: 'number', valueFormatter: (value?: number) => money.format(value!) }],
        initialState: {
          sorting: { sortModel: [{ field: 'salary', sort: 'asc' }] },
          filter: { filterModel: { items: [{ field: 'salary', operator: '>', value: 1000 }] } },
        },
      }),
    );
    const cells = [...container.querySelectorAll('[data-field="salary"][role="gridcell"]')].map((c) => c.textContent);
    expect(cells).toEqual([money.format(1200), money.format(30000)]);
  });
});

describe('right-to-left', () => {
  claim("translate the texts but don't change the direction", () => {
    const { container } = render(grid({ localeText: arSD.components.MuiDataGrid.defaultProps.localeText }));
    expect(container.querySelector('[dir="rtl"]')).toBeNull();
    expect(getComputedStyle(container.querySelector('.MuiDataGrid-root')!).direction).not.toBe('rtl');
  });

  claim('the grid mirrors its layout, including column order, scrollbars and keyboard navigation', () => {
    const theme = createTheme({ direction: 'rtl' });
    const { container } = render(
      <ThemeProvider theme={theme}>
        <div dir="rtl">{grid()}</div>
      </ThemeProvider>,
    );
    const first = container.querySelector('[data-rowindex="0"] [data-field="name"]') as HTMLElement;
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(document.activeElement?.getAttribute('data-field')).toBe('salary');
  });
});
