import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowParams } from '@mui/x-data-grid-pro';
import { createRandom } from '@content/demoData';

interface OrderLine {
  product: string;
  quantity: number;
  unitPrice: number;
}

interface Order {
  id: string;
  customer: string;
  lines: OrderLine[];
}

const PRODUCTS = ['Espresso beans 1 kg', 'Oat milk 1 l', 'Paper cups 8 oz', 'Rye flour 25 kg', 'Sea salt 1 kg'];
const CUSTOMERS = ['Harbour Café', 'Juniper Bakery', 'Maple Deli', 'Northside Canteen', 'Orchard Kitchen'];

const random = createRandom(42);
const orders: Order[] = Array.from({ length: 20 }, (_, index) => ({
  id: `SO-${300 + index}`,
  customer: random.pick(CUSTOMERS),
  lines: Array.from({ length: random.int(1, 6) }, () => ({
    product: random.pick(PRODUCTS),
    quantity: random.int(1, 40),
    unitPrice: random.float(2, 60),
  })),
}));

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 180 },
  {
    field: 'lineCount',
    headerName: 'Lines',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => row.lines.length,
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0),
    valueFormatter: (value: number) => value.toFixed(2),
  },
];

function OrderLines({ order }: { order: Order }) {
  // Local state inside the panel: adding lines changes the panel's height.
  const [lines, setLines] = React.useState(order.lines);

  return (
    <Box sx={{ p: 2 }}>
      <Paper variant="outlined" sx={{ p: 1, maxWidth: 560 }}>
        <Typography variant="subtitle2" sx={{ px: 1 }}>
          {order.id} for {order.customer}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell align="right">Qty</TableCell>
              <TableCell align="right">Unit price</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line, index) => (
              <TableRow key={index}>
                <TableCell>{line.product}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">{line.unitPrice.toFixed(2)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Button
          size="small"
          sx={{ mt: 1 }}
          onClick={() =>
            setLines((previous) => [...previous, { product: 'Baking paper', quantity: 1, unitPrice: 4.5 }])
          }
        >
          Add a line
        </Button>
      </Paper>
    </Box>
  );
}

export default function AutoHeightDetailPanel() {
  const getDetailPanelContent = React.useCallback(({ row }: GridRowParams<Order>) => <OrderLines order={row} />, []);
  // 'auto': the panel is measured and follows its content.
  const getDetailPanelHeight = React.useCallback((): 'auto' => 'auto', []);

  return (
    <div style={{ height: 500, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </div>
  );
}
