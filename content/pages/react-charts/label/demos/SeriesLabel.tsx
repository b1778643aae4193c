import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { MONTHLY_CLIMATE } from '@content/demoData';

export default function SeriesLabel() {
  return (
    <LineChart
      height={300}
      dataset={MONTHLY_CLIMATE}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      yAxis={[{ id: 'temperature' }, { id: 'rainfall' }]}
      rightAxis="rainfall"
      series={[
        { dataKey: 'temperature', label: 'Temperature (°C)', yAxisId: 'temperature' },
        { dataKey: 'rainfall', label: 'Rainfall (mm)', yAxisId: 'rainfall' },
        // No label: drawn and shown in the tooltip without a name, absent from the legend.
        { dataKey: 'sunshine', yAxisId: 'rainfall', showMark: false },
      ]}
    />
  );
}
