import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(120, 62);

const columns: GridColDef<Employee>[] = [
  // Unique values make one group per row: don't offer grouping on these.
  { field: 'fullName', headerName: 'Name', width: 170, groupable: false },
  { field: 'email', headerName: 'Email', width: 220, groupable: false },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, groupable: false },
];

export default function RowGroupingGroupableColumns() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} initialState={{ rowGrouping: { model: ['department'] } }} />
    </Box>
  );
}
