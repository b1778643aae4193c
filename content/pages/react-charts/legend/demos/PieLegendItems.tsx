import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';
import { PHONE_MARKET_SHARE } from '@content/demoData';

export default function PieLegendItems() {
  return (
    <PieChart
      height={320}
      // One legend item per slice, with the slice's label and colour.
      series={[{ data: PHONE_MARKET_SHARE, innerRadius: 50, cx: '50%' }]}
      slotProps={{
        legend: {
          direction: 'row',
          position: { vertical: 'bottom', horizontal: 'middle' },
          itemMarkWidth: 12,
          itemMarkHeight: 12,
        },
      }}
      // The pie's default margin keeps room on the right for a column legend: move that room to the bottom.
      margin={{ top: 10, right: 10, bottom: 90, left: 10 }}
    />
  );
}
