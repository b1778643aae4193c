import * as React from 'react';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(40, 2);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'fullName', headerName: 'Name', width: 160 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 110 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function InitialHiddenColumns() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          columns: {
            columnVisibilityModel: { id: false, email: false, salary: false },
          },
        }}
      />
    </div>
  );
}
