import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'id', headerName: 'Default (100px)' },
  { field: 'title', headerName: 'width: 260', width: 260 },
  { field: 'director', headerName: 'minWidth: 150', width: 160, minWidth: 150 },
  { field: 'company', headerName: 'maxWidth: 220', width: 180, maxWidth: 220 },
];

export default function FixedWidthColumns() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid rows={MOVIES} columns={columns} />
    </div>
  );
}
