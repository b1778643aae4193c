import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(60, 5);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'email', headerName: 'Email', flex: 1.5, minWidth: 200 },
  { field: 'department', headerName: 'Department', width: 130 },
];

export default function FillRemainingSpaceLayout() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        gap: 2,
      }}
    >
      <Typography variant="subtitle1">Team members</Typography>
      <Typography variant="body2" color="text.secondary">
        The panel is 420px tall. The grid takes whatever height the heading and this text leave over.
      </Typography>
      <DataGrid rows={rows} columns={columns} density="compact" />
    </Box>
  );
}
