import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 260 },
  { field: 'year', headerName: 'Year', type: 'number', width: 100 },
  { field: 'gross', headerName: 'Gross (USD)', type: 'number', width: 160 },
];

export default function InitialSortGrid() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={MOVIES}
        columns={columns}
        // Only the starting point: users can sort differently afterwards.
        initialState={{ sorting: { sortModel: [{ field: 'gross', sort: 'desc' }] } }}
      />
    </div>
  );
}
