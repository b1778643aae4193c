import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
  type GridComparatorFn,
} from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

// Groups are sorted with the column's comparator, applied to the group keys.
// These keys are strings in number columns, so compare the number they start with.
const leadingNumberComparator: GridComparatorFn = (a, b) => parseFloat(String(a)) - parseFloat(String(b));

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 100,
    valueFormatter: (value?: number) => (value == null ? '' : String(value)),
    // Group films by decade instead of by exact year.
    groupingValueGetter: (value: number) => `${Math.floor(value / 10) * 10}s`,
    sortComparator: leadingNumberComparator,
  },
  {
    field: 'imdbRating',
    headerName: 'IMDb',
    type: 'number',
    width: 100,
    groupingValueGetter: (value: number) =>
      value >= 8 ? '8.0 and above' : value >= 7 ? '7.0 to 7.9' : '6.9 and below',
    sortComparator: leadingNumberComparator,
  },
  { field: 'director', headerName: 'Director', width: 160, groupable: false },
];

export default function GroupingValueGetter() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={MOVIES}
        columns={columns}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['year', 'imdbRating'] },
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' }] },
        }}
        groupingColDef={{ headerName: 'Decade / rating', width: 220 }}
      />
    </Box>
  );
}
