import * as React from 'react';
import { ScatterChartPro } from '@mui/x-charts-pro';
// Adds the `zoom` option to the axis types.
import type {} from '@mui/x-charts-pro/typeOverloads';
import { LATENCY_SAMPLES } from '@content/demoData';

const data = LATENCY_SAMPLES.map(({ id, hour, latency }) => ({ id, x: hour, y: latency }));

export default function ScatterZoom() {
  return (
    <ScatterChartPro
      height={320}
      // Points outside the zoomed hours are discarded, so the latency axis rescales to what is left.
      xAxis={[{ id: 'hour', label: 'Hour of day', zoom: { filterMode: 'discard' } }]}
      yAxis={[{ id: 'latency', label: 'Latency (ms)' }]}
      series={[{ data, label: 'Requests', markerSize: 3 }]}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
