import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { MONTHLY_FINANCE } from '@content/demoData';

export default function RoundedBars() {
  return (
    <BarChart
      height={300}
      borderRadius={8}
      dataset={MONTHLY_FINANCE.slice(0, 6)}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      series={[
        { dataKey: 'online', label: 'Online' },
        { dataKey: 'retail', label: 'Retail' },
      ]}
    />
  );
}
