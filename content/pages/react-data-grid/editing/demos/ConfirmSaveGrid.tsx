import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const INITIAL_ROWS = generateEmployees(10, 55);

const formatSalary = (value: number) => `$${value.toLocaleString('en-US')}`;

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'role', headerName: 'Role', width: 110 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    editable: true,
    valueFormatter: (value: number) => formatSalary(value),
  },
];

interface PendingChange {
  newRow: Employee;
  oldRow: Employee;
  resolve: (row: Employee) => void;
}

export default function ConfirmSaveGrid() {
  const [pending, setPending] = React.useState<PendingChange | null>(null);

  // The grid waits for the promise: it settles when the user answers the dialog.
  const processRowUpdate = React.useCallback(
    (newRow: Employee, oldRow: Employee) =>
      new Promise<Employee>((resolve) => {
        if (newRow.salary === oldRow.salary) {
          resolve(oldRow);
          return;
        }
        setPending({ newRow, oldRow, resolve });
      }),
    [],
  );

  const answer = (keep: boolean) => {
    if (!pending) {
      return;
    }
    // Resolving with the old row cancels the change without an error.
    pending.resolve(keep ? pending.newRow : pending.oldRow);
    setPending(null);
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={INITIAL_ROWS} columns={columns} processRowUpdate={processRowUpdate} />
      <Dialog open={pending !== null} onClose={() => answer(false)} maxWidth="xs">
        <DialogTitle>Change this salary?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {pending
              ? `${pending.newRow.fullName}: ${formatSalary(pending.oldRow.salary)} → ${formatSalary(pending.newRow.salary)}.`
              : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>No, keep the old value</Button>
          <Button onClick={() => answer(true)} variant="contained">
            Yes, save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
