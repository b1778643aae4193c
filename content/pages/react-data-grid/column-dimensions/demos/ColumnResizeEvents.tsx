import * as React from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridColumnResizeParams } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(30, 8);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'email', headerName: 'Email', width: 240, minWidth: 160, maxWidth: 360 },
  { field: 'department', headerName: 'Department (fixed)', width: 170, resizable: false },
  { field: 'country', headerName: 'Country', width: 140 },
];

export default function ColumnResizeEvents() {
  const [disableColumnResize, setDisableColumnResize] = React.useState(false);
  const [live, setLive] = React.useState('Drag the right edge of a column header.');
  const [committed, setCommitted] = React.useState('No width change yet.');

  const handleResize = React.useCallback((params: GridColumnResizeParams) => {
    setLive(`Resizing ${params.colDef.field}: ${Math.round(params.width)}px`);
  }, []);

  const handleWidthChange = React.useCallback((params: GridColumnResizeParams) => {
    setCommitted(`${params.colDef.field} is now ${Math.round(params.width)}px wide`);
  }, []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={disableColumnResize} onChange={(event) => setDisableColumnResize(event.target.checked)} />
        }
        label="disableColumnResize"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Alert severity="info" sx={{ flex: 1 }}>
          onColumnResize: {live}
        </Alert>
        <Alert severity="success" sx={{ flex: 1 }}>
          onColumnWidthChange: {committed}
        </Alert>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          disableColumnResize={disableColumnResize}
          onColumnResize={handleResize}
          onColumnWidthChange={handleWidthChange}
        />
      </div>
    </Stack>
  );
}
