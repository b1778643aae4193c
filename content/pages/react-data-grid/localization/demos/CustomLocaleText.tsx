import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridToolbar, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'company', headerName: 'Studio', width: 170 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
];

// Only the keys you list change; everything else keeps the default English text.
const localeText: Partial<GridLocaleText> = {
  noRowsLabel: 'Your watchlist is empty',
  toolbarColumns: 'Fields',
  toolbarFilters: 'Refine',
  toolbarQuickFilterPlaceholder: 'Search films…',
  footerRowSelected: (count) => (count === 1 ? '1 film picked' : `${count.toLocaleString()} films picked`),
  MuiTablePagination: {
    labelRowsPerPage: 'Films per page',
    labelDisplayedRows: ({ from, to, count }) => `${from}–${to} of ${count === -1 ? 'many' : count} films`,
  },
};

export default function CustomLocaleText() {
  const [empty, setEmpty] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" sx={{ mb: 1 }} onClick={() => setEmpty((previous) => !previous)}>
        {empty ? 'Restore films' : 'Clear the list'}
      </Button>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={empty ? [] : MOVIES}
          columns={columns}
          checkboxSelection
          pagination
          pageSizeOptions={[5, 10]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          localeText={localeText}
          slots={{ toolbar: GridToolbar }}
          slotProps={{
            toolbar: {
              showQuickFilter: true,
              csvOptions: { disableToolbarButton: true },
              printOptions: { disableToolbarButton: true },
            },
          }}
        />
      </Box>
    </Box>
  );
}
