import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(60, 74);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  // A price can be compared but adding prices up means nothing.
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 130,
    availableAggregationFunctions: ['min', 'max', 'avg'],
  },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 130, availableAggregationFunctions: ['sum'] },
  // `size` is not limited to numbers: it counts the rows of any column.
  { field: 'traderName', headerName: 'Trader', width: 160, availableAggregationFunctions: ['size'] },
];

export default function AggregationColumnFunctions() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          aggregation: { model: { unitPrice: 'avg', quantity: 'sum', traderName: 'size' } },
        }}
      />
    </Box>
  );
}
