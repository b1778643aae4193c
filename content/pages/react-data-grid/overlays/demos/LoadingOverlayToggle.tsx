import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function LoadingOverlayToggle() {
  const [loading, setLoading] = React.useState(true);
  const [hasRows, setHasRows] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
          label="loading"
        />
        <FormControlLabel
          control={<Switch checked={hasRows} onChange={(event) => setHasRows(event.target.checked)} />}
          label="Rows present"
        />
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGrid rows={hasRows ? rows : []} columns={columns} loading={loading} />
      </Box>
    </Box>
  );
}
