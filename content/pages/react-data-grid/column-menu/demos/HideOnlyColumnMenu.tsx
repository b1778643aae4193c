import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColumnMenu, GridColumnMenuHideItem, GridColumnMenuProps } from '@mui/x-data-grid';
import { generateEmployees, Employee } from '@content/demoData';

const rows = generateEmployees(20, 4);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 180 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'age', headerName: 'Age', type: 'number', width: 90 },
];

function HideOnlyMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      // Keep "Hide column", drop "Manage columns".
      slots={{ columnMenuColumnsItem: GridColumnMenuHideItem }}
    />
  );
}

export default function HideOnlyColumnMenu() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: HideOnlyMenu }} />
    </Box>
  );
}
