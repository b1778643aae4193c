import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(50, 2);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'age', headerName: 'Age', type: 'number', width: 90 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function SxStyling() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        sx={{
          border: 2,
          borderColor: 'primary.light',
          borderRadius: 2,
          // Header cells: a tinted background and bold titles.
          [`& .${gridClasses.columnHeader}`]: {
            backgroundColor: 'action.hover',
          },
          [`& .${gridClasses.columnHeaderTitle}`]: {
            fontWeight: 700,
          },
          // Hovered rows.
          [`& .${gridClasses.row}:hover`]: {
            backgroundColor: 'primary.main',
            color: 'primary.contrastText',
          },
          // Keyboard focus ring on cells.
          [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within`]: {
            outline: '2px solid',
            outlineColor: 'secondary.main',
            outlineOffset: -2,
          },
        }}
      />
    </Box>
  );
}
