import * as React from 'react';
import { DataGridPremium, gridClasses, type GridColDef } from '@mui/x-data-grid-premium';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(30, 44);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'filledQuantity', headerName: 'Filled', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  { field: 'totalPrice', headerName: 'Total', type: 'number', width: 130 },
];

const edge = '2px solid';

export default function CellRangeBorderGrid() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        initialState={{
          cellSelection: { 1: { quantity: true, filledQuantity: true }, 2: { quantity: true, filledQuantity: true } },
        }}
        sx={(theme) => ({
          [`& .${gridClasses.cell}.Mui-selected`]: { backgroundColor: 'transparent' },
          [`& .${gridClasses['cell--rangeTop']}`]: { borderTop: edge, borderTopColor: theme.palette.primary.main },
          [`& .${gridClasses['cell--rangeBottom']}`]: {
            borderBottom: edge,
            borderBottomColor: theme.palette.primary.main,
          },
          [`& .${gridClasses['cell--rangeLeft']}`]: { borderLeft: edge, borderLeftColor: theme.palette.primary.main },
          [`& .${gridClasses['cell--rangeRight']}`]: {
            borderRight: edge,
            borderRightColor: theme.palette.primary.main,
          },
        })}
      />
    </div>
  );
}
