import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StackOffsetType } from '@mui/x-charts/models';
import { MONTHLY_CASH_FLOW } from '@content/demoData';

const OFFSETS: StackOffsetType[] = ['none', 'diverging', 'expand', 'silhouette', 'wiggle'];

export default function StackOffsetDemo() {
  const [stackOffset, setStackOffset] = React.useState<StackOffsetType>('diverging');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={stackOffset}
        onChange={(_event, next: StackOffsetType | null) => next && setStackOffset(next)}
        aria-label="Stack offset"
        sx={{ flexWrap: 'wrap' }}
      >
        {OFFSETS.map((offset) => (
          <ToggleButton key={offset} value={offset} sx={{ textTransform: 'none' }}>
            {offset}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LineChart
        height={320}
        dataset={MONTHLY_CASH_FLOW}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        yAxis={[
          {
            valueFormatter: (value: number) => (stackOffset === 'expand' ? `${Math.round(value * 100)}%` : `${value}`),
          },
        ]}
        series={[
          { dataKey: 'retail', label: 'Retail', stack: 'flow', area: true, showMark: false, stackOffset },
          { dataKey: 'wholesale', label: 'Wholesale', stack: 'flow', area: true, showMark: false },
          { dataKey: 'online', label: 'Online', stack: 'flow', area: true, showMark: false },
        ]}
      />
    </Stack>
  );
}
