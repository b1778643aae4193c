import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';
import { DAILY_VISITS } from '@content/demoData';

const dayFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export default function GradientArea() {
  const theme = useTheme();
  // An id unique to this chart instance, since SVG ids are global to the page.
  const gradientId = `visits-gradient-${React.useId().replace(/:/g, '')}`;

  return (
    <LineChart
      height={300}
      dataset={DAILY_VISITS}
      xAxis={[{ scaleType: 'utc', dataKey: 'date', valueFormatter: (date: Date) => dayFormatter.format(date) }]}
      series={[
        { dataKey: 'visits', label: 'Page views', area: true, showMark: false, color: theme.palette.primary.main },
      ]}
      sx={{ [`& .${areaElementClasses.root}`]: { fill: `url(#${gradientId})` } }}
      slotProps={{ legend: { hidden: true } }}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={theme.palette.primary.main} stopOpacity={0.5} />
          <stop offset="100%" stopColor={theme.palette.primary.main} stopOpacity={0} />
        </linearGradient>
      </defs>
    </LineChart>
  );
}
