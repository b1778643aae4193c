import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisConfig, ChartsXAxisProps } from '@mui/x-charts/models';

export default function BarGapRatios() {
  const [categoryGapRatio, setCategoryGapRatio] = React.useState(0.2);
  const [barGapRatio, setBarGapRatio] = React.useState(0.1);

  // Typed as a band axis: the gap ratios only exist on band axes.
  const regionAxis: AxisConfig<'band', string, ChartsXAxisProps> = {
    id: 'regions',
    scaleType: 'band',
    data: ['North', 'South', 'East', 'West'],
    categoryGapRatio,
    barGapRatio,
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 4, px: 1 }}>
        <div>
          <Typography id="category-gap-label" variant="body2">
            categoryGapRatio: {categoryGapRatio}
          </Typography>
          <Slider
            aria-labelledby="category-gap-label"
            value={categoryGapRatio}
            onChange={(_event, value) => setCategoryGapRatio(value as number)}
            min={0}
            max={0.9}
            step={0.05}
          />
        </div>
        <div>
          <Typography id="bar-gap-label" variant="body2">
            barGapRatio: {barGapRatio}
          </Typography>
          <Slider
            aria-labelledby="bar-gap-label"
            value={barGapRatio}
            onChange={(_event, value) => setBarGapRatio(value as number)}
            min={0}
            max={0.9}
            step={0.05}
          />
        </div>
      </Box>
      <BarChart
        height={280}
        xAxis={[regionAxis]}
        series={[
          { label: 'Q1', data: [12, 18, 9, 14] },
          { label: 'Q2', data: [15, 16, 11, 17] },
          { label: 'Q3', data: [17, 21, 10, 19] },
        ]}
        skipAnimation
      />
    </Box>
  );
}
