import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { CITY_TEMPERATURES } from '@content/demoData';

export default function TemperatureReferences() {
  return (
    <LineChart
      height={320}
      dataset={CITY_TEMPERATURES}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      yAxis={[{ min: -5, max: 30, valueFormatter: (value: number) => `${value}°` }]}
      series={[
        { dataKey: 'oslo', label: 'Oslo' },
        { dataKey: 'sydney', label: 'Sydney' },
      ]}
    >
      <ChartsReferenceLine y={0} label="Freezing" labelAlign="start" />
      <ChartsReferenceLine x="Jul" label="Mid-year" lineStyle={{ strokeDasharray: '4 4' }} />
    </LineChart>
  );
}
