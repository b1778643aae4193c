import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { TRAFFIC_BY_DEVICE } from '@content/demoData';

const [desktop, mobile] = TRAFFIC_BY_DEVICE;

/** Reports the largest radius at which two pies side by side fit the drawing area without touching. */
function SideBySideRadius({ onChange }: { onChange: (radius: number) => void }) {
  const { width, height } = useDrawingArea();
  // Each pie owns half the width; 90 % of the room leaves a gap between them.
  const radius = Math.max(0, 0.9 * Math.min(width / 4, height / 2));
  React.useEffect(() => onChange(radius), [radius, onChange]);
  return null;
}

export default function TwoPiesOneChart() {
  const [radius, setRadius] = React.useState(0);
  return (
    <PieChart
      height={260}
      series={[
        // Each series gets its own centre; the radius is in pixels because a percentage is a share of half the
        // drawing area's shorter side, which on a narrow screen is more than a quarter of its width.
        { id: 'desktop', data: desktop!.sources, cx: '25%', outerRadius: radius, innerRadius: radius / 2 },
        { id: 'mobile', data: mobile!.sources, cx: '75%', outerRadius: radius, innerRadius: radius / 2 },
      ]}
      slotProps={{ legend: { hidden: true } }}
      margin={{ top: 10, right: 10, bottom: 30, left: 10 }}
    >
      <SideBySideRadius onChange={setRadius} />
      <text x="25%" y="98%" textAnchor="middle" fontSize={14} fill="currentColor">
        {desktop!.device}
      </text>
      <text x="75%" y="98%" textAnchor="middle" fontSize={14} fill="currentColor">
        {mobile!.device}
      </text>
    </PieChart>
  );
}
