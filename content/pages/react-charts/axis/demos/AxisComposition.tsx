import * as React from 'react';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { MONTHLY_CLIMATE } from '@content/demoData';

export default function AxisComposition() {
  return (
    <ResponsiveChartContainer
      height={320}
      dataset={MONTHLY_CLIMATE}
      xAxis={[{ id: 'months', scaleType: 'band', dataKey: 'month' }]}
      yAxis={[
        { id: 'rain', label: 'Rainfall (mm)' },
        { id: 'heat', label: 'Temperature (°C)' },
      ]}
      series={[
        { type: 'bar', dataKey: 'rainfall', label: 'Rainfall', yAxisId: 'rain' },
        { type: 'line', dataKey: 'temperature', label: 'Temperature', yAxisId: 'heat', color: '#c62828' },
      ]}
      margin={{ left: 60, right: 60 }}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      {/* Each axis component draws one axis, on the side you choose. */}
      <ChartsXAxis axisId="months" position="bottom" />
      <ChartsYAxis axisId="rain" position="left" />
      <ChartsYAxis axisId="heat" position="right" />
      <ChartsTooltip />
    </ResponsiveChartContainer>
  );
}
