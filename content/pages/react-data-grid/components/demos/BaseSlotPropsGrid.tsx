import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(30, 10);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', width: 110 },
  { field: 'isAdmin', headerName: 'Admin', type: 'boolean', width: 90 },
];

export default function BaseSlotPropsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          // One setting per base component, applied everywhere the grid uses it.
          baseCheckbox: { color: 'secondary' },
          baseButton: { variant: 'outlined' },
          baseTextField: { variant: 'outlined', size: 'small' },
          toolbar: {
            csvOptions: { disableToolbarButton: true },
            printOptions: { disableToolbarButton: true },
          },
        }}
      />
    </Box>
  );
}
