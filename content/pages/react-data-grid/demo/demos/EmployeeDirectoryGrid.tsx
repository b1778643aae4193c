import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { DataGrid, GridToolbar, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { DEPARTMENTS, ROLES, generateEmployees, type Employee } from '@content/demoData';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 80 },
  { field: 'fullName', headerName: 'Name', width: 170, editable: true },
  { field: 'email', headerName: 'Email', width: 240 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 130,
    editable: true,
  },
  { field: 'role', headerName: 'Role', type: 'singleSelect', valueOptions: [...ROLES], width: 110, editable: true },
  { field: 'age', headerName: 'Age', type: 'number', width: 80 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'joinDate', headerName: 'Joined', type: 'date', width: 120, editable: true },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 150,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Employee, number>) => (
      <Rating value={params.value ?? 0} readOnly size="small" />
    ),
  },
  { field: 'isAdmin', headerName: 'Admin', type: 'boolean', width: 90, editable: true },
];

export default function EmployeeDirectoryGrid() {
  const rows = React.useMemo(() => generateEmployees(10_000), []);

  return (
    <Box sx={{ height: 600, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        pageSizeOptions={[25, 50, 100]}
        initialState={{
          pagination: { paginationModel: { pageSize: 100, page: 0 } },
          columns: { columnVisibilityModel: { id: false, city: false } },
          sorting: { sortModel: [{ field: 'joinDate', sort: 'desc' }] },
        }}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
      />
    </Box>
  );
}
