import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';
import { DEPARTMENTS, generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(100, 3);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 140,
  },
  { field: 'role', headerName: 'Role', width: 110 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'age', headerName: 'Age', type: 'number', width: 80 },
];

export default function QuickFilterGrid() {
  return (
    <Box sx={{ height: 450, width: '100%' }}>
      <DataGrid
        rows={ROWS}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        disableColumnSelector
        disableDensitySelector
      />
    </Box>
  );
}
