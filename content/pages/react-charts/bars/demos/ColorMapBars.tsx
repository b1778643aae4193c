import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { MONTHLY_FINANCE, SHORT_MONTHS } from '@content/demoData';

// Month-over-month revenue change: the first month has no previous month to compare with.
const changes = MONTHLY_FINANCE.map((row, index) =>
  index === 0 ? null : row.revenue - MONTHLY_FINANCE[index - 1]!.revenue,
);

export default function ColorMapBars() {
  const theme = useTheme();
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: [...SHORT_MONTHS] }]}
      yAxis={[
        {
          // Bars below 0 get the error colour, the others the success colour.
          colorMap: {
            type: 'piecewise',
            thresholds: [0],
            colors: [theme.palette.error.main, theme.palette.success.main],
          },
        },
      ]}
      series={[{ data: changes, label: 'Revenue change ($k)' }]}
      slotProps={{ legend: { hidden: true } }}
      grid={{ horizontal: true }}
    />
  );
}
