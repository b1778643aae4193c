import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { generateCommodities, Commodity } from '@content/demoData';

const rows = generateCommodities(40, 3);

const numberFormat = new Intl.NumberFormat('en-US');

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'status', headerName: 'Status', width: 140 },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 120,
    // A rejected trade has no meaningful figures: merge this cell with the next two.
    colSpan: (_value, row) => (row.status === 'Rejected' ? 3 : undefined),
    renderCell: (params) =>
      params.row.status === 'Rejected' ? (
        <em>Rejected by the counterparty, nothing was executed</em>
      ) : (
        numberFormat.format(params.value as number)
      ),
    align: 'left',
    headerAlign: 'left',
  },
  { field: 'filledQuantity', headerName: 'Filled', type: 'number', width: 120 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120 },
  { field: 'traderName', headerName: 'Trader', width: 160 },
];

export default function RejectedTradesSpan() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showCellVerticalBorder />
    </div>
  );
}
