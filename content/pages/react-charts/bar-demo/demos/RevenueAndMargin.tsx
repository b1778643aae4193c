import * as React from 'react';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { MONTHLY_FINANCE } from '@content/demoData';

// Profit margin in percent, drawn against a second y-axis on the right.
const dataset = MONTHLY_FINANCE.map((row) => ({
  month: row.month,
  revenue: row.revenue,
  margin: Math.round((row.profit / row.revenue) * 1000) / 10,
}));

export default function RevenueAndMargin() {
  return (
    <ResponsiveChartContainer
      height={320}
      dataset={dataset}
      margin={{ left: 45, right: 45 }}
      xAxis={[{ id: 'months', scaleType: 'band', dataKey: 'month' }]}
      yAxis={[
        { id: 'money', valueFormatter: (value: number) => `${value}k` },
        { id: 'percent', valueFormatter: (value: number) => `${value}%` },
      ]}
      series={[
        { type: 'bar', dataKey: 'revenue', label: 'Revenue ($k)', yAxisId: 'money' },
        { type: 'line', dataKey: 'margin', label: 'Margin (%)', yAxisId: 'percent', color: '#f28e2c' },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="months" />
      <ChartsYAxis axisId="money" position="left" />
      <ChartsYAxis axisId="percent" position="right" />
      <ChartsAxisHighlight x="band" />
      <ChartsLegend />
      <ChartsTooltip trigger="axis" />
    </ResponsiveChartContainer>
  );
}
