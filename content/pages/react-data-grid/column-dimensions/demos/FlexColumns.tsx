import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'year', headerName: 'width: 90', width: 90 },
  { field: 'title', headerName: 'flex: 2', flex: 2, minWidth: 180 },
  { field: 'director', headerName: 'flex: 1', flex: 1, minWidth: 120 },
  { field: 'company', headerName: 'flex: 1, maxWidth: 180', flex: 1, maxWidth: 180 },
];

export default function FlexColumns() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid rows={MOVIES} columns={columns} />
    </div>
  );
}
