import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  // Text reads best from A to Z first, and can go back to the original order.
  { field: 'title', headerName: 'Title', width: 250, sortingOrder: ['asc', 'desc', null] },
  { field: 'director', headerName: 'Director', width: 160 },
  {
    field: 'imdbRating',
    headerName: 'IMDb rating',
    type: 'number',
    width: 120,
    // Ratings only make sense from best to worst: a single direction, no way back.
    sortingOrder: ['desc'],
  },
  {
    field: 'gross',
    headerName: 'Box office',
    type: 'number',
    width: 150,
    valueFormatter: (value: number) => `$${(value / 1e9).toFixed(2)} bn`,
  },
];

export default function SortingOrderGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* Grid-wide cycle for the other columns: descending first, never unsorted. */}
      <DataGrid rows={MOVIES} columns={columns} sortingOrder={['desc', 'asc']} />
    </Box>
  );
}
