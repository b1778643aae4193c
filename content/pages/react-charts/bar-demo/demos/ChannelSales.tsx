import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { MONTHLY_FINANCE } from '@content/demoData';

type Mode = 'grouped' | 'stacked';

const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'];
// Sum the monthly figures of one channel into quarters.
const byQuarter = (key: 'online' | 'retail' | 'wholesale') =>
  QUARTERS.map((_, quarter) =>
    MONTHLY_FINANCE.slice(quarter * 3, quarter * 3 + 3).reduce((sum, row) => sum + row[key], 0),
  );

const CHANNELS = [
  { key: 'online', label: 'Online', data: byQuarter('online') },
  { key: 'retail', label: 'Retail', data: byQuarter('retail') },
  { key: 'wholesale', label: 'Wholesale', data: byQuarter('wholesale') },
];

export default function ChannelSales() {
  const [mode, setMode] = React.useState<Mode>('grouped');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, value: Mode | null) => value && setMode(value)}
        aria-label="Bar arrangement"
        sx={{ ml: 1 }}
      >
        <ToggleButton value="grouped">Grouped</ToggleButton>
        <ToggleButton value="stacked">Stacked</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: QUARTERS }]}
        series={CHANNELS.map((channel) => ({
          id: channel.key,
          label: channel.label,
          data: channel.data,
          stack: mode === 'stacked' ? 'total' : undefined,
          valueFormatter: (value: number | null) => `$${value}k`,
        }))}
      />
    </Box>
  );
}
