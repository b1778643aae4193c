import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 260 },
  { field: 'director', headerName: 'Director', width: 160 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  {
    field: 'gross',
    headerName: 'Box office (USD)',
    type: 'number',
    width: 170,
  },
];

export default function ExportToolbarGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={MOVIES}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          toolbar: {
            csvOptions: { fileName: 'box-office', delimiter: ';', utf8WithBom: true },
            printOptions: { hideFooter: true, hideToolbar: true },
          },
        }}
        disableColumnSelector
        disableDensitySelector
      />
    </Box>
  );
}
