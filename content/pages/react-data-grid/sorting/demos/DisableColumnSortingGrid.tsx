import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 250 },
  { field: 'year', headerName: 'Year', width: 90 },
  { field: 'imdbRating', headerName: 'IMDb rating', type: 'number', width: 120 },
  { field: 'gross', headerName: 'Box office ($)', type: 'number', width: 150 },
];

const ORDERS: Record<string, GridSortModel> = {
  'Highest grossing': [{ field: 'gross', sort: 'desc' }],
  'Best rated': [{ field: 'imdbRating', sort: 'desc' }],
  'Newest first': [{ field: 'year', sort: 'desc' }],
  'Title A–Z': [{ field: 'title', sort: 'asc' }],
};

export default function DisableColumnSortingGrid() {
  const [order, setOrder] = React.useState('Highest grossing');

  return (
    <Box sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ mb: 1, minWidth: 200 }}>
        <InputLabel id="movie-order-label">Order by</InputLabel>
        <Select
          labelId="movie-order-label"
          label="Order by"
          value={order}
          onChange={(event) => setOrder(event.target.value)}
        >
          {Object.keys(ORDERS).map((label) => (
            <MenuItem key={label} value={label}>
              {label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Box sx={{ height: 400 }}>
        {/* Headers no longer sort, but the model set from the select still applies. */}
        <DataGrid rows={MOVIES} columns={columns} disableColumnSorting sortModel={ORDERS[order]} />
      </Box>
    </Box>
  );
}
