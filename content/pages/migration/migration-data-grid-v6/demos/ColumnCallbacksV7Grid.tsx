import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 240 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  {
    // Not a field of the row: the v7 getter receives (value, row, column, apiRef).
    field: 'decade',
    headerName: 'Decade',
    width: 110,
    valueGetter: (_value, row) => `${Math.floor(row.year / 10) * 10}s`,
  },
  {
    field: 'gross',
    headerName: 'Box office',
    type: 'number',
    width: 140,
    // The formatter gets the raw value first; sorting still uses the number.
    valueFormatter: (value: number) => `$${(value / 1e9).toFixed(2)} bn`,
  },
  {
    field: 'imdbRating',
    headerName: 'Rating',
    type: 'number',
    width: 100,
    valueFormatter: (value: number, row) => (row.imdbRating >= 8 ? `${value.toFixed(1)} ★` : value.toFixed(1)),
  },
];

export default function ColumnCallbacksV7Grid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={MOVIES}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'gross', sort: 'desc' }] },
        }}
      />
    </Box>
  );
}
