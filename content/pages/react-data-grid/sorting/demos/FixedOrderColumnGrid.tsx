import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  // Users cannot sort by this column, but the initial model still orders the rows by it.
  { field: 'year', headerName: 'Year (not sortable)', type: 'number', width: 170, sortable: false },
  { field: 'title', headerName: 'Title', width: 260 },
  { field: 'director', headerName: 'Director', width: 180 },
];

export default function FixedOrderColumnGrid() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={MOVIES}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'year', sort: 'asc' }] } }}
      />
    </div>
  );
}
