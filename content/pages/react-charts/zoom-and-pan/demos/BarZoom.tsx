import * as React from 'react';
import { BarChartPro } from '@mui/x-charts-pro';
// Adds the `zoom` option to the axis types.
import type {} from '@mui/x-charts-pro/typeOverloads';
import { DAILY_VISITS } from '@content/demoData';

const data = DAILY_VISITS.slice(-60);
const dayFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export default function BarZoom() {
  return (
    <BarChartPro
      height={300}
      dataset={data}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'date',
          valueFormatter: (date: Date) => dayFormatter.format(date),
          // Never narrower than 20% of the days; a larger step zooms faster per wheel movement.
          zoom: { minSpan: 20, step: 10 },
        },
      ]}
      series={[{ dataKey: 'signups', label: 'Sign-ups' }]}
    />
  );
}
