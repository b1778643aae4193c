import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid-pro';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 260 },
  { field: 'year', headerName: 'Year', width: 90 },
  { field: 'director', headerName: 'Director', width: 160 },
];

export default function MultiRowSelectionProGrid() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        {/* No checkboxes: Ctrl/Cmd + click toggles a row, Shift + click selects a range. */}
        <DataGridPro
          rows={MOVIES}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {selection.length === 0
          ? 'Click a row, then Ctrl/Cmd + click or Shift + click other rows.'
          : `Selected ids: ${selection.join(', ')}`}
      </Typography>
    </Box>
  );
}
