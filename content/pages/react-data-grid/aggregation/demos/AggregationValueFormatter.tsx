import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

// The built-in `size`, with a formatter of its own that wins over the column's.
const size: GridAggregationFunction<unknown, number> = {
  ...GRID_AGGREGATION_FUNCTIONS.size,
  valueFormatter: (value?: number) => (value == null ? '' : `${value} films`),
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, size };

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'company', headerName: 'Studio', width: 170 },
  {
    field: 'imdbRating',
    headerName: 'IMDb',
    type: 'number',
    width: 120,
    // Formats the ratings and their average alike: 7.3, not 7.321428571428571.
    valueFormatter: (value?: number) => (value == null ? '' : value.toFixed(1)),
  },
];

export default function AggregationValueFormatter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={MOVIES}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{ aggregation: { model: { title: 'size', imdbRating: 'avg' } } }}
      />
    </Box>
  );
}
