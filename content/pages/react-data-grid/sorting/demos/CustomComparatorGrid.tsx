import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridComparatorFn, GridSortDirection, gridNumberComparator } from '@mui/x-data-grid';
import { STATUSES, createRandom, generateCommodities, type Commodity } from '@content/demoData';

// Business order of the statuses, instead of alphabetical order.
const STATUS_ORDER: readonly string[] = STATUSES;
const statusComparator: GridComparatorFn<string> = (a, b) => STATUS_ORDER.indexOf(a) - STATUS_ORDER.indexOf(b);

// Some trades have no settlement price yet.
const random = createRandom(8);
const ROWS: (Commodity & { settlementPrice: number | null })[] = generateCommodities(25, 8).map((trade) => ({
  ...trade,
  settlementPrice: random.bool(0.3) ? null : trade.unitPrice,
}));

// Empty prices stay at the bottom, whatever the direction.
const getPriceComparator = (direction: GridSortDirection): GridComparatorFn<number | null> => {
  const modifier = direction === 'desc' ? -1 : 1;
  return (a, b, cellParams1, cellParams2) => {
    if (a === null) {
      return b === null ? 0 : 1;
    }
    if (b === null) {
      return -1;
    }
    return modifier * gridNumberComparator(a, b, cellParams1, cellParams2);
  };
};

const columns: GridColDef<(typeof ROWS)[number]>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  {
    field: 'status',
    headerName: 'Status (custom order)',
    width: 190,
    sortComparator: statusComparator,
  },
  {
    field: 'settlementPrice',
    headerName: 'Settlement (empty last)',
    type: 'number',
    width: 200,
    getSortComparator: getPriceComparator,
    valueFormatter: (value: number | null) => (value === null ? '—' : `$${value.toFixed(2)}`),
  },
  { field: 'traderName', headerName: 'Trader', width: 170 },
];

export default function CustomComparatorGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={ROWS}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'status', sort: 'asc' }] } }}
      />
    </Box>
  );
}
