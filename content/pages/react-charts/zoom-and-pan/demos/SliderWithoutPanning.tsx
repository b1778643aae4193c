import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import { LineChartPro, type ZoomData } from '@mui/x-charts-pro';
// Adds the `zoom` option to the axis types.
import type {} from '@mui/x-charts-pro/typeOverloads';
import { DAILY_VISITS } from '@content/demoData';

const dayFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export default function SliderWithoutPanning() {
  const [zoom, setZoom] = React.useState<ZoomData[]>([{ axisId: 'days', start: 25, end: 75 }]);
  const range = zoom[0] ?? { start: 0, end: 100 };

  return (
    <Box sx={{ width: '100%' }}>
      <LineChartPro
        height={280}
        dataset={DAILY_VISITS}
        xAxis={[
          {
            id: 'days',
            scaleType: 'utc',
            dataKey: 'date',
            valueFormatter: (date: Date) => dayFormatter.format(date),
            // Wheel zoom still works, dragging the plot does not pan.
            zoom: { panning: false, minSpan: 5 },
          },
        ]}
        series={[{ dataKey: 'signups', label: 'Sign-ups', area: true, showMark: false }]}
        zoom={zoom}
        onZoomChange={setZoom}
      />
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Start of the visible range' : 'End of the visible range')}
        value={[range.start, range.end]}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${Math.round(value)}%`}
        onChange={(_event, value) => {
          const [start, end] = value as number[];
          setZoom([{ axisId: 'days', start: start!, end: end! }]);
        }}
        sx={{ mx: 'auto', display: 'block', width: '90%' }}
      />
    </Box>
  );
}
