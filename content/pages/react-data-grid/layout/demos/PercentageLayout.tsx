import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'year', headerName: 'Year', width: 80 },
  { field: 'director', headerName: 'Director', width: 150 },
];

export default function PercentageLayout() {
  const [size, setSize] = React.useState(70);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="percentage-size-label" variant="body2" gutterBottom>
        Grid width and height: {size}% of the parent
      </Typography>
      <Slider
        aria-labelledby="percentage-size-label"
        value={size}
        min={30}
        max={100}
        step={5}
        onChange={(_event, value) => setSize(value as number)}
        sx={{ maxWidth: 320 }}
      />
      {/* The parent has an intrinsic size, so percentages resolve. */}
      <Box sx={{ height: 400, width: '100%', bgcolor: 'action.hover', borderRadius: 1 }}>
        <Box sx={{ height: `${size}%`, width: `${size}%` }}>
          <DataGrid rows={MOVIES} columns={columns} hideFooter />
        </Box>
      </Box>
    </Box>
  );
}
