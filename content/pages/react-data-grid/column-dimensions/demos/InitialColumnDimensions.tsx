import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef, type GridInitialState } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

// The definitions say "flex everything"…
const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'director', headerName: 'Director', flex: 1 },
  { field: 'year', headerName: 'Year', type: 'number', flex: 1 },
];

// …and the initial state overrides them when the grid mounts.
const initialState: GridInitialState = {
  columns: {
    dimensions: {
      title: { width: 260, flex: 0 },
      director: { flex: 1, minWidth: 140 },
      year: { width: 90, flex: 0 },
    },
  },
};

export default function InitialColumnDimensions() {
  const [mountKey, setMountKey] = React.useState(0);

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" sx={{ mb: 1 }} onClick={() => setMountKey((key) => key + 1)}>
        Reset layout
      </Button>
      <Box sx={{ height: 380 }}>
        <DataGrid key={mountKey} rows={MOVIES} columns={columns} initialState={initialState} />
      </Box>
    </Box>
  );
}
