import * as React from 'react';
import { LineChartPro } from '@mui/x-charts-pro';
// Adds the `zoom` option to the axis types.
import type {} from '@mui/x-charts-pro/typeOverloads';
import { DAILY_VISITS } from '@content/demoData';

const dayFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export default function BasicZoom() {
  return (
    <LineChartPro
      height={300}
      dataset={DAILY_VISITS}
      xAxis={[
        {
          scaleType: 'utc',
          dataKey: 'date',
          valueFormatter: (date: Date) => dayFormatter.format(date),
          // Wheel or pinch over the plot to zoom, drag to pan.
          zoom: true,
        },
      ]}
      series={[{ dataKey: 'visits', label: 'Page views', showMark: false }]}
    />
  );
}
