import * as React from 'react';
import Stack from '@mui/material/Stack';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

export default function GaugeText() {
  return (
    <Stack direction="row" spacing={2} sx={{ width: '100%' }}>
      <Gauge
        height={160}
        value={38}
        valueMax={50}
        startAngle={-110}
        endAngle={110}
        text={({ value, valueMax }) => `${value} / ${valueMax}`}
        sx={{ [`& .${gaugeClasses.valueText}`]: { fontSize: 20 } }}
      />
      <Gauge
        height={160}
        value={0.82}
        valueMax={1}
        text={({ value }) => (value === null ? '–' : `${Math.round(value * 100)}%`)}
        sx={{ [`& .${gaugeClasses.valueText} text`]: { fontSize: 26, fontWeight: 'bold' } }}
      />
    </Stack>
  );
}
