import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { WEEKDAYS, generateTicketHeatmap } from '@content/demoData';

// Office hours only, 8h to 19h.
const HOURS = Array.from({ length: 12 }, (_, index) => index + 8);
const cells = generateTicketHeatmap(4)
  .filter(([hour]) => hour >= 8 && hour < 20)
  .map(([hour, day, tickets]): [number, number, number] => [hour - 8, day, tickets]);

export default function PiecewiseHeatmap() {
  return (
    <Heatmap
      height={300}
      xAxis={[{ data: HOURS, valueFormatter: (hour: number) => `${hour}h` }]}
      yAxis={[{ data: [...WEEKDAYS] }]}
      zAxis={[
        {
          // Three staffing levels: fewer than 20 tickets, 20 to 39, 40 or more.
          colorMap: { type: 'piecewise', thresholds: [20, 40], colors: ['#4caf50', '#ffb300', '#e53935'] },
        },
      ]}
      series={[{ data: cells, valueFormatter: (cell) => `${cell[2]} tickets` }]}
      margin={{ left: 45, right: 10, top: 10 }}
    />
  );
}
