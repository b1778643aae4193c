import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(30, 11);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  {
    field: 'initials',
    headerName: 'Initials',
    width: 90,
    // A field that does not exist on the row: the value is computed.
    valueGetter: (_value, row) => `${row.firstName.charAt(0)}${row.lastName.charAt(0)}`,
  },
  {
    field: 'monthlySalary',
    headerName: 'Monthly salary',
    type: 'number',
    width: 140,
    // Sorting and filtering use the computed number.
    valueGetter: (_value, row) => Math.round(row.salary / 12),
  },
  {
    field: 'ageBand',
    headerName: 'Age band',
    width: 110,
    valueGetter: (_value, row) => `${Math.floor(row.age / 10) * 10}s`,
  },
];

export default function ValueGetterGrid() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
