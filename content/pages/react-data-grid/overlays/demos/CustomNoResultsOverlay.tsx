import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { DataGrid, GridToolbar, useGridApiContext, type GridColDef } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'director', headerName: 'Director', width: 170 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
];

function NothingMatchesOverlay() {
  const apiRef = useGridApiContext();
  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
      }}
    >
      <SearchOffIcon color="disabled" fontSize="large" />
      <Typography variant="body2" color="text.secondary">
        No film matches the current filters.
      </Typography>
      <Button size="small" onClick={() => apiRef.current.setFilterModel({ items: [], quickFilterValues: [] })}>
        Clear filters
      </Button>
    </Box>
  );
}

export default function CustomNoResultsOverlay() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={MOVIES}
        columns={columns}
        disableColumnSelector
        disableDensitySelector
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['Spielberg'] } } }}
        slots={{ toolbar: GridToolbar, noResultsOverlay: NothingMatchesOverlay }}
        slotProps={{
          toolbar: {
            showQuickFilter: true,
            csvOptions: { disableToolbarButton: true },
            printOptions: { disableToolbarButton: true },
          },
        }}
      />
    </Box>
  );
}
