import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridToolbar, type GridColDef, type GridDensity } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'director', headerName: 'Director', width: 170 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
];

export default function DensityControl() {
  const [density, setDensity] = React.useState<GridDensity>('comfortable');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        aria-label="Row density"
        onChange={(_event, value: GridDensity | null) => {
          if (value) {
            setDensity(value);
          }
        }}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={MOVIES}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          slots={{ toolbar: GridToolbar }}
          slotProps={{
            toolbar: { csvOptions: { disableToolbarButton: true }, printOptions: { disableToolbarButton: true } },
          }}
        />
      </Box>
    </Box>
  );
}
