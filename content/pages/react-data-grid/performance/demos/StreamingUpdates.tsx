import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';
import { createRandom, generateCommodities, type Commodity } from '@content/demoData';

const rows = generateCommodities(500, 3);

const columns: GridColDef<Commodity>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'commodity', headerName: 'Commodity', width: 130 },
  { field: 'desk', headerName: 'Desk', width: 90 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120 },
  { field: 'filledQuantity', headerName: 'Filled', type: 'number', width: 110 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

const THROTTLE_OPTIONS = [0, 250, 1000, 2000];

export default function StreamingUpdates() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  const [throttleRowsMs, setThrottleRowsMs] = React.useState(1000);
  const [batches, setBatches] = React.useState(0);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const random = createRandom(99);
    // 20 price ticks every 50 ms: 400 row updates per second.
    const interval = setInterval(() => {
      const updates = Array.from({ length: 20 }, () => {
        const row = rows[random.int(0, rows.length - 1)]!;
        const current = apiRef.current.getRow<Commodity>(row.id) ?? row;
        return {
          id: row.id,
          unitPrice: Math.max(1, Number((current.unitPrice * (1 + random.float(-0.02, 0.02, 4))).toFixed(2))),
          filledQuantity: Math.min(current.quantity, current.filledQuantity + random.int(0, 500)),
        };
      });
      apiRef.current.updateRows(updates);
      setBatches((previous) => previous + 1);
    }, 50);
    return () => clearInterval(interval);
  }, [apiRef, running]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <Button variant="contained" onClick={() => setRunning((previous) => !previous)}>
          {running ? 'Stop stream' : 'Start stream'}
        </Button>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="throttle-label">throttleRowsMs</InputLabel>
          <Select
            labelId="throttle-label"
            label="throttleRowsMs"
            value={throttleRowsMs}
            onChange={(event) => setThrottleRowsMs(Number(event.target.value))}
          >
            {THROTTLE_OPTIONS.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Chip label={`${batches} batches sent`} />
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          throttleRowsMs={throttleRowsMs}
          initialState={{ sorting: { sortModel: [{ field: 'unitPrice', sort: 'desc' }] } }}
        />
      </Box>
    </Box>
  );
}
