import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { SIGNUP_FUNNEL } from '@content/demoData';

export default function TickLabelRotation() {
  return (
    <BarChart
      height={320}
      dataset={SIGNUP_FUNNEL}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'step',
          // Rotate the long category names and anchor them at the tick.
          tickLabelStyle: { angle: -40, textAnchor: 'end', fontSize: 12 },
        },
      ]}
      yAxis={[{ tickLabelStyle: { fontSize: 11 } }]}
      series={[{ dataKey: 'visitors', label: 'Visitors' }]}
      margin={{ bottom: 100, left: 60 }}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
