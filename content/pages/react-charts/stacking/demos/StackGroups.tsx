import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { QUARTERLY_REVENUE } from '@content/demoData';

export default function StackGroups() {
  return (
    <BarChart
      height={320}
      dataset={QUARTERLY_REVENUE}
      xAxis={[{ scaleType: 'band', dataKey: 'quarter' }]}
      series={[
        // Two stacks side by side: products and services.
        { dataKey: 'licences', label: 'Licences', stack: 'products' },
        { dataKey: 'support', label: 'Support', stack: 'products' },
        { dataKey: 'consulting', label: 'Consulting', stack: 'services' },
        { dataKey: 'training', label: 'Training', stack: 'services' },
      ]}
      margin={{ top: 80 }}
    />
  );
}
