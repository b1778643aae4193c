import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPro, GridColDef, GridRowModelUpdate, useGridApiRef } from '@mui/x-data-grid-pro';
import { createRandom, generateCommodities, Commodity } from '@content/demoData';

const rows = generateCommodities(40, 31);

const columns: GridColDef<Commodity>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'desk', headerName: 'Desk', width: 90 },
  {
    field: 'unitPrice',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => value.toFixed(2),
  },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  {
    field: 'totalPrice',
    headerName: 'Total',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 }),
  },
];

const TICK_MS = 100;
const ROWS_PER_TICK = 6;

export default function StreamingUpdates() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(true);
  const [throttleRowsMs, setThrottleRowsMs] = React.useState(0);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    // Seeded generator: the "market" moves the same way on every page load.
    const random = createRandom(2024);
    const interval = setInterval(() => {
      const updates: GridRowModelUpdate[] = [];
      for (let i = 0; i < ROWS_PER_TICK; i += 1) {
        const id = random.int(1, rows.length);
        const row = apiRef.current.getRow<Commodity>(id);
        if (row) {
          const unitPrice = Math.max(1, row.unitPrice * (1 + random.float(-0.02, 0.02, 4)));
          updates.push({ id, unitPrice, totalPrice: unitPrice * row.quantity });
        }
      }
      // Several rows in one call: a Pro and Premium feature.
      apiRef.current.updateRows(updates);
    }, TICK_MS);

    return () => clearInterval(interval);
  }, [running, apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setRunning((value) => !value)}>
          {running ? 'Pause the feed' : 'Resume the feed'}
        </Button>
        <TextField
          select
          size="small"
          label="throttleRowsMs"
          value={throttleRowsMs}
          onChange={(event) => setThrottleRowsMs(Number(event.target.value))}
          sx={{ width: 160 }}
        >
          <MenuItem value={0}>0 (no throttle)</MenuItem>
          <MenuItem value={1000}>1000</MenuItem>
          <MenuItem value={2000}>2000</MenuItem>
        </TextField>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} throttleRowsMs={throttleRowsMs} />
      </Box>
    </Box>
  );
}
