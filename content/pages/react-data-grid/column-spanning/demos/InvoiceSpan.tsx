import { DataGrid, GridColDef, GridColSpanFn } from '@mui/x-data-grid';

interface InvoiceLine {
  id: string;
  kind: 'item' | 'subtotal' | 'tax' | 'total';
  description: string;
  quantity?: number;
  unitPrice?: number;
  amount: number;
}

const items = [
  { description: 'Standing desk, oak top', quantity: 2, unitPrice: 480 },
  { description: 'Ergonomic chair', quantity: 2, unitPrice: 325 },
  { description: 'Monitor arm, dual', quantity: 1, unitPrice: 140 },
  { description: 'Desk lamp', quantity: 3, unitPrice: 42.5 },
];

const TAX_RATE = 0.2;

const itemLines: InvoiceLine[] = items.map((item, index) => ({
  id: `item-${index}`,
  kind: 'item',
  ...item,
  amount: item.quantity * item.unitPrice,
}));
const subtotal = itemLines.reduce((sum, line) => sum + line.amount, 0);

const rows: InvoiceLine[] = [
  ...itemLines,
  { id: 'subtotal', kind: 'subtotal', description: 'Subtotal', amount: subtotal },
  { id: 'tax', kind: 'tax', description: `VAT ${TAX_RATE * 100}%`, amount: subtotal * TAX_RATE },
  { id: 'total', kind: 'total', description: 'Total', amount: subtotal * (1 + TAX_RATE) },
];

const currency = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

// Summary rows have only a label and an amount: the label takes the first three columns.
const spanSummaryLabel: GridColSpanFn<InvoiceLine> = (_value, row) => (row.kind === 'item' ? undefined : 3);

const columns: GridColDef<InvoiceLine>[] = [
  {
    field: 'description',
    headerName: 'Description',
    flex: 1,
    minWidth: 220,
    sortable: false,
    colSpan: spanSummaryLabel,
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, sortable: false },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 130,
    sortable: false,
    valueFormatter: (value?: number) => (value == null ? '' : currency.format(value)),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 140,
    sortable: false,
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function InvoiceSpan() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        disableColumnMenu
        hideFooter
        showCellVerticalBorder
        getRowClassName={(params) => (params.row.kind === 'total' ? 'invoice-total' : '')}
        sx={{ '& .invoice-total': { fontWeight: 'bold' } }}
      />
    </div>
  );
}
