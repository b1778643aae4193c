import * as React from 'react';
import { DataGridPro, getGridNumericOperators, getGridStringOperators, type GridColDef } from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(40, 19);

const columns: GridColDef<Employee>[] = [
  {
    field: 'fullName',
    headerName: 'Name',
    width: 190,
    // The header filter's operator menu lists only these, first one preselected.
    filterOperators: getGridStringOperators().filter((operator) => ['contains', 'startsWith'].includes(operator.value)),
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 170,
    filterOperators: getGridNumericOperators().filter((operator) => ['>=', '<='].includes(operator.value)),
  },
  { field: 'department', headerName: 'Department', width: 150, filterable: false },
];

export default function HeaderFilterOperatorsGrid() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} headerFilters />
    </div>
  );
}
