import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { MOVIES, Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'director', headerName: 'Director', width: 160 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
  {
    field: 'gross',
    headerName: 'Gross (USD)',
    type: 'number',
    width: 150,
    valueFormatter: (value: number) => `${(value / 1_000_000_000).toFixed(2)} bn`,
  },
];

export default function ColumnMenuApi() {
  const apiRef = useGridApiRef();
  const [menuOpen, setMenuOpen] = React.useState(false);
  const [openCount, setOpenCount] = React.useState(0);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="outlined" size="small" onClick={() => apiRef.current.showColumnMenu('gross')}>
          Open the Gross menu
        </Button>
        <Button variant="outlined" size="small" onClick={() => apiRef.current.hideColumnMenu()}>
          Close menu
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={MOVIES}
          columns={columns}
          onMenuOpen={() => {
            setMenuOpen(true);
            setOpenCount((count) => count + 1);
          }}
          onMenuClose={() => setMenuOpen(false)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        A menu is {menuOpen ? 'open' : 'closed'}. menuOpen has fired {openCount} time(s).
      </Typography>
    </Box>
  );
}
