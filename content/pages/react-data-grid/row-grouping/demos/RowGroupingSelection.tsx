import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'company', headerName: 'Studio', width: 170 },
];

export default function RowGroupingSelection() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);
  // Group rows are selected too: count only the films, whose ids are numbers.
  const films = selection.filter((id) => typeof id === 'number').length;

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {films} films selected
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={MOVIES}
          columns={columns}
          checkboxSelection
          rowSelectionPropagation={{ descendants: true, parents: true }}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{ rowGrouping: { model: ['company'] } }}
        />
      </Box>
    </Box>
  );
}
