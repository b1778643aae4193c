import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { CITY_POPULATIONS } from '@content/demoData';

type ValueScale = 'linear' | 'log' | 'sqrt';

export default function AxisScaleTypes() {
  const [scaleType, setScaleType] = React.useState<ValueScale>('log');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_event, next: ValueScale | null) => next && setScaleType(next)}
        aria-label="Scale of the y-axis"
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="log">log</ToggleButton>
        <ToggleButton value="sqrt">sqrt</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        dataset={CITY_POPULATIONS}
        xAxis={[{ scaleType: 'point', dataKey: 'city' }]}
        yAxis={[{ scaleType, label: 'Population (millions)' }]}
        series={[{ dataKey: 'population', label: 'Metro population', valueFormatter: (value) => `${value} M` }]}
        margin={{ left: 70 }}
        slotProps={{ legend: { hidden: true } }}
      />
    </Stack>
  );
}
