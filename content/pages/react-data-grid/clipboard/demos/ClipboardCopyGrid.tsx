import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(20, 81);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'role', headerName: 'Role', width: 110 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
  { field: 'joinDate', headerName: 'Joined', type: 'date', width: 120 },
];

export default function ClipboardCopyGrid() {
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={ROWS}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          onClipboardCopy={(data) => setCopied(data)}
        />
      </Box>
      <TextField
        label="Last copied text (onClipboardCopy), or paste here"
        multiline
        minRows={3}
        fullWidth
        value={copied}
        onChange={(event) => setCopied(event.target.value)}
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
    </Box>
  );
}
