import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(20, 83);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170, editable: true },
  { field: 'city', headerName: 'City', width: 130, editable: true },
  { field: 'age', headerName: 'Age', type: 'number', width: 90, editable: true },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120, editable: true },
];

interface PendingPaste {
  cellCount: number;
  confirm: () => void;
  cancel: () => void;
}

export default function PasteConfirmationGrid() {
  const [pending, setPending] = React.useState<PendingPaste | null>(null);

  // The paste goes ahead if the promise resolves, and is dropped if it rejects.
  const confirmPaste = React.useCallback(
    (params: { data: string[][] }) =>
      new Promise<void>((resolve, reject) => {
        setPending({
          cellCount: params.data.reduce((count, row) => count + row.length, 0),
          confirm: () => {
            setPending(null);
            resolve();
          },
          cancel: () => {
            setPending(null);
            reject(new Error('Paste cancelled'));
          },
        });
      }),
    [],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={ROWS}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        onBeforeClipboardPasteStart={confirmPaste}
      />
      <Dialog open={pending !== null} onClose={() => pending?.cancel()}>
        <DialogTitle>Paste into the grid?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The clipboard holds {pending?.cellCount ?? 0} value(s). Pasting overwrites the existing cells.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => pending?.cancel()}>Cancel</Button>
          <Button onClick={() => pending?.confirm()} autoFocus>
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
