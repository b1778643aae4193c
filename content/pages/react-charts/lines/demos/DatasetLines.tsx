import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { CITY_TEMPERATURES } from '@content/demoData';

const celsius = (value: number | null) => (value === null ? '' : `${value} °C`);

export default function DatasetLines() {
  return (
    <LineChart
      height={320}
      dataset={CITY_TEMPERATURES}
      // A point scale places one tick per month, evenly spaced.
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
      series={[
        { dataKey: 'oslo', label: 'Oslo', valueFormatter: celsius },
        { dataKey: 'paris', label: 'Paris', valueFormatter: celsius },
        { dataKey: 'sydney', label: 'Sydney', valueFormatter: celsius },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
