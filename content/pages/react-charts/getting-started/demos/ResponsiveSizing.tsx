import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { MONTHLY_FINANCE } from '@content/demoData';

const dataset = MONTHLY_FINANCE.slice(0, 6);

export default function ResponsiveSizing() {
  // The width of the parent box, as a percentage of the available space.
  const [boxWidth, setBoxWidth] = React.useState(100);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ px: 1, maxWidth: 320 }}>
        <Typography id="parent-width-label" variant="body2">
          Parent width: {boxWidth}%
        </Typography>
        <Slider
          aria-labelledby="parent-width-label"
          value={boxWidth}
          min={40}
          max={100}
          onChange={(_event, value) => setBoxWidth(value as number)}
        />
      </Box>
      <Box sx={{ width: `${boxWidth}%`, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {/* No width: the container measures its parent and redraws when the parent resizes. */}
        <ResponsiveChartContainer
          height={260}
          dataset={dataset}
          xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
          series={[
            { type: 'bar', dataKey: 'revenue', label: 'Revenue' },
            { type: 'line', dataKey: 'costs', label: 'Costs' },
          ]}
          margin={{ top: 20, right: 20 }}
        >
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ResponsiveChartContainer>
      </Box>
    </Box>
  );
}
