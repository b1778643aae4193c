import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const INITIAL_ROWS = generateEmployees(20, 65);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120, editable: true },
  { field: 'role', headerName: 'Role', width: 120 },
];

interface PendingChange {
  newRow: Employee;
  oldRow: Employee;
  resolve: (row: Employee) => void;
}

export default function ConfirmBeforeSave() {
  const [rows, setRows] = React.useState(INITIAL_ROWS);
  const [pending, setPending] = React.useState<PendingChange | null>(null);

  // The grid waits for this promise: it settles when the user answers the dialog.
  const processRowUpdate = React.useCallback(
    (newRow: Employee, oldRow: Employee) =>
      new Promise<Employee>((resolve) => {
        if (newRow.salary === oldRow.salary) {
          resolve(oldRow); // Nothing changed: no question to ask.
          return;
        }
        setPending({ newRow, oldRow, resolve });
      }),
    [],
  );

  const answer = (confirmed: boolean) => {
    if (!pending) {
      return;
    }
    const row = confirmed ? pending.newRow : pending.oldRow;
    if (confirmed) {
      setRows((previous) => previous.map((item) => (item.id === row.id ? row : item)));
    }
    // Resolving with the old row puts the previous value back in the cell.
    pending.resolve(row);
    setPending(null);
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} processRowUpdate={processRowUpdate} />
      <Dialog open={pending !== null} onClose={() => answer(false)} aria-labelledby="confirm-salary-title">
        <DialogTitle id="confirm-salary-title">Change the salary?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {pending &&
              `${pending.newRow.fullName}: $${pending.oldRow.salary.toLocaleString('en-US')} → $${pending.newRow.salary.toLocaleString('en-US')}`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>Keep the old value</Button>
          <Button onClick={() => answer(true)} variant="contained">
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
