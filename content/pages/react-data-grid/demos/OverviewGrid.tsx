import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';
import { DEPARTMENTS, ROLES, generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(200);

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170, editable: true },
  { field: 'email', headerName: 'Email', width: 230 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 130,
    editable: true,
  },
  { field: 'role', headerName: 'Role', type: 'singleSelect', valueOptions: [...ROLES], width: 110, editable: true },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'joinDate', headerName: 'Joined', type: 'date', width: 120 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: (value: number) => currency.format(value),
  },
  { field: 'isAdmin', headerName: 'Admin', type: 'boolean', width: 90 },
];

export default function OverviewGrid() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        pageSizeOptions={[10, 25, 50]}
        initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
      />
    </Box>
  );
}
