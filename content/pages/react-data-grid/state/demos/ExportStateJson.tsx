import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(30, 83);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 180 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function ExportStateJson() {
  const apiRef = useGridApiRef();
  const [onlyDirty, setOnlyDirty] = React.useState(true);
  const [snapshot, setSnapshot] = React.useState('');

  const exportNow = () =>
    setSnapshot(JSON.stringify(apiRef.current.exportState({ exportOnlyDirtyModels: onlyDirty }), null, 2));

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={onlyDirty} onChange={(event) => setOnlyDirty(event.target.checked)} />}
          label="exportOnlyDirtyModels"
        />
        <Button size="small" variant="outlined" onClick={exportNow}>
          Export state
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} initialState={{ density: 'compact' }} />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        aria-live="polite"
        sx={{ mt: 1, p: 1, maxHeight: 240, overflow: 'auto', fontFamily: 'monospace', bgcolor: 'action.hover' }}
      >
        {snapshot || 'Sort or filter the grid, then export.'}
      </Typography>
    </Box>
  );
}
