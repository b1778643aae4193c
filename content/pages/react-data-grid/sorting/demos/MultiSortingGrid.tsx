import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'company', headerName: 'Studio', width: 190 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'title', headerName: 'Title', width: 260 },
  { field: 'imdbRating', headerName: 'IMDb', type: 'number', width: 90 },
];

export default function MultiSortingGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={MOVIES}
        columns={columns}
        initialState={{
          sorting: {
            sortModel: [
              { field: 'company', sort: 'asc' },
              { field: 'year', sort: 'desc' },
            ],
          },
        }}
      />
    </Box>
  );
}
