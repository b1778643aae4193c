import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { generateCommodities, type Commodity } from '@content/demoData';

const ALL_TRADES = generateCommodities(400, 3);
const BATCH_SIZE = 40;

const columns: GridColDef<Commodity>[] = [
  { field: 'id', headerName: 'Trade', width: 80 },
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'traderName', headerName: 'Trader', width: 170 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
];

export default function InfiniteLoadingGrid() {
  const [rows, setRows] = React.useState(() => ALL_TRADES.slice(0, BATCH_SIZE));
  const [loading, setLoading] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleRowsScrollEnd = React.useCallback(() => {
    if (loading || rows.length >= ALL_TRADES.length) {
      return;
    }
    setLoading(true);
    timer.current = setTimeout(() => {
      setRows((previous) => ALL_TRADES.slice(0, previous.length + BATCH_SIZE));
      setLoading(false);
    }, 700);
  }, [loading, rows.length]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        onRowsScrollEnd={handleRowsScrollEnd}
        scrollEndThreshold={120}
        slotProps={{ loadingOverlay: { variant: 'linear-progress' } }}
      />
    </Box>
  );
}
