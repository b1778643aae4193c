import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  GridCsvExportMenuItem,
  GridExcelExportMenuItem,
  GridExcelExportOptions,
  GridToolbarContainer,
  GridToolbarExportContainer,
} from '@mui/x-data-grid-premium';
import { generateCommodities, type Commodity } from '@content/demoData';

const ROWS = generateCommodities(30, 77);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'traderName', headerName: 'Trader', width: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'totalPrice', headerName: 'Total', type: 'number', width: 140 },
];

const excelOptions: GridExcelExportOptions = {
  fileName: 'trades-report',
  columnsStyles: { totalPrice: { numFmt: '"$"#,##0.00' } },
  // Runs before the header row: the title and a note fill rows 1 and 2, the headers land on row 3.
  exceljsPreProcess: async ({ worksheet }) => {
    const titleRow = worksheet.addRow(['Trades report']);
    titleRow.font = { bold: true, size: 16 };
    worksheet.mergeCells(1, 1, 1, columns.length);
    worksheet.addRow(['Values in US dollars']);
  },
  // Runs after the data rows: append a totals row with live formulas.
  exceljsPostProcess: async ({ worksheet }) => {
    const firstDataRow = 4;
    const lastDataRow = worksheet.rowCount;
    const totalsRow = worksheet.addRow([
      'Total',
      '',
      { formula: `SUM(C${firstDataRow}:C${lastDataRow})` },
      { formula: `SUM(D${firstDataRow}:D${lastDataRow})` },
    ]);
    totalsRow.font = { bold: true };
    worksheet.views = [{ state: 'frozen', ySplit: 3 }];
  },
};

function ReportToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExportContainer>
        <GridExcelExportMenuItem options={excelOptions} />
        <GridCsvExportMenuItem options={{ fileName: 'trades-report' }} />
      </GridToolbarExportContainer>
    </GridToolbarContainer>
  );
}

export default function ExcelProcessingGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium rows={ROWS} columns={columns} slots={{ toolbar: ReportToolbar }} />
    </Box>
  );
}
