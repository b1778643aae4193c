import * as React from 'react';
import {
  DataGrid,
  GridToolbar,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(40, 9);

// "startsWith" first: it is preselected when a user filters this column.
const nameOperators = ['startsWith', 'contains'].flatMap((value) =>
  getGridStringOperators().filter((operator) => operator.value === value),
);

const salaryOperators = getGridNumericOperators().filter((operator) => ['>', '<'].includes(operator.value));

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 180, filterOperators: nameOperators },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120, filterOperators: salaryOperators },
];

export default function RestrictedOperatorsGrid() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: GridToolbar }} />
    </div>
  );
}
