import * as React from 'react';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(25, 8);

const columns: GridColDef<Employee>[] = [
  // The one column users cannot hide, from the menu or from the panel.
  { field: 'fullName', headerName: 'Name (always visible)', width: 200, hideable: false },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 110 },
  { field: 'city', headerName: 'City', width: 120 },
];

export default function AlwaysVisibleColumn() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: GridToolbar }} />
    </div>
  );
}
