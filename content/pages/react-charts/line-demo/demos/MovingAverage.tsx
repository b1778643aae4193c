import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { generateStockPrices } from '@content/demoData';

const WINDOW = 20;
const prices = generateStockPrices(7, 160);

// The 20-day average of the closing price; the first 19 days have no average yet.
const dataset = prices.map((day, index) => ({
  date: day.date,
  close: day.close,
  average:
    index < WINDOW - 1
      ? null
      : Number(
          (prices.slice(index - WINDOW + 1, index + 1).reduce((sum, item) => sum + item.close, 0) / WINDOW).toFixed(2),
        ),
}));

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

export default function MovingAverage() {
  return (
    <LineChart
      height={320}
      dataset={dataset}
      xAxis={[{ dataKey: 'date', scaleType: 'utc', valueFormatter: (date: Date) => monthFormat.format(date) }]}
      series={[
        { id: 'close', dataKey: 'close', label: 'Close', showMark: false },
        { id: 'average', dataKey: 'average', label: `${WINDOW}-day average`, showMark: false },
      ]}
      // Each line has the class MuiLineElement-series-<series id>.
      sx={{ '& .MuiLineElement-series-average': { strokeDasharray: '6 4', strokeWidth: 2 } }}
    />
  );
}
