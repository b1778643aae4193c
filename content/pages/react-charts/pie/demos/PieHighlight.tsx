import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';
import { PHONE_MARKET_SHARE } from '@content/demoData';

export default function PieHighlight() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: PHONE_MARKET_SHARE,
          innerRadius: 35,
          highlightScope: { highlight: 'item', fade: 'global' },
          // The hovered slice grows outwards; the others shrink and turn grey.
          highlighted: { additionalRadius: 8 },
          faded: { additionalRadius: -8, color: 'gray' },
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
    />
  );
}
