import * as React from 'react';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 260 },
  { field: 'year', headerName: 'Year', type: 'number', width: 100 },
  { field: 'gross', headerName: 'Gross (USD)', type: 'number', width: 160 },
];

export default function CsvOnlyToolbarGrid() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={MOVIES}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        // The Export menu keeps only its CSV entry.
        slotProps={{ toolbar: { printOptions: { disableToolbarButton: true } } }}
      />
    </div>
  );
}
