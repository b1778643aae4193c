import * as React from 'react';
import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import {
  DataGrid,
  GridToolbar,
  GridToolbarContainer,
  GridToolbarExportContainer,
  gridFilteredSortedRowIdsSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import { newGridApiRef } from '@/claims/newGridApiRef';
import CsvOnlyToolbarGrid from './demos/CsvOnlyToolbarGrid';
import CsvOptionsGrid from './demos/CsvOptionsGrid';
import CustomExportMenuGrid from './demos/CustomExportMenuGrid';
import ExportColumnsGrid from './demos/ExportColumnsGrid';
import ExportRowsChoiceGrid from './demos/ExportRowsChoiceGrid';
import ExportToolbarGrid from './demos/ExportToolbarGrid';

type PremiumApiRef = ReturnType<typeof useGridApiRef>;

/** Downloads: the grid builds a Blob URL and clicks a link; record the file name and the blob. */
const downloads: { name: string; blob: Blob }[] = [];
const blobs = new Map<string, Blob>();
beforeAll(() => {
  let next = 0;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      next += 1;
      blobs.set(`blob:${next}`, blob);
      return `blob:${next}`;
    },
    revokeObjectURL: () => {},
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterAll(() => vi.restoreAllMocks());

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
const readBytes = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

async function openExportMenu(grid: Element) {
  const button = [...grid.querySelectorAll('button')].find((b) => b.textContent === 'Export')!;
  act(() => {
    fireEvent.click(button);
  });
  let menu!: Element;
  await waitFor(() => {
    menu = document.querySelector('[role="menu"]')!;
    expect(menu).not.toBeNull();
  });
  return menu;
}
const itemsOf = (menu: Element) => [...menu.querySelectorAll('[role="menuitem"]')] as HTMLElement[];
async function closeMenu(menu: Element) {
  act(() => {
    fireEvent.keyDown(menu, { key: 'Escape' });
  });
  await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
}

const rows = [
  { id: 1, name: 'Ann', city: 'Oslo', salary: 3000, secret: 's1' },
  { id: 2, name: 'Bob', city: 'Rome', salary: 1000, secret: 's2' },
  { id: 3, name: 'Cid', city: 'Oslo', salary: 2000, secret: 's3' },
  { id: 4, name: 'Dee', city: 'Lima', salary: 4000, secret: 's4' },
];
const columns: GridColDef[] = [
  { field: 'name' },
  { field: 'city' },
  { field: 'salary', type: 'number', valueFormatter: (value: number) => `$${value}` },
  { field: 'secret', disableExport: true },
];

describe('what gets exported', () => {
  const apiRef = newGridApiRef();
  let grid: HTMLElement;
  beforeAll(() => {
    grid = render(
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        checkboxSelection
        pagination
        pageSizeOptions={[2]}
        initialState={{
          pagination: { paginationModel: { pageSize: 2 } },
          columns: { columnVisibilityModel: { city: false } },
        }}
      />,
    ).container;
  });
  const csv = (options = {}) => apiRef.current.getDataAsCsv(options).split('\r\n');

  claim('otherwise every row that passes the filters, on all pages, in the current sort order.', () => {
    act(() => apiRef.current.setSortModel([{ field: 'salary', sort: 'desc' }]));
    act(() => apiRef.current.setFilterModel({ items: [{ field: 'name', operator: 'doesNotEqual', value: 'Cid' }] }));
    expect(csv().map((line) => line.split(',')[0])).toEqual(['name', 'Dee', 'Ann', 'Bob']);
    expect(grid.querySelectorAll('[role="row"][data-id]')).toHaveLength(2);
  });

  claim('if some rows are selected, only the selected rows;', () => {
    act(() => apiRef.current.setRowSelectionModel([2, 4]));
    expect(csv().map((line) => line.split(',')[0])).toEqual(['name', 'Dee', 'Bob']);
  });

  claim('To choose the rows yourself, pass `getRowsToExport` in the options.', () => {
    const getRowsToExport = vi.fn(({ apiRef: ref }) => gridFilteredSortedRowIdsSelector(ref));
    expect(csv({ getRowsToExport }).map((line) => line.split(',')[0])).toEqual(['name', 'Dee', 'Ann', 'Bob']);
    expect(Object.keys(getRowsToExport.mock.calls[0]![0])).toEqual(['apiRef']);
    act(() => apiRef.current.setRowSelectionModel([]));
    act(() => apiRef.current.setFilterModel({ items: [] }));
    act(() => apiRef.current.setSortModel([]));
  });

  claim('By default, the visible columns are exported, in their current order.', () => {
    expect(csv()[0]).toBe('name,salary');
  });

  claim('`disableExport: true` on a column leaves it out of the exports that pick columns themselves', () => {
    expect(csv({ allColumns: true })[0]).toBe('name,city,salary');
  });

  claim('`allColumns: true` in the options also exports hidden columns.', () => {
    expect(csv({ allColumns: true })[1]).toBe('Ann,Oslo,$3000');
  });

  claim('The list bypasses `disableExport`', () => {
    expect(csv({ fields: ['secret', 'city', 'name'] }).slice(0, 2)).toEqual(['secret,city,name', 's1,Oslo,Ann']);
  });

  claim('Cells are exported with their formatted value, the output of `valueFormatter`', () => {
    expect(csv()[1]).toBe('Ann,$3000');
  });

  claim('`getDataAsCsv(options)` returns the CSV text', () => {
    expect(apiRef.current.getDataAsCsv({ includeHeaders: false, delimiter: ';' }).split('\r\n')[0]).toBe('Ann;$3000');
  });

  claim('Name of the downloaded file, without extension', () => {
    document.title = 'Payroll';
    act(() => apiRef.current.exportDataAsCsv());
    act(() => apiRef.current.exportDataAsCsv({ fileName: 'staff' }));
    expect(downloads.slice(-2).map((d) => d.name)).toEqual(['Payroll.csv', 'staff.csv']);
  });

  claim('Prefixes the file with a byte order mark, so that Excel reads accents correctly', async () => {
    act(() => apiRef.current.exportDataAsCsv());
    act(() => apiRef.current.exportDataAsCsv({ utf8WithBom: true }));
    const [plain, withBom] = await Promise.all(downloads.slice(-2).map((d) => readBytes(d.blob)));
    expect([...plain!.slice(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
    expect([...withBom!.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  claim('`getDataAsCsv` never adds the byte order mark', () => {
    expect(apiRef.current.getDataAsCsv({ utf8WithBom: true }).charCodeAt(0)).toBe('n'.charCodeAt(0));
  });

  claim('By default, an export contains:', () => {
    // Nothing selected: all four rows; one selected: that row alone.
    expect(csv()).toHaveLength(5);
    act(() => apiRef.current.setRowSelectionModel([3]));
    expect(csv()).toEqual(['name,salary', 'Cid,$2000']);
    act(() => apiRef.current.setRowSelectionModel([]));
  });

  claim('Default', () => {
    // The CSV table's defaults: a comma, headers on, no byte order mark (see below), formulas escaped.
    expect(apiRef.current.getDataAsCsv({ fields: ['name'], getRowsToExport: () => [1] })).toBe('name\r\nAnn');
    const formulas = newGridApiRef();
    const view = render(<DataGrid apiRef={formulas} rows={[{ id: 1, name: '-2' }]} columns={[{ field: 'name' }]} />);
    expect(formulas.current.getDataAsCsv()).toBe(`name\r\n"'-2"`);
    view.unmount();
  });

  claim(
    'CSV in every plan, a printable page in every plan, and an Excel workbook with the [Premium plan](/x/introduction/licensing/)',
    () => {
      expect(apiRef.current.exportDataAsCsv).toBeTypeOf('function');
      expect(apiRef.current.exportDataAsPrint).toBeTypeOf('function');
      expect((apiRef.current as unknown as Record<string, unknown>).exportDataAsExcel).toBeUndefined();
    },
  );

  untestable(
    'Keep it on unless you trust every value',
    'Advice: whether a value can be trusted is the reader’s call; what the option does is tested with the demo.',
  );
});

describe('raw values', () => {
  claim('Set `ignoreValueFormatterDuringExport` on the grid to export the raw values instead', () => {
    const apiRef = newGridApiRef();
    const { unmount } = render(
      <DataGrid apiRef={apiRef} rows={rows} columns={columns} ignoreValueFormatterDuringExport />,
    );
    expect(apiRef.current.getDataAsCsv().split('\r\n')[1]).toBe('Ann,Oslo,3000');
    unmount();
    render(
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        ignoreValueFormatterDuringExport={{ clipboardExport: true }}
      />,
    );
    expect(apiRef.current.getDataAsCsv().split('\r\n')[1]).toBe('Ann,Oslo,$3000');
  });

  claim('Columns using `renderCell` are still exported from their value', () => {
    const apiRef = newGridApiRef();
    render(
      <DataGrid
        apiRef={apiRef}
        rows={rows.slice(0, 1)}
        columns={[{ field: 'name', renderCell: () => <b>shown</b> }]}
      />,
    );
    expect(apiRef.current.getDataAsCsv()).toBe('name\r\nAnn');
  });
});

describe('the toolbar', () => {
  claim('The default toolbar (`GridToolbar`) has an "Export" button with one entry per format.', async () => {
    const { container } = render(<ExportToolbarGrid />);
    const menu = await openExportMenu(container);
    expect(itemsOf(menu).map((item) => item.textContent)).toEqual(['Download as CSV', 'Print']);
    // The demo's csvOptions reach the toolbar entry.
    act(() => {
      fireEvent.click(itemsOf(menu)[0]!);
    });
    expect(downloads.at(-1)!.name).toBe('box-office.csv');
    const bytes = await readBytes(downloads.at(-1)!.blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await readBlob(downloads.at(-1)!.blob)).toContain(';');
    await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
  });

  claim('Here the print entry is switched off, so the Export menu offers CSV only.', async () => {
    const { container } = render(<CsvOnlyToolbarGrid />);
    const menu = await openExportMenu(container);
    expect(itemsOf(menu).map((item) => item.textContent)).toEqual(['Download as CSV']);
    await closeMenu(menu);
  });

  claim('while keeping the format available from code', () => {
    const apiRef = newGridApiRef();
    render(
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { csvOptions: { disableToolbarButton: true } } }}
      />,
    );
    expect(apiRef.current.getDataAsCsv().split('\r\n')).toHaveLength(5);
  });

  claim(
    'In the demo, the first entry exports the selection (or everything when nothing is selected), the second one is a custom item that always exports every filtered row, and the email column is never exported.',
    async () => {
      const { container } = render(<CustomExportMenuGrid />);
      fireEvent.click(container.querySelector('[role="row"][data-rowindex="0"] [data-field="fullName"]')!);
      let menu = await openExportMenu(container);
      expect(itemsOf(menu).map((item) => item.textContent)).toEqual([
        'Download as CSV',
        'Download all rows as CSV',
        'Print',
      ]);
      act(() => {
        fireEvent.click(itemsOf(menu)[0]!);
      });
      const selection = await readBlob(downloads.at(-1)!.blob);
      expect(downloads.at(-1)!.name).toBe('employees-selection.csv');
      expect(selection.trim().split('\r\n')).toHaveLength(2);
      await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
      menu = await openExportMenu(container);
      act(() => {
        fireEvent.click(itemsOf(menu)[1]!);
      });
      // The custom item called hideMenu.
      await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
      const all = await readBlob(downloads.at(-1)!.blob);
      expect(all.trim().split('\r\n')).toHaveLength(41);
      expect(all.split('\r\n')[0]).toBe('Name,Department,Salary');
    },
  );
});

claim('the default exports only the selection, the other two ignore it', async () => {
  const { container } = render(<ExportRowsChoiceGrid />);
  const checkboxes = () => container.querySelectorAll('[role="row"][data-id] input[type="checkbox"]');
  act(() => {
    fireEvent.click(checkboxes()[0]!);
    fireEvent.click(checkboxes()[1]!);
  });
  act(() => {
    fireEvent.click(container.querySelector('[aria-label="Go to next page"]')!);
  });
  const count = (label: string) => {
    act(() => {
      fireEvent.click(within(container).getByLabelText(label));
    });
    act(() => {
      fireEvent.click(within(container).getByText('Preview CSV'));
    });
    return container.querySelector('pre')!.textContent!.split('\n')[0];
  };
  const total = container.querySelector('.MuiTablePagination-displayedRows')!.textContent!.split(' of ')[1];
  expect(count('Default')).toBe('2 rows exported');
  expect(count('All filtered')).toBe(`${total} rows exported`);
  expect(count('Current page')).toBe('5 rows exported');
});

claim('Any other child receives a `hideMenu` function to call once its action is done.', async () => {
  const received = vi.fn();
  function Item(props: { hideMenu?: () => void }) {
    received(props.hideMenu);
    return (
      <button type="button" role="menuitem" onClick={props.hideMenu}>
        Mine
      </button>
    );
  }
  function Toolbar() {
    return (
      <GridToolbarContainer>
        <GridToolbarExportContainer>
          <Item />
        </GridToolbarExportContainer>
      </GridToolbarContainer>
    );
  }
  const { container, unmount } = render(<DataGrid rows={rows} columns={columns} slots={{ toolbar: Toolbar }} />);
  const menu = await openExportMenu(container);
  expect(received.mock.lastCall![0]).toBeTypeOf('function');
  act(() => {
    fireEvent.click(itemsOf(menu)[0]!);
  });
  await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
  unmount();
});

describe('ExportColumnsGrid demo', () => {
  claim(
    'The default export has neither, `allColumns` brings back the country but not the salary, and `fields` exports the salary because it names it.',
    async () => {
      const { container } = render(<ExportColumnsGrid />);
      const header = () => {
        const pre = container.querySelector('pre');
        return (pre?.textContent ?? '').split(/\r?\n/)[0];
      };
      const click = (text: string) =>
        act(() => {
          fireEvent.click(within(container).getByText(text, { selector: 'button' }));
        });
      click('Default');
      const byDefault = header();
      click('allColumns');
      const all = header();
      click('fields');
      const fields = header();
      expect(byDefault).not.toMatch(/Country|Salary/);
      expect(all).toContain('Country');
      expect(all).not.toContain('Salary');
      expect(fields).toBe('Salary,Name');
    },
  );
});

claim("with `escapeFormulas`, they are quoted and prefixed with `'`", async () => {
  const { container } = render(<CsvOptionsGrid />);
  const text = () => container.querySelector('pre')!.textContent!;
  await waitFor(() => expect(text()).toContain('Ada'));
  expect(text()).toContain(`"'=SUM(A1:A3)"`);
  expect(text()).toContain(`"'@channel, deploy done"`);
  expect(text()).toContain('Plain text; nothing to escape');
  act(() => {
    fireEvent.click(within(container).getByLabelText('escapeFormulas'));
  });
  expect(text()).toContain('=SUM(A1:A3)');
  expect(text()).not.toContain(`'=SUM`);
});

claim('A value that contains the delimiter is wrapped in double quotes.', () => {
  const apiRef = newGridApiRef();
  render(<DataGrid apiRef={apiRef} rows={[{ id: 1, name: 'a,b', city: 'c;d' }]} columns={columns.slice(0, 2)} />);
  expect(apiRef.current.getDataAsCsv().split('\r\n')[1]).toBe('"a,b",c;d');
  expect(apiRef.current.getDataAsCsv({ delimiter: ';' }).split('\r\n')[1]).toBe('a,b;"c;d"');
});

claim('Writes the column headers as the first line', () => {
  const apiRef = newGridApiRef();
  render(<DataGrid apiRef={apiRef} rows={rows.slice(0, 1)} columns={[{ field: 'name', headerName: 'Full name' }]} />);
  expect(apiRef.current.getDataAsCsv()).toBe('Full name\r\nAnn');
  expect(apiRef.current.getDataAsCsv({ includeHeaders: false })).toBe('Ann');
});

claim('Also writes the [column group](/x/react-data-grid/column-groups/) headers', () => {
  const apiRef = newGridApiRef();
  render(
    <DataGrid
      apiRef={apiRef}
      rows={rows.slice(0, 1)}
      columns={columns.slice(0, 2)}
      columnGroupingModel={[{ groupId: 'Person', children: [{ field: 'name' }, { field: 'city' }] }]}
    />,
  );
  expect(apiRef.current.getDataAsCsv().split('\r\n')).toEqual(['Person,Person', 'name,city', 'Ann,Oslo']);
  expect(apiRef.current.getDataAsCsv({ includeColumnGroupsHeaders: false }).split('\r\n')[0]).toBe('name,city');
});

describe('Excel export', () => {
  const apiRef = { current: null } as unknown as PremiumApiRef;
  const onState = vi.fn();
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  let grid: HTMLElement;
  beforeAll(() => {
    grid = render(
      <DataGridPremium
        apiRef={apiRef}
        rows={[
          { id: 1, name: '=1+1', amount: 12.5, day: new Date(2024, 0, 2), kind: 'A' },
          { id: 2, name: 'Bob', amount: 3, day: new Date(2024, 1, 3), kind: 'B' },
        ]}
        columns={[
          { field: 'name' },
          { field: 'amount', type: 'number' },
          { field: 'day', type: 'date' },
          { field: 'kind', type: 'singleSelect', valueOptions: ['A', 'B'] },
        ]}
        slots={{ toolbar: GridToolbar }}
        onExcelExportStateChange={onState}
      />,
    ).container;
  });

  claim('With `DataGridPremium`, the toolbar\'s export menu gets a "Download as Excel" entry', async () => {
    const menu = await openExportMenu(grid);
    const labels = itemsOf(menu).map((item) => item.textContent);
    expect(labels).toHaveLength(3);
    expect(labels).toEqual(expect.arrayContaining(['Download as CSV', 'Print', 'Download as Excel']));
    await closeMenu(menu);
  });

  claim('Cell types are preserved: numbers stay numbers and dates stay dates', async () => {
    const workbook = await apiRef.current.getDataAsExcel();
    const sheet = workbook!.worksheets[0]!;
    expect(sheet.getRow(2).getCell(2).value).toBe(12.5);
    expect(sheet.getRow(2).getCell(3).value).toBeInstanceOf(Date);
    expect(sheet.getRow(2).getCell(4).dataValidation?.type).toBe('list');
  });

  claim("a text cell starting with a formula character gets a `'` prefix", async () => {
    const workbook = await apiRef.current.getDataAsExcel();
    expect(workbook!.worksheets[0]!.getRow(2).getCell(1).value).toBe("'=1+1");
    const raw = await apiRef.current.getDataAsExcel({ escapeFormulas: false });
    expect(raw!.worksheets[0]!.getRow(2).getCell(1).value).toBe('=1+1');
  });

  claim('`exceljsPreProcess` runs after the columns are declared but before the header row is written', async () => {
    const seen: Record<string, unknown> = {};
    const workbook = await apiRef.current.getDataAsExcel({
      exceljsPreProcess: async ({ worksheet }) => {
        seen.columnsBefore = worksheet.columns?.length;
        seen.rowsBefore = worksheet.rowCount;
        worksheet.addRow(['Title']);
      },
      exceljsPostProcess: async ({ worksheet }) => {
        seen.rowsAfter = worksheet.rowCount;
      },
    });
    expect(seen).toEqual({ columnsBefore: 4, rowsBefore: 0, rowsAfter: 4 });
    expect(workbook!.worksheets[0]!.getRow(1).getCell(1).value).toBe('Title');
    expect(workbook!.worksheets[0]!.getRow(2).getCell(1).value).toBe('name');
  });

  claim('Exports follow what users see: visible columns in their current order', () => {
    act(() => apiRef.current.setColumnIndex('kind', 0));
    act(() => apiRef.current.setColumnVisibility('day', false));
    expect(apiRef.current.getDataAsCsv().split('\r\n')[0]).toBe('kind,name,amount');
    act(() => apiRef.current.setColumnVisibility('day', true));
    act(() => apiRef.current.setColumnIndex('kind', 3));
  });

  claim('`exceljsPostProcess` runs once every data row is in the sheet', async () => {
    let rowCount = 0;
    await apiRef.current.getDataAsExcel({
      exceljsPostProcess: async ({ worksheet }) => {
        rowCount = worksheet.rowCount;
      },
    });
    expect(rowCount).toBe(3);
  });

  claim('Pinned rows are included.', () => {
    const pinned = { current: null } as unknown as PremiumApiRef;
    const view = render(
      <DataGridPremium
        apiRef={pinned}
        rows={rows.slice(0, 2)}
        columns={columns.slice(0, 1)}
        pinnedRows={{ top: [{ id: 'top', name: 'Pinned' }] }}
      />,
    );
    expect(pinned.current.getDataAsCsv().split('\r\n')).toEqual(['name', 'Pinned', 'Ann', 'Bob']);
    view.unmount();
  });

  claim(
    "`onExcelExportStateChange` is called with `'pending'` when an export starts and `'finished'` when it ends",
    async () => {
      await act(async () => {
        await apiRef.current.exportDataAsExcel({ fileName: 'trades' });
      });
      expect(onState.mock.calls.map((call) => call[0])).toEqual(['pending', 'finished']);
      expect(downloads.at(-1)!.name).toBe('trades.xlsx');
    },
  );

  claim('Excel export requires the [Premium plan](/x/introduction/licensing/)', () => {
    expect(grid.textContent).toContain('MUI X Missing license key');
    expect(consoleError.mock.calls.flat().join('\n')).toContain('Missing license key');
    // The community grid has no Excel API.
    const community = newGridApiRef();
    render(<DataGrid apiRef={community} rows={rows} columns={columns} />);
    expect((community.current as unknown as Record<string, unknown>).exportDataAsExcel).toBeUndefined();
  });
});

untestable(
  'All exported rows are rendered in the print frame at once, without virtualization.',
  'The print frame is filled on its load event and handed to window.print, which jsdom does not implement.',
);
untestable(
  'The file is built with the exceljs library, which is loaded only when an export starts.',
  'Module loading order is not observable from a rendered grid; Vitest resolves the dynamic import like any other.',
);
