import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridFilterItem, GridFilterOperator, getGridNumericOperators } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(60, 21);

// Users type salaries in thousands ("80" for 80,000): scale the value, then reuse the built-in test.
const toDollars = (value: unknown) =>
  value === undefined || value === null || value === '' ? value : Number(value) * 1000;

// The built-in numeric operators are typed for any row, so the wrapped list is too.
const thousandsOperators: GridFilterOperator[] = getGridNumericOperators().map((operator) => ({
  ...operator,
  getApplyFilterFn: (filterItem: GridFilterItem, column) => {
    const value = Array.isArray(filterItem.value) ? filterItem.value.map(toDollars) : toDollars(filterItem.value);
    return operator.getApplyFilterFn({ ...filterItem, value }, column);
  },
  getValueAsString: (value: unknown) => `${String(value)}k`,
}));

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  {
    field: 'salary',
    headerName: 'Salary (filter in k)',
    type: 'number',
    width: 170,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
    filterOperators: thousandsOperators,
  },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'department', headerName: 'Department', width: 140 },
];

export default function WrappedOperatorsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={ROWS}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'salary', operator: '>', value: 150 }] } },
        }}
      />
    </Box>
  );
}
