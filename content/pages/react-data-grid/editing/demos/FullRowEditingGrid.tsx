import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { DEPARTMENTS, generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(12, 27);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170, editable: true },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 140,
    editable: true,
  },
  { field: 'city', headerName: 'City', width: 130, editable: true },
  { field: 'age', headerName: 'Age', type: 'number', width: 80, editable: true },
  { field: 'email', headerName: 'Email', width: 240 },
];

export default function FullRowEditingGrid() {
  const [message, setMessage] = React.useState('Double-click any cell: the whole row switches to edit mode.');

  // Called once per row, with every edited field at once.
  const processRowUpdate = React.useCallback((newRow: Employee) => {
    setMessage(
      `Saved row ${newRow.id} in one update: ${newRow.fullName}, ${newRow.department}, ${newRow.city}, ${newRow.age}.`,
    );
    return newRow;
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid rows={ROWS} columns={columns} editMode="row" processRowUpdate={processRowUpdate} />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {message}
      </Typography>
    </Box>
  );
}
