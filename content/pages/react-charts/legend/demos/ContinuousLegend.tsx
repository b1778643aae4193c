import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';
import { MONTHLY_CLIMATE } from '@content/demoData';

export default function ContinuousLegend() {
  return (
    <BarChart
      height={320}
      dataset={MONTHLY_CLIMATE}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[
        {
          valueFormatter: (value: number) => `${value} °C`,
          // Each bar takes the colour of its value on the gradient.
          colorMap: { type: 'continuous', min: 0, max: 20, color: ['#4fc3f7', '#e65100'] },
        },
      ]}
      series={[{ dataKey: 'temperature', label: 'Temperature' }]}
      margin={{ top: 70, left: 60 }}
      slotProps={{ legend: { hidden: true } }}
    >
      <ContinuousColorLegend
        axisDirection="y"
        direction="row"
        position={{ vertical: 'top', horizontal: 'middle' }}
        length="60%"
        thickness={10}
        labelStyle={{ fontSize: 12 }}
        minLabel={({ formattedValue }) => `${formattedValue} (cold)`}
        maxLabel={({ formattedValue }) => `${formattedValue} (warm)`}
      />
    </BarChart>
  );
}
