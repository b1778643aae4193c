import * as React from 'react';
import { BarChart, barLabelClasses } from '@mui/x-charts/BarChart';
import { QUARTERLY_REVENUE } from '@content/demoData';

export default function BarLabelStyling() {
  return (
    <BarChart
      height={320}
      dataset={QUARTERLY_REVENUE}
      xAxis={[{ scaleType: 'band', dataKey: 'quarter' }]}
      series={[
        { dataKey: 'licences', label: 'Licences', stack: 'revenue', color: '#1a237e' },
        { dataKey: 'support', label: 'Support', stack: 'revenue', color: '#4a148c' },
      ]}
      // Each label shows the series' share of its quarter.
      barLabel={(item) => {
        const row = QUARTERLY_REVENUE[item.dataIndex]!;
        const total = row.licences + row.support;
        return `${Math.round(((item.value ?? 0) / total) * 100)}%`;
      }}
      // White text on the dark bars, in both colour modes.
      sx={{ [`& .${barLabelClasses.root}`]: { fill: '#fff', fontWeight: 600, fontSize: 13 } }}
    />
  );
}
