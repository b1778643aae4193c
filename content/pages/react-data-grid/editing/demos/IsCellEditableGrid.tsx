import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellParams, GridColDef } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const ROWS = generateCommodities(12, 21);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'status', headerName: 'Status', width: 130 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110, editable: true },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110, editable: true },
  { field: 'traderName', headerName: 'Trader', width: 170, editable: true },
];

// Filled trades are final: none of their cells can be edited, even in editable columns.
const isCellEditable = (params: GridCellParams<Commodity>) => params.row.status !== 'Filled';

export default function IsCellEditableGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={ROWS}
        columns={columns}
        isCellEditable={isCellEditable}
        getRowClassName={(params) => (params.row.status === 'Filled' ? 'trade--locked' : '')}
        sx={{ '& .trade--locked': { color: 'text.secondary', fontStyle: 'italic' } }}
      />
    </Box>
  );
}
