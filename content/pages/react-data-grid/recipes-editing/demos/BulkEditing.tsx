import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const INITIAL_ROWS = generateEmployees(15, 95);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 180, editable: true },
  { field: 'role', headerName: 'Role', width: 130, editable: true },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120, editable: true },
];

export default function BulkEditing() {
  // What the server has, and what the user sees: edits stay in the draft until saved.
  const [savedRows, setSavedRows] = React.useState(INITIAL_ROWS);
  const [draftRows, setDraftRows] = React.useState(INITIAL_ROWS);

  // Compare the rows of this state, not the grid's `params.row`: the grid keeps its own copy of an edited row.
  const changedIds = React.useMemo(() => {
    const savedById = new Map(savedRows.map((row) => [row.id, row]));
    return new Set(draftRows.filter((row) => row !== savedById.get(row.id)).map((row) => row.id));
  }, [savedRows, draftRows]);
  const changedCount = changedIds.size;

  const processRowUpdate = (newRow: Employee, oldRow: Employee) => {
    // Cells that were opened but not changed keep the saved object, so they don't count as edits.
    const unchanged = (Object.keys(newRow) as (keyof Employee)[]).every((key) => newRow[key] === oldRow[key]);
    const row = unchanged ? oldRow : newRow;
    setDraftRows((previous) => previous.map((item) => (item.id === row.id ? row : item)));
    return row;
  };

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="contained" disabled={changedCount === 0} onClick={() => setSavedRows(draftRows)}>
          Save all
        </Button>
        <Button size="small" disabled={changedCount === 0} onClick={() => setDraftRows(savedRows)}>
          Discard
        </Button>
        <Typography variant="body2" aria-live="polite">
          {changedCount === 0 ? 'No unsaved changes' : `${changedCount} row(s) changed`}
        </Typography>
      </Stack>
      <div style={{ height: 380 }}>
        <DataGrid
          rows={draftRows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          getRowClassName={(params) => (changedIds.has(params.id as number) ? 'unsaved' : '')}
          sx={{ '& .unsaved': { bgcolor: 'warning.light', fontStyle: 'italic' } }}
        />
      </div>
    </div>
  );
}
