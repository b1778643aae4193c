import * as React from 'react';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsVoronoiHandler } from '@mui/x-charts/ChartsVoronoiHandler';
import { generateApartments, type ApartmentListing } from '@content/demoData';

const listings = generateApartments(5, 120);

/** Least-squares fit of price against area. */
function fitLine(rows: ApartmentListing[]) {
  const meanX = rows.reduce((sum, row) => sum + row.area, 0) / rows.length;
  const meanY = rows.reduce((sum, row) => sum + row.price, 0) / rows.length;
  const covariance = rows.reduce((sum, row) => sum + (row.area - meanX) * (row.price - meanY), 0);
  const variance = rows.reduce((sum, row) => sum + (row.area - meanX) ** 2, 0);
  const slope = covariance / variance;
  return (area: number) => Math.round(meanY + slope * (area - meanX));
}

const DISTRICTS = ['Centre', 'Suburbs'] as const;
const AREA_RANGE = [25, 145];

const series = DISTRICTS.flatMap((district) => {
  const rows = listings.filter((row) => row.district === district);
  const predict = fitLine(rows);
  return [
    {
      type: 'scatter' as const,
      id: district,
      label: district,
      data: rows.map((row) => ({ id: row.id, x: row.area, y: row.price })),
      valueFormatter: (point: { x: number; y: number } | null) => (point ? `${point.x} m², €${point.y}k` : ''),
    },
    {
      type: 'line' as const,
      id: `${district}-trend`,
      label: `${district} trend`,
      data: AREA_RANGE.map(predict),
      showMark: false,
      curve: 'linear' as const,
    },
  ];
});

export default function PriceTrend() {
  return (
    <ResponsiveChartContainer
      height={340}
      series={series}
      // The line series take their x-values from the axis data; the scatter points carry their own.
      xAxis={[{ id: 'area', data: AREA_RANGE, label: 'Floor area (m²)' }]}
      yAxis={[{ id: 'price', valueFormatter: (value: number) => `${value}k` }]}
      colors={['#1976d2', '#1976d2', '#ed6c02', '#ed6c02']}
      margin={{ top: 70, bottom: 60 }}
    >
      <ScatterPlot />
      <LinePlot />
      <ChartsXAxis axisId="area" />
      <ChartsYAxis axisId="price" />
      <ChartsLegend />
      <ChartsVoronoiHandler />
      <ChartsTooltip trigger="item" />
    </ResponsiveChartContainer>
  );
}
