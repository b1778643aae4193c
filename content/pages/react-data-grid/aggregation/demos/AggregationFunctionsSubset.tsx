import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GRID_AGGREGATION_FUNCTIONS, type GridColDef } from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

// Only two of the five built-in functions, for the whole grid.
const aggregationFunctions = {
  sum: GRID_AGGREGATION_FUNCTIONS.sum,
  size: GRID_AGGREGATION_FUNCTIONS.size,
};

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'company', headerName: 'Studio', width: 170 },
  { field: 'gross', headerName: 'Gross ($)', type: 'number', width: 170 },
  { field: 'imdbRating', headerName: 'IMDb', type: 'number', width: 110 },
];

export default function AggregationFunctionsSubset() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={MOVIES}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          // `avg` is not in the list, so the rating column is not aggregated.
          aggregation: { model: { title: 'size', gross: 'sum', imdbRating: 'avg' } },
        }}
      />
    </Box>
  );
}
