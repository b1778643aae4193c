import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LATENCY_SAMPLES } from '@content/demoData';

const points = LATENCY_SAMPLES.map(({ id, payload, latency }) => ({ id, x: payload, y: latency }));

// Least-squares fit of latency against payload size.
const n = points.length;
const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
const slope =
  points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0) /
  points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
const trendX = [0, 500];

export default function ScatterWithTrend() {
  return (
    <Box sx={{ width: '100%', overflowX: 'auto' }}>
      {/* ChartContainer needs a width and height: this one is fixed at 300 × 260 px. */}
      <ChartContainer
        width={300}
        height={260}
        // Scatter points carry their own x; the line reads its x values from the axis `data`.
        xAxis={[{ id: 'payload', scaleType: 'linear', data: trendX, min: 0, max: 500, label: 'Payload (kB)' }]}
        yAxis={[{ id: 'latency', min: 0 }]}
        series={[
          { type: 'scatter', data: points, xAxisId: 'payload', yAxisId: 'latency', markerSize: 2 },
          {
            type: 'line',
            data: trendX.map((x) => meanY + slope * (x - meanX)),
            xAxisId: 'payload',
            yAxisId: 'latency',
            color: '#ef6c00',
          },
        ]}
        margin={{ top: 10, right: 10, left: 45, bottom: 50 }}
      >
        <ScatterPlot />
        <LinePlot />
        <ChartsXAxis axisId="payload" />
        <ChartsYAxis axisId="latency" />
      </ChartContainer>
    </Box>
  );
}
