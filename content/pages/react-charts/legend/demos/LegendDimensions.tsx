import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { MONTHLY_CASH_FLOW } from '@content/demoData';

export default function LegendDimensions() {
  const [markSize, setMarkSize] = React.useState(12);
  const [itemGap, setItemGap] = React.useState(16);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="legend-mark-size">Mark size: {markSize}px</Typography>
      <Slider
        aria-labelledby="legend-mark-size"
        value={markSize}
        min={4}
        max={24}
        onChange={(_event, value) => setMarkSize(value as number)}
        sx={{ maxWidth: 300 }}
      />
      <Typography id="legend-item-gap">Gap between items: {itemGap}px</Typography>
      <Slider
        aria-labelledby="legend-item-gap"
        value={itemGap}
        min={0}
        max={40}
        onChange={(_event, value) => setItemGap(value as number)}
        sx={{ maxWidth: 300 }}
      />
      <LineChart
        height={300}
        dataset={MONTHLY_CASH_FLOW}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        series={[
          { dataKey: 'retail', label: 'Retail' },
          { dataKey: 'wholesale', label: 'Wholesale' },
          { dataKey: 'online', label: 'Online' },
        ]}
        slotProps={{
          legend: {
            itemMarkWidth: markSize,
            itemMarkHeight: markSize,
            markGap: 6,
            itemGap,
            padding: { top: 8 },
          },
        }}
      />
    </Box>
  );
}
