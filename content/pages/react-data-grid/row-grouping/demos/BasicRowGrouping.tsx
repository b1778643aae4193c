import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden, type GridColDef } from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
  { field: 'company', headerName: 'Studio', width: 180 },
  { field: 'director', headerName: 'Director', width: 160 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
  {
    field: 'gross',
    headerName: 'Gross ($)',
    type: 'number',
    width: 150,
  },
];

export default function BasicRowGrouping() {
  const apiRef = useGridApiRef();

  // Hides the "Studio" column while it is used for grouping, and shows it again when it no longer is.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['company'] },
    },
  });

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium apiRef={apiRef} rows={MOVIES} columns={columns} initialState={initialState} />
    </Box>
  );
}
