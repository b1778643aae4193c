import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridInitialState,
  type GridRowModelUpdate,
} from '@mui/x-data-grid-pro';
import { createRandom, generateCommodities, type Commodity } from '@content/demoData';

const ROW_COUNT = 10_000;
// 5 messages per second with 10 price ticks each: 50 row updates per second.
const MESSAGE_INTERVAL_MS = 200;
const TICKS_PER_MESSAGE = 10;
// The chips report the last second of work, refreshed twice a second.
const WINDOW_MS = 1000;
const REFRESH_MS = 500;

// Created once: formatters are reused by every cell instead of being built per call.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat('en-US');

// Module level: the same array on every render, so the grid never rebuilds its columns.
const columns: GridColDef<Commodity>[] = [
  { field: 'id', headerName: 'Trade', type: 'number', width: 80 },
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'desk', headerName: 'Desk', width: 90 },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => integer.format(value),
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    // Stored in the row and updated with the price, rather than computed by a valueGetter on every sort.
    field: 'totalPrice',
    headerName: 'Total',
    type: 'number',
    width: 160,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'status', headerName: 'Status', width: 130 },
];

// Sorted by price, so every update moves rows and the sorting has real work to do.
const initialState: GridInitialState = { sorting: { sortModel: [{ field: 'unitPrice', sort: 'desc' }] } };

interface Measure {
  /** When the calls returned. */
  at: number;
  calls: number;
  durationMs: number;
}

export default function BatchedUpdates() {
  const apiRef = useGridApiRef();
  const rows = React.useMemo(() => generateCommodities(ROW_COUNT, 11), []);
  const [running, setRunning] = React.useState(false);
  const [batched, setBatched] = React.useState(true);
  const [stats, setStats] = React.useState({ calls: 0, durationMs: 0 });
  const measures = React.useRef<Measure[]>([]);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const random = createRandom(2024);
    const sendMessage = () => {
      const ticks: GridRowModelUpdate[] = Array.from({ length: TICKS_PER_MESSAGE }, () => {
        const id = random.int(1, ROW_COUNT);
        const row = apiRef.current.getRow<Commodity>(id)!;
        const unitPrice = Math.max(1, Number((row.unitPrice * (1 + random.float(-0.01, 0.01, 4))).toFixed(2)));
        return { id, unitPrice, totalPrice: Number((row.quantity * unitPrice).toFixed(2)) };
      });
      const start = performance.now();
      if (batched) {
        // One call: the rows are sorted and filtered once for the whole message.
        apiRef.current.updateRows(ticks);
      } else {
        // One call per tick: the rows are sorted and filtered again after each of them.
        ticks.forEach((tick) => apiRef.current.updateRows([tick]));
      }
      const end = performance.now();
      measures.current.push({ at: end, calls: batched ? 1 : ticks.length, durationMs: end - start });
    };
    const stream = setInterval(sendMessage, MESSAGE_INTERVAL_MS);
    const report = setInterval(() => {
      const since = performance.now() - WINDOW_MS;
      measures.current = measures.current.filter((measure) => measure.at >= since);
      setStats({
        calls: measures.current.reduce((sum, measure) => sum + measure.calls, 0),
        durationMs: measures.current.reduce((sum, measure) => sum + measure.durationMs, 0),
      });
    }, REFRESH_MS);
    return () => {
      clearInterval(stream);
      clearInterval(report);
      measures.current = [];
    };
  }, [apiRef, running, batched]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <Button variant="contained" onClick={() => setRunning((previous) => !previous)}>
          {running ? 'Stop stream' : 'Start stream'}
        </Button>
        <FormControlLabel
          control={<Switch checked={batched} onChange={(event) => setBatched(event.target.checked)} />}
          label="One updateRows call per message"
        />
        <Chip label={`${integer.format(rows.length)} rows`} />
        <Chip label={`${stats.calls} updateRows calls in the last second`} />
        <Chip color="primary" label={`${Math.round(stats.durationMs)} ms spent in them`} />
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} initialState={initialState} density="compact" />
      </Box>
    </Box>
  );
}
