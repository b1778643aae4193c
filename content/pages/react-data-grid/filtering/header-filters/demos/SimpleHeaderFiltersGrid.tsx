import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, getGridNumericOperators, getGridStringOperators } from '@mui/x-data-grid-pro';
import { generateCommodities, type Commodity } from '@content/demoData';

const ROWS = generateCommodities(120, 14);

// One operator per column: the operator menu is not needed any more.
const containsOnly = getGridStringOperators()
  .filter((operator) => operator.value === 'contains')
  .map((operator) => ({ ...operator, headerLabel: 'Search' }));
const atLeastOnly = getGridNumericOperators()
  .filter((operator) => operator.value === '>=')
  .map((operator) => ({ ...operator, headerLabel: 'Minimum' }));

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150, filterOperators: containsOnly },
  { field: 'traderName', headerName: 'Trader', width: 180, filterOperators: containsOnly },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 140,
    filterOperators: atLeastOnly,
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 140,
    filterOperators: atLeastOnly,
  },
  { field: 'incoTerm', headerName: 'Incoterm (no filter)', width: 170, filterable: false },
];

export default function SimpleHeaderFiltersGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={ROWS}
        columns={columns}
        headerFilters
        headerFilterHeight={64}
        slots={{ headerFilterMenu: null }}
        disableColumnFilter
      />
    </Box>
  );
}
