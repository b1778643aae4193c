import * as React from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import {
  DataGrid,
  GridColDef,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const ROWS = generateEmployees(90, 17);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'city', headerName: 'City', width: 130 },
];

// Rendered in place of the default footer pagination; reads and writes the grid state.
function NumberedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Pagination
      color="primary"
      size="small"
      count={pageCount}
      page={page + 1}
      siblingCount={0}
      onChange={(_event, value) => apiRef.current.setPage(value - 1)}
      sx={{ mx: 1 }}
    />
  );
}

export default function CustomPaginationGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={ROWS}
        columns={columns}
        slots={{ pagination: NumberedPagination }}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        pageSizeOptions={[10]}
      />
    </Box>
  );
}
