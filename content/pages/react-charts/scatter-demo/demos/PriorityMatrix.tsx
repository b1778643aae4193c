import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { useXScale, useYScale } from '@mui/x-charts/hooks';
import { useTheme } from '@mui/material/styles';

// Backlog items scored from 0 to 10 on effort (x) and impact (y).
const ITEMS = [
  { id: 'sso', name: 'Single sign-on', x: 7, y: 8.5 },
  { id: 'dark', name: 'Dark mode', x: 2.5, y: 6 },
  { id: 'export', name: 'CSV export', x: 2, y: 7.5 },
  { id: 'offline', name: 'Offline mode', x: 9, y: 6.5 },
  { id: 'emoji', name: 'Emoji reactions', x: 1.5, y: 2 },
  { id: 'audit', name: 'Audit log', x: 6, y: 4 },
  { id: 'themes', name: 'Custom themes', x: 8, y: 2.5 },
  { id: 'search', name: 'Faster search', x: 4, y: 9 },
  { id: 'tags', name: 'Tags', x: 3.5, y: 3.5 },
];

const QUADRANTS = [
  { label: 'Quick wins', x: 2.5, y: 9.6 },
  { label: 'Big bets', x: 7.5, y: 9.6 },
  { label: 'Fill-ins', x: 2.5, y: 0.4 },
  { label: 'Money pits', x: 7.5, y: 0.4 },
];

/** Names each quadrant, placed with the chart's own scales so the labels follow the axes. */
function QuadrantLabels() {
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const theme = useTheme();
  return (
    <g>
      {QUADRANTS.map((quadrant) => (
        <text
          key={quadrant.label}
          x={xScale(quadrant.x)}
          y={yScale(quadrant.y)}
          textAnchor="middle"
          dominantBaseline="middle"
          fill={theme.palette.text.secondary}
          fontSize={12}
        >
          {quadrant.label}
        </text>
      ))}
    </g>
  );
}

export default function PriorityMatrix() {
  return (
    <ScatterChart
      height={360}
      xAxis={[{ min: 0, max: 10, label: 'Effort' }]}
      yAxis={[{ min: 0, max: 10, label: 'Impact' }]}
      series={[
        {
          label: 'Backlog',
          data: ITEMS,
          markerSize: 7,
          valueFormatter: (point) => {
            const item = ITEMS.find((candidate) => candidate.id === point?.id);
            return item ? `${item.name}: effort ${item.x}, impact ${item.y}` : '';
          },
        },
      ]}
      slotProps={{ legend: { hidden: true } }}
      margin={{ top: 20, bottom: 60 }}
    >
      <ChartsReferenceLine x={5} lineStyle={{ strokeDasharray: '4 4' }} />
      <ChartsReferenceLine y={5} lineStyle={{ strokeDasharray: '4 4' }} />
      <QuadrantLabels />
    </ScatterChart>
  );
}
