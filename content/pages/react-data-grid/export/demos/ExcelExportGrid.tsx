import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { DataGridPremium, GridColDef, GridExcelExportOptions, GridToolbar } from '@mui/x-data-grid-premium';
import { generateCommodities, type Commodity } from '@content/demoData';

const ROWS = generateCommodities(100, 73);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'traderName', headerName: 'Trader', width: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  { field: 'totalPrice', headerName: 'Total', type: 'number', width: 140 },
  { field: 'tradeDate', headerName: 'Trade date', type: 'date', width: 120 },
];

const excelOptions: GridExcelExportOptions = {
  fileName: 'trades',
  // Excel number formats, per column.
  columnsStyles: {
    unitPrice: { numFmt: '"$"#,##0.00' },
    totalPrice: { numFmt: '"$"#,##0.00' },
  },
  // Freeze the header row once the sheet is filled.
  exceljsPostProcess: async ({ worksheet }) => {
    worksheet.views = [{ state: 'frozen', ySplit: 1 }];
  },
};

export default function ExcelExportGrid() {
  const [exporting, setExporting] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 4 }}>{exporting ? <LinearProgress /> : null}</Box>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={ROWS}
          columns={columns}
          slots={{ toolbar: GridToolbar }}
          slotProps={{
            toolbar: {
              excelOptions,
            },
          }}
          onExcelExportStateChange={(state) => setExporting(state === 'pending')}
        />
      </Box>
    </Box>
  );
}
