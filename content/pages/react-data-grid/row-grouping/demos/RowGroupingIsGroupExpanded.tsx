import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type DataGridPremiumProps, type GridColDef } from '@mui/x-data-grid-premium';
import { MOVIES, type Movie } from '@content/demoData';

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'company', headerName: 'Studio', width: 170 },
  { field: 'director', headerName: 'Director', width: 160 },
];

// Open the Universal Pictures group and every director group inside it; leave the rest closed.
const isGroupExpandedByDefault: DataGridPremiumProps['isGroupExpandedByDefault'] = (node) => {
  if (node.groupingField === 'company') {
    return node.groupingKey === 'Universal Pictures';
  }
  return node.groupingField === 'director';
};

export default function RowGroupingIsGroupExpanded() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={MOVIES}
        columns={columns}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        initialState={{ rowGrouping: { model: ['company', 'director'] } }}
      />
    </Box>
  );
}
