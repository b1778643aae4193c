import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const BUDGET = [
  { id: 'salaries', label: 'Salaries', value: 58 },
  { id: 'marketing', label: 'Marketing', value: 17 },
  { id: 'tools', label: 'Tools', value: 11 },
  { id: 'travel', label: 'Travel', value: 6 },
  { id: 'reserve', label: 'Reserve', value: 8 },
];

/** Reports the largest half-circle radius that fits the drawing area, which only the chart knows. */
function HalfCircleRadius({ onChange }: { onChange: (radius: number) => void }) {
  const { width, height } = useDrawingArea();
  const radius = Math.max(0, Math.min(width / 2, height));
  React.useEffect(() => onChange(radius), [radius, onChange]);
  return null;
}

export default function HalfDonut() {
  const [radius, setRadius] = React.useState(0);
  return (
    <PieChart
      height={220}
      series={[
        {
          data: BUDGET,
          startAngle: -90,
          endAngle: 90,
          // Percentages are of half the drawing area's shorter side, which would leave half the height empty;
          // pixels let the half circle reach the top (or both sides, on a narrow screen).
          outerRadius: radius,
          innerRadius: radius * 0.55,
          paddingAngle: 1,
          cy: '100%',
          valueFormatter: (item) => `${item.value}% of budget`,
        },
      ]}
    >
      <HalfCircleRadius onChange={setRadius} />
    </PieChart>
  );
}
