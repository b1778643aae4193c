import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridLogicOperator, GridToolbar } from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(80, 24);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'age', headerName: 'Age', type: 'number', width: 90 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function FilterPanelContentGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={ROWS}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          filterPanel: {
            // Only "And" is offered between conditions: the logic select is shown disabled.
            logicOperators: [GridLogicOperator.And],
            // Columns are listed alphabetically in the column select.
            columnsSort: 'asc',
            filterFormProps: {
              columnInputProps: { variant: 'outlined', size: 'small', sx: { mt: 'auto' } },
              operatorInputProps: { variant: 'outlined', size: 'small', sx: { mt: 'auto' } },
              valueInputProps: { InputComponentProps: { variant: 'outlined', size: 'small' } },
              deleteIconProps: { sx: { '& .MuiSvgIcon-root': { color: 'error.main' } } },
            },
            sx: {
              '& .MuiDataGrid-filterForm': { p: 1.5, gap: 1 },
              '& .MuiDataGrid-filterForm:nth-of-type(even)': { bgcolor: 'action.hover' },
            },
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'department', operator: 'equals', value: 'Sales' },
                { id: 2, field: 'age', operator: '>', value: 30 },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
