import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { MOVIES, Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 280 },
  // No pin entries in this column's menu.
  { field: 'director', headerName: 'Director (not pinnable)', width: 200, pinnable: false },
  { field: 'company', headerName: 'Studio', width: 180 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
  { field: 'gross', headerName: 'Gross (USD)', type: 'number', width: 160 },
  { field: 'imdbRating', headerName: 'IMDb rating', type: 'number', width: 120 },
];

export default function DisableColumnPinning() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableColumnPinning"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPro rows={MOVIES} columns={columns} disableColumnPinning={disabled} />
      </Box>
    </Box>
  );
}
