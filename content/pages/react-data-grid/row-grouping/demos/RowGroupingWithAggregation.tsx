import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type DataGridPremiumProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(120, 68);

const columns: GridColDef<Commodity>[] = [
  { field: 'desk', headerName: 'Desk', width: 100 },
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120 },
  { field: 'totalPrice', headerName: 'Total', type: 'number', width: 140 },
];

// Every group, and the whole grid, gets its totals in a footer row below its rows.
const getAggregationPosition: DataGridPremiumProps['getAggregationPosition'] = () => 'footer';

export default function RowGroupingWithAggregation() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['desk'] },
      aggregation: { model: { quantity: 'sum', totalPrice: 'sum' } },
    },
  });

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        getAggregationPosition={getAggregationPosition}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
