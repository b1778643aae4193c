import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { WEEKDAYS, generateTicketHeatmap } from '@content/demoData';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const cells = generateTicketHeatmap(4);

export default function TicketHeatmap() {
  const theme = useTheme();
  return (
    <Heatmap
      height={300}
      xAxis={[
        {
          data: HOURS,
          valueFormatter: (hour: number) => `${hour}h`,
          // 24 labels don't fit on a phone: label every third hour.
          tickLabelInterval: (hour: number) => hour % 3 === 0,
        },
      ]}
      yAxis={[{ data: [...WEEKDAYS] }]}
      zAxis={[
        {
          // From the paper colour to the primary colour: the scale follows the colour mode.
          colorMap: {
            type: 'continuous',
            min: 0,
            max: 60,
            color: [theme.palette.background.paper, theme.palette.primary.main],
          },
        },
      ]}
      series={[{ data: cells, label: 'Tickets', valueFormatter: (cell) => `${cell[2]} tickets` }]}
      margin={{ left: 45, right: 10, top: 10 }}
    />
  );
}
