import * as React from 'react';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { MONTHLY_CLIMATE } from '@content/demoData';

export default function ComposedTooltip() {
  return (
    <ResponsiveChartContainer
      height={300}
      dataset={MONTHLY_CLIMATE}
      xAxis={[{ scaleType: 'band', dataKey: 'month', id: 'months' }]}
      yAxis={[{ id: 'rain' }, { id: 'temp' }]}
      series={[
        { type: 'bar', dataKey: 'rainfall', label: 'Rainfall (mm)', yAxisId: 'rain' },
        { type: 'line', dataKey: 'temperature', label: 'Temperature (°C)', yAxisId: 'temp' },
      ]}
      margin={{ left: 50, right: 50 }}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="months" />
      <ChartsYAxis axisId="rain" position="left" />
      <ChartsYAxis axisId="temp" position="right" />
      {/* Nothing shows on hover unless the tooltip and highlight are rendered. */}
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip trigger="axis" />
    </ResponsiveChartContainer>
  );
}
