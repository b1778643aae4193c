import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

const BUDGET = [
  { id: 'salaries', label: 'Salaries', value: 58 },
  { id: 'marketing', label: 'Marketing', value: 17 },
  { id: 'tools', label: 'Tools', value: 11 },
  { id: 'travel', label: 'Travel', value: 6 },
  { id: 'reserve', label: 'Reserve', value: 8 },
];

export default function HalfDonut() {
  return (
    <PieChart
      height={220}
      series={[
        {
          data: BUDGET,
          startAngle: -90,
          endAngle: 90,
          innerRadius: '55%',
          paddingAngle: 1,
          // Move the centre down so the half circle uses the full height.
          cy: '85%',
          valueFormatter: (item) => `${item.value}% of budget`,
        },
      ]}
    />
  );
}
