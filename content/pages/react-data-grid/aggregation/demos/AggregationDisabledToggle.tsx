import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'gross', headerName: 'Gross (USD)', type: 'number', width: 170 },
  { field: 'imdbRating', headerName: 'IMDb', type: 'number', width: 110 },
];

export default function AggregationDisabledToggle() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableAggregation"
      />
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={MOVIES}
          columns={columns}
          disableAggregation={disabled}
          initialState={{ aggregation: { model: { gross: 'sum', imdbRating: 'max' } } }}
        />
      </div>
    </div>
  );
}
