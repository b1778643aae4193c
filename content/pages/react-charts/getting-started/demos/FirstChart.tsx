import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

export default function FirstChart() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: ['Apples', 'Pears', 'Plums'] }]}
      series={[
        { label: 'Monday', data: [4, 3, 5] },
        { label: 'Tuesday', data: [1, 6, 3] },
      ]}
    />
  );
}
