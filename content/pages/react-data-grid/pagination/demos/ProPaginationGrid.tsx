import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { generateCommodities, type Commodity } from '@content/demoData';

const ROWS = generateCommodities(1000, 5);

const columns: GridColDef<Commodity>[] = [
  { field: 'id', headerName: 'Trade', type: 'number', width: 80 },
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'traderName', headerName: 'Trader', width: 170 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function ProPaginationGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* Without `pagination`, DataGridPro would show the 1,000 rows in one scrollable list. */}
      <DataGridPro
        rows={ROWS}
        columns={columns}
        pagination
        pageSizeOptions={[50, 250, 500]}
        initialState={{ pagination: { paginationModel: { pageSize: 250, page: 0 } } }}
      />
    </Box>
  );
}
