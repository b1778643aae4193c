import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import DeleteIcon from '@mui/icons-material/Delete';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridRowId } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const INITIAL_ROWS = generateEmployees(10, 31);

export default function ActionsWithConfirm() {
  const [rows, setRows] = React.useState(INITIAL_ROWS);
  const [pendingId, setPendingId] = React.useState<GridRowId | null>(null);
  const pendingRow = rows.find((row) => row.id === pendingId);

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      { field: 'fullName', headerName: 'Name', width: 180 },
      { field: 'department', headerName: 'Department', width: 140 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Delete',
        width: 90,
        getActions: (params) => [
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label={`Delete ${params.row.fullName}`}
            onClick={() => setPendingId(params.id)}
          />,
        ],
      },
    ],
    [],
  );

  const close = () => setPendingId(null);
  const confirm = () => {
    setRows((previous) => previous.filter((row) => row.id !== pendingId));
    close();
  };

  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
      <Dialog open={pendingRow !== undefined} onClose={close} aria-labelledby="confirm-delete-title">
        <DialogTitle id="confirm-delete-title">Delete this employee?</DialogTitle>
        <DialogContent>
          <DialogContentText>{pendingRow?.fullName} will be removed from the list.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button color="error" onClick={confirm}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
