import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { MONTHLY_CLIMATE } from '@content/demoData';

export default function MultipleAxes() {
  return (
    <LineChart
      height={320}
      dataset={MONTHLY_CLIMATE}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      yAxis={[
        { id: 'temperature', label: '°C' },
        { id: 'sunshine', label: 'hours' },
      ]}
      series={[
        { dataKey: 'temperature', label: 'Temperature', yAxisId: 'temperature' },
        { dataKey: 'sunshine', label: 'Sunshine', yAxisId: 'sunshine' },
      ]}
      leftAxis="temperature"
      rightAxis="sunshine"
      margin={{ left: 55, right: 55 }}
    />
  );
}
