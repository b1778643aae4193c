import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const AGE_GROUPS = ['0-14', '15-24', '25-34', '35-44', '45-54', '55-64', '65-74', '75+'];
// Thousands of residents of a fictional town. Women are stored as negative numbers to draw on the left.
const MEN = [6.1, 4.8, 5.9, 6.4, 6.0, 5.2, 3.9, 2.2];
const WOMEN = [-5.8, -4.6, -5.7, -6.3, -6.1, -5.5, -4.4, -3.3];

const absolute = (value: number | null) => (value === null ? '' : `${Math.abs(value)}k`);

export default function AgePyramid() {
  return (
    <BarChart
      height={340}
      layout="horizontal"
      margin={{ left: 55, right: 20 }}
      yAxis={[{ scaleType: 'band', data: AGE_GROUPS }]}
      xAxis={[{ valueFormatter: (value: number) => `${Math.abs(value)}k` }]}
      series={[
        { data: WOMEN, label: 'Women', stack: 'population', valueFormatter: absolute },
        { data: MEN, label: 'Men', stack: 'population', valueFormatter: absolute },
      ]}
    />
  );
}
