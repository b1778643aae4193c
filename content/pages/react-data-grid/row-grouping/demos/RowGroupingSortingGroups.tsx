import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, type GridColDef } from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'company', headerName: 'Studio', width: 170 },
  { field: 'imdbRating', headerName: 'IMDb', type: 'number', width: 100 },
];

export default function RowGroupingSortingGroups() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={MOVIES}
        columns={columns}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['company'] },
          sorting: {
            sortModel: [
              // Studios from Z to A...
              { field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' },
              // ...and, inside each studio, the best-rated films first.
              { field: 'imdbRating', sort: 'desc' },
            ],
          },
        }}
      />
    </Box>
  );
}
