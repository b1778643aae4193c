import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  // Only `field` is required: the header shows the field name.
  { field: 'title' },
  // `headerName` sets the header text, `width` the width in pixels.
  { field: 'director', headerName: 'Director', width: 160 },
  { field: 'year', headerName: 'Year', width: 90 },
  { field: 'company', headerName: 'Studio', width: 180 },
];

export default function BasicColumnsGrid() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={MOVIES} columns={columns} />
    </div>
  );
}
