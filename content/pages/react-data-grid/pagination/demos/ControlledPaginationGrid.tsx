import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 260 },
  { field: 'director', headerName: 'Director', width: 170 },
  { field: 'imdbRating', headerName: 'IMDb', type: 'number', width: 90 },
];

export default function ControlledPaginationGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 5,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="body2">
          page: {paginationModel.page}, pageSize: {paginationModel.pageSize}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => setPaginationModel((model) => ({ ...model, page: 0 }))}>
          First page
        </Button>
        <Button size="small" variant="outlined" onClick={() => setPaginationModel({ page: 0, pageSize: 10 })}>
          10 per page
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={MOVIES}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5, 10, 20]}
        />
      </Box>
    </Box>
  );
}
