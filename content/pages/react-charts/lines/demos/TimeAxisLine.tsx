import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { generateStockPrices } from '@content/demoData';

const prices = generateStockPrices(7, 90);

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export default function TimeAxisLine() {
  return (
    <LineChart
      height={300}
      dataset={prices}
      xAxis={[
        {
          dataKey: 'date',
          scaleType: 'utc',
          // Short dates on the ticks, full dates in the tooltip.
          valueFormatter: (date: Date, context) =>
            context.location === 'tick' ? shortDate.format(date) : longDate.format(date),
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}` }]}
      series={[
        { dataKey: 'close', label: 'Close', showMark: false, valueFormatter: (value) => `$${value?.toFixed(2)}` },
      ]}
      slotProps={{ legend: { hidden: true } }}
      margin={{ top: 20 }}
    />
  );
}
