import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

export default function BarLabels() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
      series={[
        { label: 'Orders', data: [34, 52, 47, 61, 73] },
        { label: 'Returns', data: [3, 6, 2, 5, 9] },
      ]}
      // Show the value inside each bar, but only when the bar is tall enough to hold it.
      barLabel={(item, context) => (context.bar.height < 18 ? null : String(item.value))}
    />
  );
}
