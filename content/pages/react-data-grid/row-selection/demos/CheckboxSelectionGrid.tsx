import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowParams } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const ROWS = generateCommodities(40, 16);

const columns: GridColDef<Commodity>[] = [
  { field: 'id', headerName: 'Trade', width: 80 },
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'status', headerName: 'Status', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

// Filled trades are settled: they can't be selected.
const isRowSelectable = (params: GridRowParams<Commodity>) => params.row.status !== 'Filled';

export default function CheckboxSelectionGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={ROWS}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        isRowSelectable={isRowSelectable}
        pageSizeOptions={[10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
      />
    </Box>
  );
}
