import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';
import { SIGNUP_FUNNEL } from '@content/demoData';

// Where sign-up visitors dropped out, computed from the funnel.
const data = SIGNUP_FUNNEL.slice(0, -1).map((step, index) => ({
  id: index,
  value: step.visitors - SIGNUP_FUNNEL[index + 1]!.visitors,
  label: (location: 'tooltip' | 'legend' | 'arc') => {
    if (location === 'arc') {
      return `${index + 1}`;
    }
    return location === 'legend' ? `${index + 1}. ${step.step}` : `Left at "${step.step}"`;
  },
}));

export default function PieLabels() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data,
          arcLabel: 'label',
          arcLabelMinAngle: 15,
          innerRadius: 30,
          valueFormatter: ({ value }) => `${value} visitors`,
        },
      ]}
      margin={{ right: 170 }}
    />
  );
}
