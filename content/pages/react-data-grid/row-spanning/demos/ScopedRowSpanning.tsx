import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface OrderLine {
  id: string;
  orderId: string;
  customer: string;
  orderDate: Date;
  product: string;
  quantity: number;
}

function order(orderId: string, customer: string, orderDate: Date, lines: [string, number][]): OrderLine[] {
  return lines.map(([product, quantity], index) => ({
    id: `${orderId}-${index + 1}`,
    orderId,
    customer,
    orderDate,
    product,
    quantity,
  }));
}

const rows: OrderLine[] = [
  ...order('SO-201', 'Harbour Café', new Date(2024, 4, 2), [
    ['Espresso beans 1 kg', 6],
    ['Oat milk 1 l', 24],
  ]),
  // Same customer again, for a new order on the same day.
  ...order('SO-202', 'Harbour Café', new Date(2024, 4, 2), [['Paper cups 8 oz', 500]]),
  ...order('SO-203', 'Juniper Bakery', new Date(2024, 4, 3), [
    ['Rye flour 25 kg', 2],
    ['Sea salt 1 kg', 4],
    ['Baking paper', 10],
  ]),
  ...order('SO-204', 'Juniper Bakery', new Date(2024, 4, 6), [['Rye flour 25 kg', 1]]),
  ...order('SO-205', 'Maple Deli', new Date(2024, 4, 6), [
    ['Espresso beans 1 kg', 2],
    ['Paper cups 8 oz', 200],
  ]),
];

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

const columns: GridColDef<OrderLine>[] = [
  { field: 'orderId', headerName: 'Order', width: 100 },
  {
    field: 'customer',
    headerName: 'Customer',
    width: 150,
    // Merge only within one order, not across two orders of the same customer.
    rowSpanValueGetter: (value, row) => `${row.orderId}/${value}`,
  },
  {
    field: 'orderDate',
    headerName: 'Date',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => dateFormat.format(value),
    // Dates are objects, compared by reference: compare the order and the day instead.
    rowSpanValueGetter: (value, row) => `${row.orderId}/${(value as Date).toDateString()}`,
  },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, rowSpanValueGetter: () => null },
];

export default function ScopedRowSpanning() {
  return (
    <div style={{ height: 580, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        unstable_rowSpanning
        disableRowSelectionOnClick
        showCellVerticalBorder
        showColumnVerticalBorder
        hideFooter
      />
    </div>
  );
}
