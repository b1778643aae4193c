import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { DEMO_TODAY, generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(80, 29);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    // Only the display changes: filters still compare the number (e.g. > 150000).
    valueFormatter: (value: number) => `$${Math.round(value / 1000)}k`,
  },
  {
    field: 'seniority',
    headerName: 'Years in company',
    type: 'number',
    width: 150,
    // Not a field of the row: the filter tests what this function returns.
    valueGetter: (_value, row) => DEMO_TODAY.year() - row.joinDate.getFullYear(),
  },
  { field: 'role', headerName: 'Role', width: 110 },
];

export default function FilterDerivedValueGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={ROWS}
        columns={columns}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'seniority', operator: '>=', value: 10 }] },
          },
        }}
      />
    </Box>
  );
}
