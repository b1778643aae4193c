import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { QUARTERLY_REVENUE } from '@content/demoData';

const label = (short: string, long: string) => (location: 'tooltip' | 'legend') =>
  location === 'legend' ? short : long;

export default function LabelByLocation() {
  return (
    <BarChart
      height={300}
      dataset={QUARTERLY_REVENUE}
      xAxis={[{ scaleType: 'band', dataKey: 'quarter' }]}
      series={[
        { dataKey: 'licences', label: label('Licences', 'Licence sales (k$)') },
        { dataKey: 'support', label: label('Support', 'Support contracts (k$)') },
      ]}
    />
  );
}
