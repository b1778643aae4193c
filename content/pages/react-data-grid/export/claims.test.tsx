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

  claim('exceljs styles per column field, such as a number format (`numFmt`), font or alignment', async () => {
    const workbook = await apiRef.current.getDataAsExcel({
      columnsStyles: { amount: { numFmt: '0.00', font: { bold: true }, alignment: { horizontal: 'left' } } },
    });
    const amount = workbook!.worksheets[0]!.getColumn(2);
    expect([amount.numFmt, amount.font?.bold, amount.alignment?.horizontal]).toEqual(['0.00', true, 'left']);
    expect(workbook!.worksheets[0]!.getColumn(1).numFmt).toBeUndefined();
  });

  claim('Name of the extra sheet that holds the lists of `singleSelect` values', async () => {
    const named = await apiRef.current.getDataAsExcel({ valueOptionsSheetName: 'Lists' });
    expect(named!.worksheets.map((sheet) => sheet.name)).toEqual(['Sheet1', 'Lists']);
    expect(named!.worksheets[1]!.getColumn(1).values.filter(Boolean)).toEqual(['kind', 'A', 'B']);
    // Without a singleSelect column among the exported ones, there is no extra sheet.
    const plain = await apiRef.current.getDataAsExcel({ fields: ['name'] });
    expect(plain!.worksheets.map((sheet) => sheet.name)).toEqual(['Sheet1']);
  });

  claim('before the rows are added, for example to write a title', async () => {
    // Pre-processing sees an empty sheet, post-processing sees the header and both data rows.
    const counts: number[] = [];
    await apiRef.current.getDataAsExcel({
      exceljsPreProcess: async ({ worksheet }) => {
        counts.push(worksheet.rowCount);
      },
      exceljsPostProcess: async ({ worksheet }) => {
        counts.push(worksheet.rowCount);
      },
    });
    expect(counts).toEqual([0, 3]);
  });

  claim('A function returning a `Worker`, to build the file off the main thread', async () => {
    const posted: unknown[] = [];
    const worker = {
      onmessage: null as ((event: { data: unknown }) => void) | null,
      postMessage: (message: unknown) => posted.push(message),
      terminate: vi.fn(),
    };
    await act(() =>
      apiRef.current.exportDataAsExcel({ fileName: 'off-thread', worker: () => worker as unknown as Worker }),
    );
    // The grid only serialises the rows and posts them; the file comes back from the worker.
    const message = posted[0] as { serializedRows: unknown[]; serializedColumns: { key: string }[] };
    expect(message.serializedRows).toHaveLength(2);
    expect(message.serializedColumns.map((column) => column.key)).toEqual(['name', 'amount', 'day', 'kind']);
    expect(downloads.at(-1)?.name).not.toBe('off-thread.xlsx');
    await act(async () => worker.onmessage!({ data: new ArrayBuffer(1) }));
    expect(downloads.at(-1)!.name).toBe('off-thread.xlsx');
    expect(worker.terminate).toHaveBeenCalled();
  });

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
  'In a browser the print frame is filled on its load event and handed to window.print, which jsdom does not implement; under NODE_ENV=test the package fills it at once instead, before the exported rows have rendered.',
);
untestable(
  'The file is built with the exceljs library, which is loaded only when an export starts.',
  'Module loading order is not observable from a rendered grid; Vitest resolves the dynamic import like any other.',
);

describe('print options', () => {
  /*
   * Under NODE_ENV=test, as here, exportDataAsPrint fills the frame and removes it at once instead of waiting for its
   * load event and the print dialog; the frame is caught as it is removed, with what the options changed on the copy
   * of the grid in it. Which columns and rows the copy holds depends on a render the grid does not wait for here, so
   * only what the options write into the frame is asserted.
   */
  const printed: { frame: HTMLIFrameElement; doc: Element }[] = [];
  const apiRef = newGridApiRef();
  beforeAll(() => {
    const removeChild = document.body.removeChild.bind(document.body);
    vi.spyOn(document.body, 'removeChild').mockImplementation(<T extends Node>(node: T) => {
      // A removed frame loses its document: keep a copy of it.
      if (node instanceof HTMLIFrameElement) {
        printed.push({ frame: node, doc: node.contentDocument!.documentElement.cloneNode(true) as Element });
      }
      return removeChild(node);
    });
    render(<DataGrid apiRef={apiRef} rows={rows} columns={columns} slots={{ toolbar: GridToolbar }} />);
  });
  async function print(options?: Parameters<typeof apiRef.current.exportDataAsPrint>[0]) {
    await act(() => apiRef.current.exportDataAsPrint(options));
    const { frame, doc } = printed.at(-1)!;
    return {
      frame,
      doc,
      has: (className: string) => doc.querySelector(`body .MuiDataGrid-${className}`) !== null,
      styles: () => [...doc.querySelectorAll('head style')].map((style) => style.textContent),
    };
  }

  claim('Only the `title` attribute of the hidden print frame: the framed document gets no `<title>`', async () => {
    document.title = 'Payroll';
    const byDefault = await print();
    expect(byDefault.frame.title).toBe('Payroll');
    const named = await print({ fileName: 'Staff' });
    expect(named.frame.title).toBe('Staff');
    expect(named.doc.querySelector('body .MuiDataGrid-root')).not.toBeNull();
    expect(named.doc.querySelector('title')).toBeNull();
  });

  claim('Leaves the toolbar out of the printout', async () => {
    const byDefault = await print();
    expect([byDefault.has('toolbarContainer'), byDefault.has('footerContainer')]).toEqual([true, true]);
    const hidden = await print({ hideToolbar: true });
    expect([hidden.has('toolbarContainer'), hidden.has('footerContainer')]).toEqual([false, true]);
  });

  claim('Leaves the footer out of the printout', async () => {
    const hidden = await print({ hideFooter: true });
    expect([hidden.has('toolbarContainer'), hidden.has('footerContainer')]).toEqual([true, false]);
  });

  claim('CSS for the print frame, as a string or a function returning one', async () => {
    const landscape = '@page { size: landscape; }';
    expect((await print({ pageStyle: landscape })).styles()).toContain(landscape);
    expect((await print({ pageStyle: () => landscape })).styles()).toContain(landscape);
  });

  claim("Copies the page's styles into the print frame.", async () => {
    // The grid's own styles are in this document's head, so the frame gets them by default.
    expect((await print()).styles().join('\n')).toContain('MuiDataGrid');
    expect((await print({ copyStyles: false, pageStyle: 'p {}' })).styles()).toEqual(['p {}']);
  });

  claim('Class names added to the body of the print frame', async () => {
    const { doc } = await print({ bodyClassName: 'print-a print-b' });
    expect([...doc.querySelector('body')!.classList]).toEqual(['print-a', 'print-b']);
  });
});

claim('The page title, or `untitled` when the page has none', () => {
  const apiRef = newGridApiRef();
  render(<DataGrid apiRef={apiRef} rows={rows} columns={columns} />);
  document.title = '';
  act(() => apiRef.current.exportDataAsCsv());
  expect(downloads.at(-1)!.name).toBe('untitled.csv');
  document.title = 'Payroll';
  act(() => apiRef.current.exportDataAsCsv());
  expect(downloads.at(-1)!.name).toBe('Payroll.csv');
});

claim('Number columns are not spared: `-5` is written as `"\'-5"`, which spreadsheets read as text.', () => {
  const apiRef = newGridApiRef();
  render(
    <DataGrid
      apiRef={apiRef}
      rows={[{ id: 1, amount: -5, note: '\tindented' }]}
      columns={[{ field: 'amount', type: 'number' }, { field: 'note' }]}
    />,
  );
  expect(apiRef.current.getDataAsCsv()).toBe(`amount,note\r\n"'-5","'\tindented"`);
  expect(apiRef.current.getDataAsCsv({ escapeFormulas: false })).toBe('amount,note\r\n-5,\tindented');
});
