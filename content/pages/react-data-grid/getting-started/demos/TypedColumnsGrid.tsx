import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows: Employee[] = generateEmployees(50);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  {
    field: 'seniority',
    headerName: 'Years at company',
    type: 'number',
    width: 150,
    // `row` is typed as Employee, so `row.joinDate` is a Date.
    valueGetter: (_value, row) => 2024 - row.joinDate.getFullYear(),
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
];

export default function TypedColumnsGrid() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
