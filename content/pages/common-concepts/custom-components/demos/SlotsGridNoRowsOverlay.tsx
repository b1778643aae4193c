import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
];

function EmptyWatchlist() {
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
      <PlaylistAddIcon fontSize="large" />
      <Typography variant="body2">Your watchlist is empty.</Typography>
    </Box>
  );
}

export default function SlotsGridNoRowsOverlay() {
  const [rows, setRows] = React.useState<Movie[]>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() => setRows((previous) => (previous.length > 0 ? [] : MOVIES.slice(0, 8)))}
      >
        {rows.length > 0 ? 'Clear the watchlist' : 'Add eight films'}
      </Button>
      <Box sx={{ height: 300 }}>
        <DataGrid rows={rows} columns={columns} hideFooter slots={{ noRowsOverlay: EmptyWatchlist }} />
      </Box>
    </Box>
  );
}
