import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(200);

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 110 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'age', headerName: 'Age', type: 'number', width: 90 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 150,
    valueFormatter: (value: number | null) => (value == null ? '' : currency.format(value)),
  },
];

export default function OverviewProGrid() {
  return (
    <Box sx={{ height: 500, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        // Pro grids show every row in one list unless pagination is asked for.
        pagination
        pageSizeOptions={[25, 50, 100]}
        headerFilters
        initialState={{
          pagination: { paginationModel: { pageSize: 25 } },
          pinnedColumns: { left: ['fullName'] },
          sorting: {
            sortModel: [
              { field: 'department', sort: 'asc' },
              { field: 'salary', sort: 'desc' },
            ],
          },
        }}
      />
    </Box>
  );
}
