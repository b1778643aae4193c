import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { MONTHLY_FINANCE } from '@content/demoData';

export default function StackedBars() {
  return (
    <BarChart
      height={320}
      dataset={MONTHLY_FINANCE}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      series={[
        { dataKey: 'online', label: 'Online', stack: 'channels' },
        { dataKey: 'retail', label: 'Retail', stack: 'channels' },
        { dataKey: 'wholesale', label: 'Wholesale', stack: 'channels' },
      ]}
    />
  );
}
