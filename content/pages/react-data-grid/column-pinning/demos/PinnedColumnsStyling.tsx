import * as React from 'react';
import Box from '@mui/material/Box';
import { darken, lighten, type Theme } from '@mui/material/styles';
import { DataGridPro, GridColDef, gridClasses } from '@mui/x-data-grid-pro';
import { generateEmployees, Employee } from '@content/demoData';

const rows = generateEmployees(40, 62);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'email', headerName: 'Email', width: 260 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

// A solid colour, never a transparent one: scrolled cells must not show through pinned ones.
const pinnedStyles = (theme: Theme) => ({
  '--DataGrid-pinnedBackground':
    theme.palette.mode === 'dark' ? darken(theme.palette.primary.main, 0.8) : lighten(theme.palette.primary.main, 0.92),
  [`& .${gridClasses['cell--pinnedLeft']}, & .${gridClasses['columnHeader--pinnedLeft']}`]: {
    borderRight: `2px solid ${theme.palette.primary.main}`,
  },
  [`& .${gridClasses['cell--pinnedRight']}, & .${gridClasses['columnHeader--pinnedRight']}`]: {
    borderLeft: `2px solid ${theme.palette.primary.main}`,
  },
});

export default function PinnedColumnsStyling() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['fullName'], right: ['salary'] } }}
        sx={pinnedStyles}
      />
    </Box>
  );
}
