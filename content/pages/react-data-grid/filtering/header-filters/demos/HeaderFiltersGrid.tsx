import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { DEPARTMENTS, generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(120, 23);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 180 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 160,
  },
  { field: 'age', headerName: 'Age', type: 'number', width: 130 },
  { field: 'joinDate', headerName: 'Joined', type: 'date', width: 170 },
  { field: 'isAdmin', headerName: 'Admin', type: 'boolean', width: 130 },
];

export default function HeaderFiltersGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={ROWS}
        columns={columns}
        headerFilters
        initialState={{
          filter: {
            filterModel: { items: [{ id: 1, field: 'age', operator: '>', value: 40 }] },
          },
        }}
      />
    </Box>
  );
}
