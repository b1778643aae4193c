import * as React from 'react';
import { LineChart, lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';
import { MONTHLY_CASH_FLOW } from '@content/demoData';

export default function StylingWithSx() {
  return (
    <LineChart
      height={300}
      dataset={MONTHLY_CASH_FLOW}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      series={[
        { id: 'retail', dataKey: 'retail', label: 'Retail' },
        { id: 'forecast', dataKey: 'online', label: 'Online (forecast)' },
      ]}
      grid={{ horizontal: true }}
      sx={(theme) => ({
        // Series ids become class names: `.MuiLineElement-series-<id>`.
        [`& .${lineElementClasses.root}.MuiLineElement-series-forecast`]: { strokeDasharray: '6 4' },
        [`& .${lineElementClasses.root}`]: { strokeWidth: 3 },
        [`& .${markElementClasses.root}`]: { scale: '0.8', fill: theme.palette.background.paper, strokeWidth: 2 },
        [`& .${chartsGridClasses.line}`]: { strokeDasharray: '2 3', strokeOpacity: 0.6 },
      })}
    />
  );
}
