import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const INITIAL_ROWS = generateEmployees(15, 12);

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Full name (editable)',
    width: 200,
    editable: true,
    // Shown from two row properties…
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    // …and split back into them on save, without the spaces around the name.
    valueSetter: (value: string, row) => {
      const [firstName = '', ...rest] = value.trim().split(' ');
      return { ...row, firstName, lastName: rest.join(' ') };
    },
    // Runs on every keystroke: collapsing repeated spaces is safe there, trimming would swallow the space typed
    // between the two names.
    valueParser: (value: string) => value.replace(/\s+/g, ' '),
  },
  { field: 'firstName', headerName: 'firstName', width: 120 },
  { field: 'lastName', headerName: 'lastName', width: 120 },
];

export default function ValueSetterGrid() {
  const [rows, setRows] = React.useState(INITIAL_ROWS);

  const processRowUpdate = React.useCallback((newRow: Employee) => {
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow;
  }, []);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} processRowUpdate={processRowUpdate} />
    </Box>
  );
}
