import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { MONTHLY_CLIMATE } from '@content/demoData';

export default function MinMaxAxis() {
  const [range, setRange] = React.useState<number[]>([0, 120]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="rainfall-range" gutterBottom>
        y-axis min {range[0]} and max {range[1]}
      </Typography>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Minimum of the y-axis' : 'Maximum of the y-axis')}
        value={range}
        min={0}
        max={150}
        step={10}
        onChange={(_event, value) => setRange(value as number[])}
        sx={{ maxWidth: 320 }}
      />
      <BarChart
        height={300}
        dataset={MONTHLY_CLIMATE}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ min: range[0], max: range[1] }]}
        series={[{ dataKey: 'rainfall', label: 'Rainfall (mm)' }]}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
