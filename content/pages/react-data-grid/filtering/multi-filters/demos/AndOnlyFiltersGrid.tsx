import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridLogicOperator, GridToolbar } from '@mui/x-data-grid-pro';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 250 },
  { field: 'director', headerName: 'Director', width: 160 },
  { field: 'company', headerName: 'Studio', width: 170 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'imdbRating', headerName: 'IMDb', type: 'number', width: 90 },
];

export default function AndOnlyFiltersGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={MOVIES}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          filterPanel: {
            // Only "And" is offered, so the logic operator select is disabled.
            logicOperators: [GridLogicOperator.And],
            // Column names in alphabetical order.
            columnsSort: 'asc',
            filterFormProps: {
              columnInputProps: { sx: { width: 150 } },
              operatorInputProps: { sx: { width: 130 } },
            },
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'company', operator: 'equals', value: 'Disney Studios' },
                { id: 2, field: 'year', operator: '>=', value: 2018 },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
