import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StackOffsetType, StackOrderType } from '@mui/x-charts/models';
import { ENERGY_MIX } from '@content/demoData';

const ORDERS: StackOrderType[] = ['none', 'appearance', 'ascending', 'descending', 'insideOut', 'reverse'];
const OFFSETS: StackOffsetType[] = ['none', 'expand', 'silhouette', 'wiggle'];
const SOURCES = ['coal', 'gas', 'nuclear', 'hydro', 'wind', 'solar'];

export default function StackOrderAreas() {
  const [stackOrder, setStackOrder] = React.useState<StackOrderType>('none');
  const [stackOffset, setStackOffset] = React.useState<StackOffsetType>('silhouette');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', px: 1 }}>
        <TextField
          select
          size="small"
          label="stackOrder"
          value={stackOrder}
          onChange={(event) => setStackOrder(event.target.value as StackOrderType)}
          sx={{ minWidth: 140 }}
        >
          {ORDERS.map((order) => (
            <MenuItem key={order} value={order}>
              {order}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="stackOffset"
          value={stackOffset}
          onChange={(event) => setStackOffset(event.target.value as StackOffsetType)}
          sx={{ minWidth: 140 }}
        >
          {OFFSETS.map((offset) => (
            <MenuItem key={offset} value={offset}>
              {offset}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <LineChart
        height={320}
        dataset={ENERGY_MIX}
        xAxis={[{ dataKey: 'year', valueFormatter: (year: number) => String(year) }]}
        series={SOURCES.map((key) => ({
          dataKey: key,
          label: key,
          area: true,
          showMark: false,
          stack: 'mix',
          stackOrder,
          stackOffset,
        }))}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20 }}
      />
    </Box>
  );
}
