import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { DataGrid, GridActionsCellItem, GridToolbar, type GridColDef, type GridMenuParams } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(6, 81);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 180 },
  { field: 'department', headerName: 'Department', width: 140 },
  {
    field: 'actions',
    type: 'actions',
    width: 70,
    getActions: () => [
      <GridActionsCellItem key="archive" label="Archive" showInMenu />,
      <GridActionsCellItem key="delete" label="Delete" icon={<DeleteIcon />} showInMenu />,
    ],
  },
];

// The params only hold the anchor element: describe it by its label or id.
const describe = (params: GridMenuParams) => {
  const target = params.target;
  if (!target) {
    return 'no anchor yet (mount)';
  }
  return target.getAttribute('aria-label') || target.id || target.tagName.toLowerCase();
};

export default function MenuEventsLog() {
  const [log, setLog] = React.useState<string[]>([]);
  const add = (line: string) => setLog((previous) => [line, ...previous].slice(0, 8));

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{ toolbar: GridToolbar }}
          onMenuOpen={(params) => add(`menuOpen   ${describe(params)}`)}
          onMenuClose={(params) => add(`menuClose  ${describe(params)}`)}
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        aria-live="polite"
        sx={{ mt: 1, p: 1, minHeight: 150, fontFamily: 'monospace', bgcolor: 'action.hover', overflowX: 'auto' }}
      >
        {log.join('\n')}
      </Typography>
    </Box>
  );
}
