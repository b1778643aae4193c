import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF, GridColDef } from '@mui/x-data-grid';
import { generateCommodities, type Commodity } from '@content/demoData';

const ROWS = generateCommodities(30, 11);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'traderName', headerName: 'Trader', width: 170 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  // The selection column, moved to the end. Its headerName names it in the columns panel; the header itself shows
  // the select-all checkbox.
  {
    ...GRID_CHECKBOX_SELECTION_COL_DEF,
    width: 90,
    headerName: 'Export',
  },
];

export default function CheckboxColumnPositionGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={ROWS} columns={columns} checkboxSelection disableRowSelectionOnClick />
    </Box>
  );
}
