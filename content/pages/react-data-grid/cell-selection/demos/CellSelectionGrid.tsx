import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { generateCommodities, type Commodity } from '@content/demoData';

const ROWS = generateCommodities(60, 35);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'desk', headerName: 'Desk', width: 90 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  { field: 'totalPrice', headerName: 'Total', type: 'number', width: 140 },
  { field: 'status', headerName: 'Status', width: 140 },
];

export default function CellSelectionGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium rows={ROWS} columns={columns} cellSelection disableRowSelectionOnClick />
    </Box>
  );
}
