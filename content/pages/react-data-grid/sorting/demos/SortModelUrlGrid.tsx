import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const SORTABLE_FIELDS = ['title', 'year', 'imdbRating', 'gross'];

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 250 },
  { field: 'year', headerName: 'Year', width: 90 },
  { field: 'imdbRating', headerName: 'IMDb rating', type: 'number', width: 120 },
  { field: 'gross', headerName: 'Box office ($)', type: 'number', width: 150 },
];

/** Reads "?sort=year:desc" into a sort model, ignoring anything unexpected. */
function parseSortParam(search: string): GridSortModel {
  const value = new URLSearchParams(search).get('sort');
  const [field, direction] = (value ?? '').split(':');
  if (!field || !SORTABLE_FIELDS.includes(field) || (direction !== 'asc' && direction !== 'desc')) {
    return [];
  }
  return [{ field, sort: direction }];
}

/** Writes a sort model back as a query string. */
function formatSortParam(model: GridSortModel): string {
  const item = model[0];
  return item?.sort ? `?sort=${item.field}:${item.sort}` : '';
}

export default function SortModelUrlGrid() {
  // Stands in for the address bar: a real app would read and write `window.location.search`.
  const [search, setSearch] = React.useState('?sort=year:desc');
  const sortModel = React.useMemo(() => parseSortParam(search), [search]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography
        variant="body2"
        sx={{ mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace' }}
      >
        https://example.com/movies{search}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={MOVIES}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={(model) => setSearch(formatSortParam(model))}
        />
      </Box>
    </Box>
  );
}
