import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(30, 53);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'role', headerName: 'Role', width: 110 },
  { field: 'department', headerName: 'Department', width: 140 },
];

export default function DisableMultiSelectionGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* Checkboxes, but a single selected row: checking one unchecks the previous one. */}
      <DataGrid rows={ROWS} columns={columns} checkboxSelection disableMultipleRowSelection />
    </Box>
  );
}
