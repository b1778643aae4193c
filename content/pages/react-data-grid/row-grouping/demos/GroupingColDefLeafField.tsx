import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 200 },
  { field: 'company', headerName: 'Studio', width: 170 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value?: number) => String(value ?? ''),
  },
  { field: 'imdbRating', headerName: 'IMDb', type: 'number', width: 90 },
];

export default function GroupingColDefLeafField() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={MOVIES}
        columns={columns}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['company'] },
          // The titles now sit in the grouping column: hide their own column and the grouped one.
          columns: { columnVisibilityModel: { title: false, company: false } },
        }}
        groupingColDef={{ leafField: 'title', headerName: 'Studio / title', width: 300 }}
      />
    </Box>
  );
}
