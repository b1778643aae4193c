import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridLogicOperator, GridToolbar } from '@mui/x-data-grid-pro';
import { DEPARTMENTS, generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(150, 19);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 140,
  },
  { field: 'age', headerName: 'Age', type: 'number', width: 80 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'country', headerName: 'Country', width: 150 },
];

export default function MultiFiltersGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={ROWS}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'department', operator: 'is', value: 'Engineering' },
                { id: 2, field: 'rating', operator: '>=', value: 4 },
              ],
              logicOperator: GridLogicOperator.And,
            },
          },
        }}
      />
    </Box>
  );
}
