import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 260 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'imdbRating', headerName: 'IMDb', type: 'number', width: 90 },
  {
    field: 'gross',
    headerName: 'Box office',
    type: 'number',
    width: 150,
    valueFormatter: (value: number) => `$${(value / 1e9).toFixed(2)} bn`,
  },
];

const PRESETS: { label: string; model: GridSortModel }[] = [
  { label: 'Best rated', model: [{ field: 'imdbRating', sort: 'desc' }] },
  { label: 'Oldest first', model: [{ field: 'year', sort: 'asc' }] },
  { label: 'Title A-Z', model: [{ field: 'title', sort: 'asc' }] },
  { label: 'Unsorted', model: [] },
];

export default function ControlledSortingGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>(PRESETS[0]!.model);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        {PRESETS.map((preset) => (
          <Button key={preset.label} size="small" variant="outlined" onClick={() => setSortModel(preset.model)}>
            {preset.label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={MOVIES}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={(model) => setSortModel(model)}
        />
      </Box>
      <Box component="pre" sx={{ typography: 'caption', fontFamily: 'monospace', mt: 1, mb: 0 }}>
        sortModel: {JSON.stringify(sortModel)}
      </Box>
    </Box>
  );
}
