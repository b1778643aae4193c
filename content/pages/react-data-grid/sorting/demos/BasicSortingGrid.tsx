import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 260 },
  { field: 'director', headerName: 'Director', width: 160 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  {
    field: 'gross',
    headerName: 'Box office',
    type: 'number',
    width: 150,
    valueFormatter: (value: number) => `$${(value / 1e9).toFixed(2)} bn`,
  },
  // This column can't be sorted.
  { field: 'company', headerName: 'Studio', width: 180, sortable: false },
];

export default function BasicSortingGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={MOVIES}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'year', sort: 'desc' }] },
        }}
      />
    </Box>
  );
}
