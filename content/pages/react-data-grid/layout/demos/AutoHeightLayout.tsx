import * as React from 'react';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'company', headerName: 'Studio', width: 170 },
  { field: 'year', headerName: 'Year', width: 80 },
];

export default function AutoHeightLayout() {
  return (
    <div style={{ width: '100%' }}>
      <DataGrid
        autoHeight
        rows={MOVIES}
        columns={columns}
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 5, page: 0 } } }}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        This paragraph moves down when you pick a larger page size.
      </Typography>
    </div>
  );
}
