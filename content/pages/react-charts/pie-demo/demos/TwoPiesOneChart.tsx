import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';
import { TRAFFIC_BY_DEVICE } from '@content/demoData';

const [desktop, mobile] = TRAFFIC_BY_DEVICE;

export default function TwoPiesOneChart() {
  return (
    <PieChart
      height={260}
      series={[
        // Each series gets its own centre and a radius that fits half the width.
        { id: 'desktop', data: desktop!.sources, cx: '25%', outerRadius: '60%', innerRadius: '30%' },
        { id: 'mobile', data: mobile!.sources, cx: '75%', outerRadius: '60%', innerRadius: '30%' },
      ]}
      slotProps={{ legend: { hidden: true } }}
      margin={{ top: 10, right: 10, bottom: 30, left: 10 }}
    >
      <text x="25%" y="98%" textAnchor="middle" fontSize={14} fill="currentColor">
        {desktop!.device}
      </text>
      <text x="75%" y="98%" textAnchor="middle" fontSize={14} fill="currentColor">
        {mobile!.device}
      </text>
    </PieChart>
  );
}
