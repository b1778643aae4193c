import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(40, 4);

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const shortDate = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    // The cell shows "$12.34", but sorting and filtering still use the number.
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'feeRate',
    headerName: 'Fee',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `${(value * 100).toFixed(2)} %`,
  },
  {
    field: 'tradeDate',
    headerName: 'Trade date',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => shortDate.format(value),
  },
  {
    field: 'isFilled',
    headerName: 'Filled',
    width: 100,
    valueFormatter: (value: boolean) => (value ? 'Complete' : 'Pending'),
  },
];

export default function ValueFormatterGrid() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
