import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

interface FranchiseMovie extends Movie {
  franchise: string | null;
}

const FRANCHISES = ['Avengers', 'Star Wars', 'Jurassic', 'Frozen', 'Harry Potter', 'Furious'];

// Films outside the listed franchises get `null`.
const rows: FranchiseMovie[] = MOVIES.map((movie) => ({
  ...movie,
  franchise: FRANCHISES.find((name) => movie.title.includes(name)) ?? null,
}));

const columns: GridColDef<FranchiseMovie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'franchise', headerName: 'Franchise', width: 140 },
  { field: 'company', headerName: 'Studio', width: 170 },
];

export default function RowGroupingMissingKeys() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        defaultGroupingExpansionDepth={1}
        initialState={{ rowGrouping: { model: ['company', 'franchise'] } }}
      />
    </Box>
  );
}
