import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(150, 71);

// Difference between the highest and lowest value.
const range: GridAggregationFunction<number, number> = {
  label: 'range',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const numbers = values.filter((value): value is number => typeof value === 'number');
    if (numbers.length === 0) {
      return null;
    }
    return Number((Math.max(...numbers) - Math.min(...numbers)).toFixed(2));
  },
};

// Filled quantity divided by ordered quantity, computed from two fields of each row.
const fillRate: GridAggregationFunction<{ filled: number; ordered: number }, number> = {
  label: 'fill rate',
  columnTypes: ['number'],
  getCellValue: ({ row }) => ({ filled: row.filledQuantity, ordered: row.quantity }),
  apply: ({ values }) => {
    let filled = 0;
    let ordered = 0;
    values.forEach((value) => {
      if (value) {
        filled += value.filled;
        ordered += value.ordered;
      }
    });
    return ordered === 0 ? null : filled / ordered;
  },
  valueFormatter: (value?: number) => (value == null ? '' : `${(value * 100).toFixed(1)} %`),
  // The result is a percentage, not a quantity like the cells of the column.
  hasCellUnit: false,
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, range, fillRate };

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'traderName', headerName: 'Trader', width: 160 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 130 },
  { field: 'quantity', headerName: 'Ordered', type: 'number', width: 120 },
  {
    field: 'filledQuantity',
    headerName: 'Filled',
    type: 'number',
    width: 140,
    // Only offer the functions that make sense for this column.
    availableAggregationFunctions: ['sum', 'fillRate'],
  },
];

export default function CustomAggregationFunctions() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: { model: ['commodity'] },
          aggregation: { model: { unitPrice: 'range', filledQuantity: 'fillRate', quantity: 'sum' } },
        }}
      />
    </Box>
  );
}
