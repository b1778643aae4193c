import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const allRows = generateEmployees(25, 3);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
  { field: 'country', headerName: 'Country', width: 140 },
];

function EmptyTeamOverlay() {
  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        color: 'text.secondary',
      }}
    >
      <InboxOutlinedIcon fontSize="large" />
      <Typography variant="subtitle1">This team has no members yet</Typography>
      <Typography variant="body2">Invite people to see them listed here.</Typography>
    </Box>
  );
}

export default function CustomNoRowsOverlay() {
  const [rows, setRows] = React.useState<Employee[]>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
        <Button variant="outlined" size="small" onClick={() => setRows(allRows)} disabled={rows.length > 0}>
          Add members
        </Button>
        <Button variant="outlined" size="small" onClick={() => setRows([])} disabled={rows.length === 0}>
          Remove all
        </Button>
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid rows={rows} columns={columns} slots={{ noRowsOverlay: EmptyTeamOverlay }} />
      </Box>
    </Box>
  );
}
