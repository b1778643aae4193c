import * as React from 'react';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 240 },
  // Still visible while it groups the rows: every film repeats its studio.
  { field: 'company', headerName: 'Studio', width: 180 },
  { field: 'year', headerName: 'Year', type: 'number', width: 100 },
];

export default function GroupedColumnVisible() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={MOVIES}
        columns={columns}
        initialState={{ rowGrouping: { model: ['company'] } }}
        defaultGroupingExpansionDepth={1}
      />
    </div>
  );
}
