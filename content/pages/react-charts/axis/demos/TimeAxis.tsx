import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { DAILY_VISITS } from '@content/demoData';

const monthFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export default function TimeAxis() {
  return (
    <LineChart
      height={300}
      dataset={DAILY_VISITS}
      xAxis={[
        {
          scaleType: 'utc',
          dataKey: 'date',
          valueFormatter: (date: Date) => monthFormatter.format(date),
        },
      ]}
      series={[{ dataKey: 'visits', label: 'Page views', showMark: false }]}
      grid={{ horizontal: true }}
    />
  );
}
