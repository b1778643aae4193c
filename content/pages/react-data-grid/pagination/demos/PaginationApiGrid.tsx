import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridPaginationModel, useGridApiRef } from '@mui/x-data-grid';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 260 },
  { field: 'year', headerName: 'Year', width: 90 },
  { field: 'director', headerName: 'Director', width: 160 },
];

export default function PaginationApiGrid() {
  const apiRef = useGridApiRef();
  // Only mirrors the grid's state for the text below; the grid stays uncontrolled.
  const [model, setModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 5 });
  const pageCount = Math.ceil(MOVIES.length / model.pageSize);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setPage(0)}>
          First page
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setPage(pageCount - 1)}>
          Last page
        </Button>
        <Button size="small" onClick={() => apiRef.current.setPageSize(model.pageSize === 5 ? 10 : 5)}>
          {model.pageSize === 5 ? '10 per page' : '5 per page'}
        </Button>
        <Typography variant="body2" role="status">
          Page {model.page + 1} of {pageCount}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={MOVIES}
          columns={columns}
          pageSizeOptions={[5, 10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
          onPaginationModelChange={setModel}
        />
      </Box>
    </Box>
  );
}
