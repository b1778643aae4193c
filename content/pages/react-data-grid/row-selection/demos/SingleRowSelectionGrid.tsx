import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 260 },
  { field: 'director', headerName: 'Director', width: 170 },
  { field: 'company', headerName: 'Studio', width: 180 },
];

export default function SingleRowSelectionGrid() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);
  const selectedMovie = MOVIES.find((movie) => movie.id === selection[0]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={MOVIES}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {selectedMovie
          ? `Selected: ${selectedMovie.title} (${selectedMovie.year}), grossed $${selectedMovie.gross.toLocaleString('en-US')}`
          : 'Click a row to select it.'}
      </Typography>
    </Box>
  );
}
