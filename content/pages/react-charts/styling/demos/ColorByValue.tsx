import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { SIGNUP_FUNNEL } from '@content/demoData';

export default function ColorByValue() {
  const theme = useTheme();

  return (
    <BarChart
      height={300}
      layout="horizontal"
      dataset={SIGNUP_FUNNEL}
      yAxis={[
        {
          scaleType: 'band',
          dataKey: 'step',
          // One colour per category; the last step gets the highlight colour.
          colorMap: {
            type: 'ordinal',
            values: ['First project'],
            colors: [theme.palette.success.main],
            unknownColor: theme.palette.primary.light,
          },
        },
      ]}
      series={[{ dataKey: 'visitors', label: 'Visitors' }]}
      margin={{ left: 110 }}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
