import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowOrderChangeParams } from '@mui/x-data-grid-pro';
import { MOVIES, Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 240 },
  { field: 'director', headerName: 'Director', width: 160 },
  { field: 'year', headerName: 'Year', width: 90, valueFormatter: (value: number) => String(value) },
];

export default function BasicRowReordering() {
  const [message, setMessage] = React.useState('Drag a row by its handle.');

  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    setMessage(`"${(params.row as Movie).title}" moved from position ${params.oldIndex} to ${params.targetIndex}.`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPro rows={MOVIES} columns={columns} rowReordering onRowOrderChange={handleRowOrderChange} />
      </Box>
    </Box>
  );
}
