import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { SIGNUP_FUNNEL } from '@content/demoData';

const first = SIGNUP_FUNNEL[0]!.visitors;

export default function FunnelAlternative() {
  return (
    <BarChart
      height={300}
      layout="horizontal"
      dataset={SIGNUP_FUNNEL}
      yAxis={[{ scaleType: 'band', dataKey: 'step' }]}
      xAxis={[{ min: 0 }]}
      series={[
        {
          dataKey: 'visitors',
          label: 'Visitors',
          valueFormatter: (value) => `${value} (${Math.round(((value ?? 0) / first) * 100)}% of visitors)`,
        },
      ]}
      // Write the share of the first step on each bar.
      barLabel={(item) => `${Math.round(((item.value ?? 0) / first) * 100)}%`}
      margin={{ left: 110 }}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
