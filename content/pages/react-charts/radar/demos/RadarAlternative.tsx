import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { LAPTOP_SCORES } from '@content/demoData';

export default function RadarAlternative() {
  return (
    <BarChart
      height={340}
      layout="horizontal"
      dataset={LAPTOP_SCORES}
      yAxis={[{ scaleType: 'band', dataKey: 'criterion' }]}
      xAxis={[{ min: 0, max: 10, tickInterval: [0, 2, 4, 6, 8, 10] }]}
      series={[
        { dataKey: 'aurora', label: 'Aurora 14' },
        { dataKey: 'boreal', label: 'Boreal X' },
        { dataKey: 'cirrus', label: 'Cirrus Air' },
      ]}
      grid={{ vertical: true }}
      margin={{ left: 75, top: 60 }}
    />
  );
}
