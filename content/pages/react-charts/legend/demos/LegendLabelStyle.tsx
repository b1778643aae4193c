import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { MONTHLY_CLIMATE } from '@content/demoData';

export default function LegendLabelStyle() {
  const theme = useTheme();

  return (
    <BarChart
      height={300}
      dataset={MONTHLY_CLIMATE}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      series={[
        {
          dataKey: 'rainfall',
          // A long label for the legend, a short one in the tooltip.
          label: (location) => (location === 'legend' ? 'Rainfall\nmonthly total (mm)' : 'Rainfall'),
        },
      ]}
      margin={{ top: 70 }}
      slotProps={{
        legend: {
          labelStyle: { fontSize: 13, fontStyle: 'italic', fill: theme.palette.text.secondary },
        },
      }}
    />
  );
}
