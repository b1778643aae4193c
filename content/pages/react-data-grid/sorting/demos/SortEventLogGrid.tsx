import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 250 },
  { field: 'director', headerName: 'Director', width: 160 },
  { field: 'year', headerName: 'Year', width: 90 },
  { field: 'imdbRating', headerName: 'IMDb rating', type: 'number', width: 120 },
];

const describe = (model: GridSortModel) => (model.length === 0 ? '[] (unsorted)' : JSON.stringify(model));

export default function SortEventLogGrid() {
  const [log, setLog] = React.useState<string[]>([]);

  // The grid still manages the sort model; this only listens.
  const handleSortModelChange = React.useCallback((model: GridSortModel) => {
    setLog((previous) => [describe(model), ...previous].slice(0, 5));
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid rows={MOVIES} columns={columns} onSortModelChange={handleSortModelChange} />
      </Box>
      <Box
        component="ol"
        aria-label="Last sort model changes"
        sx={{ mt: 1, mb: 0, pl: 3, minHeight: 100, fontFamily: 'monospace', fontSize: 13 }}
      >
        {log.length === 0 ? (
          <Typography component="li" variant="body2" sx={{ listStyle: 'none', ml: -3 }}>
            Click a column header to log the new sort model.
          </Typography>
        ) : (
          log.map((entry, index) => <li key={log.length - index}>{entry}</li>)
        )}
      </Box>
    </Box>
  );
}
