import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridLogicOperator, GridToolbar, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(60, 5);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', width: 110 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'age', headerName: 'Age', type: 'number', width: 80 },
];

export default function CustomPanels() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          toolbar: { csvOptions: { disableToolbarButton: true }, printOptions: { disableToolbarButton: true } },
          panel: { sx: { '& .MuiDataGrid-paper': { borderRadius: 2 } } },
          filterPanel: {
            // Only allow "And" between filters and list the columns alphabetically.
            logicOperators: [GridLogicOperator.And],
            columnsSort: 'asc',
            filterFormProps: {
              // Never offer the ID column in the column selector.
              filterColumns: ({ columns: filterableColumns }) =>
                filterableColumns.filter((column) => column.field !== 'id').map((column) => column.field),
              columnInputProps: { variant: 'outlined', size: 'small' },
              operatorInputProps: { variant: 'outlined', size: 'small' },
              valueInputProps: { InputComponentProps: { variant: 'outlined', size: 'small' } },
            },
          },
          columnsManagement: {
            sort: 'asc',
            // The name column can't be hidden from the panel.
            getTogglableColumns: (allColumns) =>
              allColumns.filter((column) => column.field !== 'fullName').map((column) => column.field),
          },
        }}
      />
    </Box>
  );
}
