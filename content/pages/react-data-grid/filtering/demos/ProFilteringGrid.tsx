import * as React from 'react';
import { DataGridPro, GridLogicOperator, GridToolbar, type GridColDef } from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(60, 14);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function ProFilteringGrid() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: {
              // Both conditions must hold; switch to "Or" in the panel to widen the result.
              items: [
                { id: 1, field: 'department', operator: 'equals', value: 'Engineering' },
                { id: 2, field: 'salary', operator: '>', value: 100000 },
              ],
              logicOperator: GridLogicOperator.And,
            },
          },
        }}
      />
    </div>
  );
}
