import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { MONTHLY_CLIMATE } from '@content/demoData';

const longMonth = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

function formatMonth(month: string, context: { location: 'tick' | 'tooltip' | 'legend' }) {
  const index = MONTHLY_CLIMATE.findIndex((item) => item.month === month);
  // Ticks are tight on a phone: one letter there, the full name in the tooltip.
  return context.location === 'tick' ? month.charAt(0) : longMonth.format(new Date(Date.UTC(2024, index, 1)));
}

export default function AxisValueFormatter() {
  return (
    <BarChart
      height={300}
      dataset={MONTHLY_CLIMATE}
      xAxis={[{ scaleType: 'band', dataKey: 'month', valueFormatter: formatMonth }]}
      yAxis={[{ valueFormatter: (value: number) => `${value} mm` }]}
      series={[{ dataKey: 'rainfall', label: 'Rainfall', valueFormatter: (value) => `${value} mm` }]}
      margin={{ left: 60 }}
    />
  );
}
