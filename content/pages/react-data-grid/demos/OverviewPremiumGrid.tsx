import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridToolbar, type GridColDef } from '@mui/x-data-grid-premium';
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

export default function OverviewPremiumGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          rowGrouping: { model: ['department'] },
          aggregation: { model: { salary: 'avg', age: 'avg' } },
        }}
      />
    </Box>
  );
}
