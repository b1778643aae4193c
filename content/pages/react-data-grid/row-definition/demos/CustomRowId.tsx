import { DataGrid, GridColDef, GridRowIdGetter } from '@mui/x-data-grid';

interface StockLine {
  warehouse: string;
  sku: string;
  product: string;
  onHand: number;
}

// No `id` field: a line is identified by its warehouse and SKU together.
const rows: StockLine[] = [
  { warehouse: 'LHR-1', sku: 'CH-100', product: 'Office chair', onHand: 42 },
  { warehouse: 'LHR-1', sku: 'DS-220', product: 'Standing desk', onHand: 12 },
  { warehouse: 'LHR-1', sku: 'LM-015', product: 'Desk lamp', onHand: 130 },
  { warehouse: 'AMS-2', sku: 'CH-100', product: 'Office chair', onHand: 7 },
  { warehouse: 'AMS-2', sku: 'DS-220', product: 'Standing desk', onHand: 0 },
  { warehouse: 'BER-1', sku: 'LM-015', product: 'Desk lamp', onHand: 58 },
];

// Defined outside the component, so the function keeps the same identity between renders.
const getRowId: GridRowIdGetter<StockLine> = (row) => `${row.warehouse}/${row.sku}`;

const columns: GridColDef<StockLine>[] = [
  {
    field: 'rowId',
    headerName: 'Row ID (from getRowId)',
    width: 200,
    valueGetter: (_value, row) => getRowId(row),
  },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 100 },
];

export default function CustomRowId() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowId={getRowId} />
    </div>
  );
}
