import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { DAILY_VISITS } from '@content/demoData';

const dayFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const average = Math.round(DAILY_VISITS.reduce((sum, day) => sum + day.visits, 0) / DAILY_VISITS.length);

export default function ReferenceLines() {
  const theme = useTheme();

  return (
    <LineChart
      height={300}
      dataset={DAILY_VISITS}
      xAxis={[{ scaleType: 'utc', dataKey: 'date', valueFormatter: (date: Date) => dayFormatter.format(date) }]}
      series={[{ dataKey: 'visits', label: 'Page views', showMark: false }]}
      slotProps={{ legend: { hidden: true } }}
    >
      {/* Extra elements go in as children of a ready-made chart. */}
      <ChartsReferenceLine
        y={average}
        label={`Average ${average}`}
        labelAlign="start"
        lineStyle={{ stroke: theme.palette.text.secondary, strokeDasharray: '4 4' }}
        labelStyle={{ fill: theme.palette.text.secondary, fontSize: 12 }}
      />
      <ChartsReferenceLine
        x={new Date(Date.UTC(2024, 8, 1))}
        label="New pricing"
        labelAlign="end"
        lineStyle={{ stroke: theme.palette.error.main }}
        labelStyle={{ fill: theme.palette.error.main, fontSize: 12 }}
      />
    </LineChart>
  );
}
