import * as React from 'react';
import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { PHONE_MARKET_SHARE } from '@content/demoData';

// Theme colours keep the label readable in dark mode.
const CenterText = styled('text')(({ theme }) => ({
  fill: theme.palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
}));

function CenterLabel({ title, subtitle }: { title: string; subtitle: string }) {
  // The drawing area excludes the margins, so its centre is the centre of the pie.
  const { left, top, width, height } = useDrawingArea();
  const x = left + width / 2;
  const y = top + height / 2;
  return (
    <g>
      <CenterText x={x} y={y - 10} sx={{ fontSize: 22, fontWeight: 'bold' }}>
        {title}
      </CenterText>
      <CenterText x={x} y={y + 14} sx={{ fontSize: 12 }}>
        {subtitle}
      </CenterText>
    </g>
  );
}

export default function DonutCenterLabel() {
  const leader = PHONE_MARKET_SHARE[0]!;
  return (
    <PieChart
      height={260}
      series={[
        {
          data: PHONE_MARKET_SHARE,
          innerRadius: 70,
          paddingAngle: 1,
          cornerRadius: 3,
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
    >
      <CenterLabel title={`${leader.value}%`} subtitle={`${leader.label} leads`} />
    </PieChart>
  );
}
