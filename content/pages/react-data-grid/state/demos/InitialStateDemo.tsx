import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(120, 40);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'email', headerName: 'Email', width: 230 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function InitialStateDemo() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] },
          filter: { filterModel: { items: [{ field: 'department', operator: 'equals', value: 'Engineering' }] } },
          pagination: { paginationModel: { pageSize: 25, page: 0 } },
          columns: { columnVisibilityModel: { id: false, email: false } },
          density: 'compact',
        }}
        pageSizeOptions={[10, 25, 50]}
      />
    </Box>
  );
}
