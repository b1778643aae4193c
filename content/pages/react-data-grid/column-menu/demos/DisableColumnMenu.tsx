import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { generateEmployees, Employee } from '@content/demoData';

const rows = generateEmployees(20);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 180 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 120 },
  // This column never shows a menu button, whatever the grid-level prop says.
  { field: 'email', headerName: 'Email (no menu)', width: 260, disableColumnMenu: true },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function DisableColumnMenu() {
  const [menuDisabled, setMenuDisabled] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={menuDisabled} onChange={(event) => setMenuDisabled(event.target.checked)} />}
        label="disableColumnMenu on the whole grid"
      />
      <Box sx={{ height: 400 }}>
        <DataGrid rows={rows} columns={columns} disableColumnMenu={menuDisabled} />
      </Box>
    </Box>
  );
}
