import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ChartsItemContentProps } from '@mui/x-charts/ChartsTooltip';
import { LATENCY_SAMPLES } from '@content/demoData';

const data = LATENCY_SAMPLES.map(({ id, hour, latency }) => ({ id, x: hour, y: latency }));

function RequestTooltip({ itemData, series }: ChartsItemContentProps<'scatter'>) {
  if (itemData.dataIndex === undefined) {
    return null;
  }
  const point = series.data[itemData.dataIndex]!;
  // Fields that are not plotted can be looked up from the source data.
  const sample = LATENCY_SAMPLES[point.id as number]!;
  const minutes = Math.round((sample.hour % 1) * 60);

  return (
    <Paper elevation={3} sx={{ px: 1.5, py: 1 }}>
      <Typography variant="subtitle2">Request #{sample.id}</Typography>
      <Typography variant="body2">
        {Math.floor(sample.hour)}:{String(minutes).padStart(2, '0')} · {sample.latency} ms · {sample.payload} kB
      </Typography>
    </Paper>
  );
}

export default function CustomItemTooltip() {
  return (
    <ScatterChart
      height={300}
      xAxis={[{ min: 0, max: 24, label: 'Hour of day' }]}
      yAxis={[{ label: 'Latency (ms)' }]}
      series={[{ data, label: 'Requests', markerSize: 4 }]}
      tooltip={{ trigger: 'item' }}
      slots={{ itemContent: RequestTooltip }}
      slotProps={{ legend: { hidden: true } }}
    />
  );
}
