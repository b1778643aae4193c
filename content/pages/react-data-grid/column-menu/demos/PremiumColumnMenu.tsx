import * as React from 'react';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 220 },
  { field: 'company', headerName: 'Studio', width: 160 },
  { field: 'director', headerName: 'Director', width: 170 },
  { field: 'year', headerName: 'Year', type: 'number', width: 100 },
  { field: 'gross', headerName: 'Gross (USD)', type: 'number', width: 150 },
];

export default function PremiumColumnMenu() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium rows={MOVIES} columns={columns} />
    </div>
  );
}
