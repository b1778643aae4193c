import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

// Sorted by studio, then director, so equal values sit next to each other.
const rows = [...MOVIES].sort((a, b) => a.company.localeCompare(b.company) || a.director.localeCompare(b.director));

const columns: GridColDef<Movie>[] = [
  { field: 'company', headerName: 'Studio', width: 170 },
  { field: 'director', headerName: 'Director', width: 180 },
  { field: 'title', headerName: 'Title', width: 230 },
  // Two neighbours with the same rating are a coincidence, not a group.
  { field: 'imdbRating', headerName: 'IMDb', type: 'number', width: 90, rowSpanValueGetter: () => null },
];

export default function RowSpanningToggle() {
  const [spanning, setSpanning] = React.useState(true);

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={spanning} onChange={(event) => setSpanning(event.target.checked)} />}
        label="Merge equal neighbours"
      />
      <div style={{ height: 420 }}>
        <DataGrid rows={rows} columns={columns} unstable_rowSpanning={spanning} disableRowSelectionOnClick />
      </div>
    </div>
  );
}
