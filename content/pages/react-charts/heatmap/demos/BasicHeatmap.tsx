import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';

// Each cell is [x index, y index, value].
const DATA: [number, number, number][] = [
  [0, 0, 12],
  [0, 1, 48],
  [0, 2, 75],
  [1, 0, 33],
  [1, 1, 90],
  [1, 2, 21],
  [2, 0, 64],
  [2, 1, 8],
  [2, 2, 57],
  [3, 0, 40],
  [3, 1, 71],
  [3, 2, 95],
];

export default function BasicHeatmap() {
  return (
    <Heatmap
      height={260}
      xAxis={[{ data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
      yAxis={[{ data: ['North', 'Centre', 'South'] }]}
      series={[{ data: DATA }]}
      margin={{ left: 60 }}
    />
  );
}
