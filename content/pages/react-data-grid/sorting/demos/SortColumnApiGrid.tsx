import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, GridColDef, useGridApiRef } from '@mui/x-data-grid-pro';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 250 },
  { field: 'company', headerName: 'Studio', width: 170 },
  { field: 'year', headerName: 'Year', width: 90 },
  { field: 'imdbRating', headerName: 'IMDb rating', type: 'number', width: 120 },
];

export default function SortColumnApiGrid() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.sortColumn('company', 'asc')}>
          Sort by studio
        </Button>
        <Button
          size="small"
          variant="outlined"
          // The third argument keeps the current sort and adds this column after it.
          onClick={() => apiRef.current.sortColumn('imdbRating', 'desc', true)}
        >
          Then by rating
        </Button>
        <Button size="small" onClick={() => apiRef.current.setSortModel([])}>
          Reset
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro apiRef={apiRef} rows={MOVIES} columns={columns} />
      </Box>
    </Box>
  );
}
