import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

export default function BasicLine() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: [1, 2, 3, 5, 8, 10, 12] }]}
      series={[{ data: [2, 5.5, 2, 8.5, 1.5, 5, 7], label: 'Signal' }]}
    />
  );
}
