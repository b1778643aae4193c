import * as React from 'react';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { MONTHLY_CLIMATE } from '@content/demoData';

export default function BarsAndLine() {
  return (
    <ResponsiveChartContainer
      height={340}
      dataset={MONTHLY_CLIMATE}
      xAxis={[{ id: 'month', scaleType: 'band', dataKey: 'month' }]}
      yAxis={[
        { id: 'rain', label: 'mm' },
        { id: 'temp', label: '°C' },
      ]}
      series={[
        { type: 'bar', dataKey: 'rainfall', label: 'Rainfall', yAxisId: 'rain' },
        { type: 'line', dataKey: 'temperature', label: 'Temperature', yAxisId: 'temp' },
      ]}
      margin={{ top: 60, left: 55, right: 55 }}
    >
      {/* Children are drawn in order: the grid first, so it stays behind the data. */}
      <ChartsGrid horizontal />
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="month" />
      <ChartsYAxis axisId="rain" position="left" />
      <ChartsYAxis axisId="temp" position="right" />
      <ChartsLegend />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip trigger="axis" />
    </ResponsiveChartContainer>
  );
}
