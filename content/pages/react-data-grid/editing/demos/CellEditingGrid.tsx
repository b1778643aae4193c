import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { DEPARTMENTS, generateEmployees, type Employee } from '@content/demoData';

const INITIAL_ROWS = generateEmployees(12, 4);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170, editable: true },
  { field: 'age', headerName: 'Age', type: 'number', width: 80, editable: true },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 140,
    editable: true,
  },
  { field: 'joinDate', headerName: 'Joined', type: 'date', width: 130, editable: true },
  { field: 'isAdmin', headerName: 'Admin', type: 'boolean', width: 90, editable: true },
  // Not editable: no `editable` flag.
  { field: 'email', headerName: 'Email', width: 240 },
];

export default function CellEditingGrid() {
  const [lastChange, setLastChange] = React.useState('Double-click a cell, or focus it and press Enter.');

  const processRowUpdate = React.useCallback((newRow: Employee, oldRow: Employee) => {
    const changed = (Object.keys(newRow) as (keyof Employee)[]).filter(
      (key) => String(newRow[key]) !== String(oldRow[key]),
    );
    setLastChange(
      changed.length === 0
        ? `Row ${newRow.id}: nothing changed.`
        : `Row ${newRow.id}: ${changed.map((key) => `${key} → ${String(newRow[key])}`).join(', ')}`,
    );
    return newRow;
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid rows={INITIAL_ROWS} columns={columns} processRowUpdate={processRowUpdate} />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {lastChange}
      </Typography>
    </Box>
  );
}
