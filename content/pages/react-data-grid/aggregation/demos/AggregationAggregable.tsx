import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(60, 73);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  // No aggregation entry in the column menu, but the model below still sums it.
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 130, aggregable: false },
  {
    field: 'filledQuantity',
    headerName: 'Filled',
    type: 'number',
    width: 130,
    aggregable: false,
    // No function is allowed, so the model's entry for this column is ignored.
    availableAggregationFunctions: [],
  },
  { field: 'totalPrice', headerName: 'Total', type: 'number', width: 140 },
];

export default function AggregationAggregable() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          aggregation: { model: { quantity: 'sum', filledQuantity: 'sum', totalPrice: 'sum' } },
        }}
      />
    </Box>
  );
}
