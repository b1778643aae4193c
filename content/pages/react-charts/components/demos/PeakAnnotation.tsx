import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';
import { MONTHLY_CLIMATE } from '@content/demoData';

const wettest = MONTHLY_CLIMATE.reduce((max, month) => (month.rainfall > max.rainfall ? month : max));

function PeakMarker() {
  const theme = useTheme();
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'linear'>();
  // A band scale gives the left edge of the band: add half its width to centre the marker.
  const x = (xScale(wettest.month) ?? 0) + xScale.bandwidth() / 2;
  const y = yScale(wettest.rainfall);

  return (
    <g>
      <line x1={x} x2={x} y1={y - 6} y2={y - 26} stroke={theme.palette.text.primary} />
      <text x={x} y={y - 32} textAnchor="middle" fill={theme.palette.text.primary} fontSize={12}>
        Wettest: {wettest.rainfall} mm
      </text>
    </g>
  );
}

export default function PeakAnnotation() {
  return (
    <BarChart
      height={300}
      dataset={MONTHLY_CLIMATE}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[{ max: 110 }]}
      series={[{ dataKey: 'rainfall', label: 'Rainfall (mm)' }]}
    >
      <PeakMarker />
    </BarChart>
  );
}
