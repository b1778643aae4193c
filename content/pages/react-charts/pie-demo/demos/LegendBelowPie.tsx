import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';
import { PHONE_MARKET_SHARE } from '@content/demoData';

export default function LegendBelowPie() {
  return (
    <PieChart
      height={320}
      series={[{ data: PHONE_MARKET_SHARE, innerRadius: 50, cy: '40%', valueFormatter: (item) => `${item.value}%` }]}
      // On a phone, a legend below the pie leaves the full width to the slices.
      margin={{ top: 10, right: 10, bottom: 80, left: 10 }}
      slotProps={{
        legend: {
          direction: 'row',
          position: { vertical: 'bottom', horizontal: 'middle' },
          padding: 0,
          itemMarkWidth: 12,
          itemMarkHeight: 12,
        },
      }}
    />
  );
}
