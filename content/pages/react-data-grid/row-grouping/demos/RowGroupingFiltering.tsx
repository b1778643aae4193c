import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridToolbar,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'company', headerName: 'Studio', width: 170 },
  { field: 'director', headerName: 'Director', width: 160 },
  { field: 'imdbRating', headerName: 'IMDb', type: 'number', width: 100 },
];

export default function RowGroupingFiltering() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={MOVIES}
        columns={columns}
        defaultGroupingExpansionDepth={-1}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          rowGrouping: { model: ['company', 'director'] },
          filter: {
            filterModel: {
              items: [
                // A filter on the data: studios and directors without a matching film disappear.
                { id: 1, field: 'imdbRating', operator: '>=', value: 7.5 },
                // A filter on the grouping column: it tests the group keys, here the studios.
                { id: 2, field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, operator: 'contains', value: 'Pictures' },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
