import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { MONTHLY_FINANCE } from '@content/demoData';

const toThousands = (value: number | null) => (value === null ? '' : `$${value}k`);

export default function DatasetBars() {
  return (
    <BarChart
      height={320}
      dataset={MONTHLY_FINANCE}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}k` }]}
      series={[
        { dataKey: 'revenue', label: 'Revenue', valueFormatter: toThousands },
        { dataKey: 'costs', label: 'Costs', valueFormatter: toThousands },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
