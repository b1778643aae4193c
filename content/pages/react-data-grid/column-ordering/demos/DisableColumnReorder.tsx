import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { MOVIES, Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  // Locked: this column can't be dragged, and it stays the first column.
  { field: 'title', headerName: 'Title (locked)', width: 260, disableReorder: true },
  { field: 'director', headerName: 'Director', width: 160 },
  { field: 'company', headerName: 'Studio', width: 180 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
  { field: 'imdbRating', headerName: 'IMDb rating', type: 'number', width: 120 },
];

export default function DisableColumnReorder() {
  const [disableAll, setDisableAll] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disableAll} onChange={(event) => setDisableAll(event.target.checked)} />}
        label="disableColumnReorder"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPro rows={MOVIES} columns={columns} disableColumnReorder={disableAll} />
      </Box>
    </Box>
  );
}
