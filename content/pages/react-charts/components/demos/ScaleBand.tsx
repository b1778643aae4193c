import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';
import { MONTHLY_CLIMATE } from '@content/demoData';

function ComfortZone({ from, to }: { from: number; to: number }) {
  const theme = useTheme();
  const { left, width } = useDrawingArea();
  // The y scale turns a value into a vertical position: larger values are higher, so smaller y.
  const yScale = useYScale<'linear'>();
  const top = yScale(to);
  const bottom = yScale(from);

  return (
    <g>
      <rect x={left} y={top} width={width} height={bottom - top} fill={theme.palette.success.main} opacity={0.15} />
      <text x={left + 6} y={top + 14} fill={theme.palette.success.main} fontSize={12}>
        Comfortable ({from}–{to} °C)
      </text>
    </g>
  );
}

export default function ScaleBand() {
  return (
    <LineChart
      height={300}
      dataset={MONTHLY_CLIMATE}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      yAxis={[{ min: 0, max: 25 }]}
      series={[{ dataKey: 'temperature', label: 'Mean temperature (°C)' }]}
    >
      <ComfortZone from={15} to={20} />
    </LineChart>
  );
}
