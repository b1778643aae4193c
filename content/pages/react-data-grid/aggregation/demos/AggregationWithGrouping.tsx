import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden, type GridColDef } from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' });

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'company', headerName: 'Studio', width: 180 },
  {
    field: 'gross',
    headerName: 'Gross',
    type: 'number',
    width: 150,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
  { field: 'imdbRating', headerName: 'IMDb', type: 'number', width: 120 },
];

export default function AggregationWithGrouping() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['company'] },
      aggregation: { model: { gross: 'sum', imdbRating: 'avg', title: 'size' } },
      sorting: { sortModel: [{ field: 'gross', sort: 'desc' }] },
    },
  });

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium apiRef={apiRef} rows={MOVIES} columns={columns} initialState={initialState} />
    </Box>
  );
}
