import * as React from 'react';
import { styled } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { QUARTERLY_REVENUE } from '@content/demoData';

const Text = styled('text')(({ theme }) => ({
  ...theme.typography.body2,
  fill: theme.palette.text.secondary,
  textAnchor: 'middle',
}));

function NoDataLabel() {
  // The drawing area is the rectangle inside the margins, in SVG pixels.
  const { left, top, width, height } = useDrawingArea();
  return (
    <Text x={left + width / 2} y={top + height / 2}>
      Q3 and Q4 2024 not reported yet
    </Text>
  );
}

const emptyQuarters = [...QUARTERLY_REVENUE, { quarter: 'Q3 24' }, { quarter: 'Q4 24' }];

export default function DrawingAreaLabel() {
  return (
    <BarChart
      height={300}
      dataset={emptyQuarters}
      xAxis={[{ scaleType: 'band', dataKey: 'quarter' }]}
      series={[{ dataKey: 'licences', label: 'Licences (k$)' }]}
      yAxis={[{ max: 800 }]}
    >
      <NoDataLabel />
    </BarChart>
  );
}
