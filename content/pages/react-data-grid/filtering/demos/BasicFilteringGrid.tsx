import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';
import { DEPARTMENTS, generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(80, 2);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 140,
  },
  { field: 'age', headerName: 'Age', type: 'number', width: 80 },
  { field: 'joinDate', headerName: 'Joined', type: 'date', width: 120 },
  { field: 'isAdmin', headerName: 'Admin', type: 'boolean', width: 90 },
  // Excluded from filtering.
  { field: 'email', headerName: 'Email', width: 240, filterable: false },
];

export default function BasicFilteringGrid() {
  return (
    <Box sx={{ height: 450, width: '100%' }}>
      <DataGrid
        rows={ROWS}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'department', operator: 'is', value: 'Engineering' }],
            },
          },
        }}
      />
    </Box>
  );
}
