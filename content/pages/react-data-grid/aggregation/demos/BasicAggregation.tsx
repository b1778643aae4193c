import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' });

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : String(value)),
  },
  {
    field: 'gross',
    headerName: 'Gross',
    type: 'number',
    width: 150,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
  { field: 'imdbRating', headerName: 'IMDb', type: 'number', width: 120 },
];

export default function BasicAggregation() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={MOVIES}
        columns={columns}
        initialState={{
          aggregation: { model: { gross: 'sum', imdbRating: 'avg', year: 'max' } },
        }}
      />
    </Box>
  );
}
