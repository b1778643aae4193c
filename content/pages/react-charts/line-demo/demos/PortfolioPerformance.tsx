import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { generateStockPrices } from '@content/demoData';

const prices = generateStockPrices(19, 120);
const first = prices[0]!.close;
// Performance in percent since the first trading day.
const dataset = prices.map((day) => ({
  date: day.date,
  change: Number((((day.close - first) / first) * 100).toFixed(2)),
}));

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

export default function PortfolioPerformance() {
  const theme = useTheme();
  return (
    <LineChart
      height={300}
      dataset={dataset}
      xAxis={[{ dataKey: 'date', scaleType: 'utc', valueFormatter: (date: Date) => monthFormat.format(date) }]}
      yAxis={[
        {
          valueFormatter: (value: number) => `${value}%`,
          // Below 0 the line and area turn red, above they are green.
          colorMap: {
            type: 'piecewise',
            thresholds: [0],
            colors: [theme.palette.error.main, theme.palette.success.main],
          },
        },
      ]}
      series={[
        {
          dataKey: 'change',
          label: 'Since January',
          area: true,
          showMark: false,
          valueFormatter: (value) => (value === null ? '' : `${value > 0 ? '+' : ''}${value}%`),
        },
      ]}
      slotProps={{ legend: { hidden: true } }}
      margin={{ top: 20 }}
      sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.3 } }}
    />
  );
}
