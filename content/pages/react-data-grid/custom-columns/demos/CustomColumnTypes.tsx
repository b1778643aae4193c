import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(60, 31);

const usdFormatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// A reusable "USD price" type: numeric behaviour, currency text, tabular digits.
const usdPrice: GridColTypeDef<number, string> = {
  type: 'number',
  width: 140,
  valueFormatter: (value) => (value == null ? '' : usdFormatter.format(value)),
  cellClassName: 'cell--money',
};

// A reusable "percentage" type for values stored as ratios (0.25 is 25 %).
const percentage: GridColTypeDef<number, string> = {
  type: 'number',
  width: 110,
  valueFormatter: (value) => (value == null ? '' : `${(value * 100).toFixed(1)} %`),
};

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'unitPrice', headerName: 'Unit price', ...usdPrice },
  { field: 'totalPrice', headerName: 'Total', ...usdPrice, width: 170 },
  {
    field: 'feeRate',
    headerName: 'Fee rate',
    ...percentage,
    // A column can still override or add to what the type provides.
    cellClassName: (params) => (typeof params.value === 'number' && params.value >= 0.015 ? 'cell--high' : ''),
  },
  {
    field: 'fillRate',
    headerName: 'Filled',
    ...percentage,
    valueGetter: (_value, row) => row.filledQuantity / row.quantity,
  },
];

export default function CustomColumnTypes() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .cell--money': { fontVariantNumeric: 'tabular-nums' },
        '& .cell--high': { color: 'error.main', fontWeight: 600 },
      }}
    >
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
