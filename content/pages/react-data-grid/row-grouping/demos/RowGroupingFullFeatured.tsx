import * as React from 'react';
import {
  DataGridPremium,
  GridToolbar,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(200, 72);

const columns: GridColDef<Commodity>[] = [
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'commodity', headerName: 'Commodity', width: 140 },
  { field: 'traderName', headerName: 'Trader', width: 170, groupable: false },
  { field: 'status', headerName: 'Status', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120 },
  { field: 'totalPrice', headerName: 'Total', type: 'number', width: 150 },
];

export default function RowGroupingFullFeatured() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['desk', 'commodity'] },
      aggregation: { model: { quantity: 'sum', totalPrice: 'sum' } },
      sorting: { sortModel: [{ field: 'totalPrice', sort: 'desc' }] },
    },
  });

  return (
    <div style={{ height: 520, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        checkboxSelection
        disableRowSelectionOnClick
        rowSelectionPropagation={{ descendants: true, parents: true }}
        slots={{ toolbar: GridToolbar }}
      />
    </div>
  );
}
