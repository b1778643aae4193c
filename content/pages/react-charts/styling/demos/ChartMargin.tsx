import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { MONTHLY_CLIMATE } from '@content/demoData';

export default function ChartMargin() {
  const [left, setLeft] = React.useState(50);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="left-margin">Left margin: {left}px</Typography>
      <Slider
        aria-labelledby="left-margin"
        value={left}
        min={10}
        max={120}
        onChange={(_event, value) => setLeft(value as number)}
        sx={{ maxWidth: 300 }}
      />
      <BarChart
        height={280}
        dataset={MONTHLY_CLIMATE}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ label: 'Sunshine (hours)' }]}
        series={[{ dataKey: 'sunshine', label: 'Sunshine' }]}
        margin={{ left, top: 20, right: 10 }}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
