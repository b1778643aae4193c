import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'company', headerName: 'Studio', width: 170 },
  { field: 'director', headerName: 'Director', width: 160 },
];

export default function RowGroupingDisabled() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableRowGrouping"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={MOVIES}
          columns={columns}
          disableRowGrouping={disabled}
          initialState={{ rowGrouping: { model: ['company'] } }}
        />
      </Box>
    </Box>
  );
}
