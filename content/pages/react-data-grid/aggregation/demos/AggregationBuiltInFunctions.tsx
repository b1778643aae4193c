import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(80, 72);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 150 },
  { field: 'age', headerName: 'Age', type: 'number', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 110 },
  { field: 'joinDate', headerName: 'Joined', type: 'date', width: 140 },
];

export default function AggregationBuiltInFunctions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          // One built-in function per column.
          aggregation: { model: { fullName: 'size', salary: 'sum', age: 'avg', rating: 'max', joinDate: 'min' } },
        }}
      />
    </Box>
  );
}
