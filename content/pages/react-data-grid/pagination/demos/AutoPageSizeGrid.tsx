import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const ROWS = generateCommodities(100, 12);

const columns: GridColDef<Commodity>[] = [
  { field: 'id', headerName: 'Trade', width: 80 },
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'traderName', headerName: 'Trader', width: 170 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function AutoPageSizeGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={ROWS} columns={columns} autoPageSize density="compact" />
    </Box>
  );
}
