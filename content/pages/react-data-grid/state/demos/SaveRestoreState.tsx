import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridToolbar, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'director', headerName: 'Director', width: 150 },
  { field: 'company', headerName: 'Studio', width: 160 },
  { field: 'year', headerName: 'Year', type: 'number', width: 80 },
  { field: 'imdbRating', headerName: 'IMDb', type: 'number', width: 80 },
];

export default function SaveRestoreState() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);

  const save = () => {
    // Only what differs from the defaults, to keep the snapshot small.
    setSaved(apiRef.current.exportState({ exportOnlyDirtyModels: true }));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="contained" size="small" onClick={save}>
          Save state
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={!saved}
          onClick={() => saved && apiRef.current.restoreState(saved)}
        >
          Restore state
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid apiRef={apiRef} rows={MOVIES} columns={columns} slots={{ toolbar: GridToolbar }} />
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        Saved snapshot
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, maxHeight: 160, overflow: 'auto', fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {saved ? JSON.stringify(saved, null, 2) : 'Sort, filter or hide columns, then save.'}
      </Box>
    </Box>
  );
}
