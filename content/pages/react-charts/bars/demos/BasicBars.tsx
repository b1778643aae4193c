import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

export default function BasicBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
      series={[
        { label: '2023', data: [42, 51, 47, 63] },
        { label: '2024', data: [48, 55, 60, 71] },
      ]}
    />
  );
}
