import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(60, 21);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 130, headerClassName: 'header-accent' },
  { field: 'traderName', headerName: 'Trader', flex: 1, minWidth: 150 },
  {
    field: 'status',
    headerName: 'Status',
    width: 150,
    headerClassName: 'header-accent',
    // A function receives the cell params and returns class names for that cell.
    cellClassName: (params) => `status-${String(params.value).toLowerCase()}`,
  },
  { field: 'feeRate', headerName: 'Fee rate', type: 'number', width: 110 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function CellClassNames() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        // Applied to every cell: flag fee rates above 1.5 %.
        getCellClassName={(params) =>
          params.field === 'feeRate' && typeof params.value === 'number' && params.value > 0.015 ? 'cell-high-fee' : ''
        }
        sx={{
          '& .header-accent': { backgroundColor: 'info.main', color: 'info.contrastText' },
          '& .status-filled': { color: 'success.main', fontWeight: 600 },
          '& .status-rejected': { color: 'error.main', textDecoration: 'line-through' },
          '& .status-partiallyfilled': { color: 'warning.main' },
          '& .cell-high-fee': { backgroundColor: 'warning.light', color: 'warning.contrastText' },
        }}
      />
    </Box>
  );
}
