import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { MONTHLY_CLIMATE } from '@content/demoData';

const yearlyMean = MONTHLY_CLIMATE.reduce((sum, { temperature }) => sum + temperature, 0) / MONTHLY_CLIMATE.length;

export default function ReferenceLineAxis() {
  return (
    <LineChart
      height={300}
      dataset={MONTHLY_CLIMATE}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      yAxis={[{ label: '°C' }]}
      series={[{ dataKey: 'temperature', label: 'Mean temperature' }]}
    >
      {/* A value on the y-axis: a horizontal line across the plot. */}
      <ChartsReferenceLine
        y={yearlyMean}
        label={`Yearly mean ${yearlyMean.toFixed(1)} °C`}
        labelAlign="end"
        lineStyle={{ strokeDasharray: '6 4' }}
      />
      {/* A category of the x-axis: a vertical line at that point. */}
      <ChartsReferenceLine x="Jul" label="Summer holidays" labelAlign="start" />
    </LineChart>
  );
}
