import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' });

function renderGross(params: GridRenderCellParams<Movie, number>) {
  if (params.aggregation) {
    return (
      <Typography component="span" variant="body2" sx={{ fontWeight: 'bold', color: 'primary.main' }}>
        {params.formattedValue}
      </Typography>
    );
  }
  return params.formattedValue;
}

function renderRating(params: GridRenderCellParams<Movie, number>) {
  // A count (`size`) is not a rating: show it as a number instead of stars.
  if (params.aggregation && !params.aggregation.hasCellUnit) {
    return params.formattedValue;
  }
  if (params.value == null) {
    return '';
  }
  return (
    <Rating
      readOnly
      size="small"
      precision={0.5}
      value={params.value / 2}
      aria-label={`${params.value.toFixed(1)} out of 10`}
      sx={{ verticalAlign: 'middle' }}
    />
  );
}

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'company', headerName: 'Studio', width: 170 },
  {
    field: 'gross',
    headerName: 'Gross',
    type: 'number',
    width: 140,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
    renderCell: renderGross,
  },
  { field: 'imdbRating', headerName: 'IMDb', type: 'number', width: 150, renderCell: renderRating },
];

export default function AggregationRenderCell() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['company'] },
      aggregation: { model: { gross: 'sum', imdbRating: 'avg' } },
    },
  });

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium apiRef={apiRef} rows={MOVIES} columns={columns} initialState={initialState} />
    </Box>
  );
}
