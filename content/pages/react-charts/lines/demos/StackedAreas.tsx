import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { MONTHLY_FINANCE } from '@content/demoData';

export default function StackedAreas() {
  return (
    <LineChart
      height={320}
      dataset={MONTHLY_FINANCE}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      series={[
        { dataKey: 'online', label: 'Online', area: true, stack: 'total', showMark: false },
        { dataKey: 'retail', label: 'Retail', area: true, stack: 'total', showMark: false },
        { dataKey: 'wholesale', label: 'Wholesale', area: true, stack: 'total', showMark: false },
      ]}
    />
  );
}
