import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from '@content/demoData';

const rows = generateEmployees(60, 8);

const columns: GridColDef<Employee>[] = [
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
  { field: 'isAdmin', headerName: 'Admin', type: 'boolean', width: 100 },
];

export default function StripedRows() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={(params) => {
          const parity = params.indexRelativeToCurrentPage % 2 === 0 ? 'row-even' : 'row-odd';
          return params.row.rating <= 1 ? `${parity} row-low-rating` : parity;
        }}
        sx={(theme) => ({
          '& .row-odd': {
            backgroundColor: alpha(theme.palette.text.primary, 0.04),
          },
          '& .row-low-rating': {
            color: theme.palette.error.main,
            fontStyle: 'italic',
          },
        })}
      />
    </Box>
  );
}
