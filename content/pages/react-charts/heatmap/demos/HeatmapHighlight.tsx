import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HighlightItemData } from '@mui/x-charts/context';
import { WEEKDAYS, generateTicketHeatmap } from '@content/demoData';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const cells = generateTicketHeatmap(4);

export default function HeatmapHighlight() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);
  const cell = highlighted?.dataIndex === undefined ? undefined : cells[highlighted.dataIndex];

  return (
    <Box sx={{ width: '100%' }}>
      <Heatmap
        height={280}
        xAxis={[{ data: HOURS, tickLabelInterval: (hour: number) => hour % 6 === 0 }]}
        yAxis={[{ data: [...WEEKDAYS] }]}
        zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 60, color: ['#e3f2fd', '#0d47a1'] } }]}
        series={[{ id: 'tickets', data: cells, highlightScope: { highlight: 'item', fade: 'global' } }]}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        tooltip={{ trigger: 'none' }}
        margin={{ left: 45, right: 10, top: 10 }}
      />
      <Typography variant="body2" sx={{ px: 1 }} aria-live="polite">
        {cell ? `${WEEKDAYS[cell[1]]} ${cell[0]}:00 – ${cell[2]} tickets` : 'Hover a cell.'}
      </Typography>
    </Box>
  );
}
