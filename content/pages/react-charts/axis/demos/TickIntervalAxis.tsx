import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { DAILY_VISITS } from '@content/demoData';

const formatter = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
// One tick on the first day of each month in the data.
const monthStarts = DAILY_VISITS.map((item) => item.date).filter((date) => date.getUTCDate() === 1);

export default function TickIntervalAxis() {
  return (
    <LineChart
      height={300}
      dataset={DAILY_VISITS}
      xAxis={[
        {
          scaleType: 'point',
          dataKey: 'date',
          // On a point axis the filter receives each value and its index.
          tickInterval: (date: Date) => date.getUTCDate() === 1,
          valueFormatter: (date: Date, context) =>
            context.location === 'tick' ? formatter.format(date) : date.toISOString().slice(0, 10),
        },
        {
          id: 'utc',
          scaleType: 'utc',
          dataKey: 'date',
          tickInterval: monthStarts,
          valueFormatter: (date: Date) => formatter.format(date),
        },
      ]}
      topAxis="utc"
      series={[{ dataKey: 'signups', label: 'Sign-ups', showMark: false }]}
    />
  );
}
