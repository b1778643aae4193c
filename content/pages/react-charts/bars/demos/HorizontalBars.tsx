import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { CLOUD_COSTS } from '@content/demoData';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export default function HorizontalBars() {
  return (
    <BarChart
      height={360}
      layout="horizontal"
      dataset={CLOUD_COSTS}
      // Long category names need room on the left.
      margin={{ left: 130, right: 20 }}
      yAxis={[{ scaleType: 'band', dataKey: 'service' }]}
      xAxis={[{ valueFormatter: (value: number) => `${value / 1000}k` }]}
      series={[
        {
          dataKey: 'cost',
          label: 'Monthly cost',
          valueFormatter: (value) => (value === null ? '' : currency.format(value)),
        },
      ]}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
