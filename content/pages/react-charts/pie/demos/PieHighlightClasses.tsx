import * as React from 'react';
import { PieChart, pieArcClasses, pieArcLabelClasses } from '@mui/x-charts/PieChart';
import { PHONE_MARKET_SHARE } from '@content/demoData';

export default function PieHighlightClasses() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: PHONE_MARKET_SHARE,
          innerRadius: 40,
          arcLabel: 'label',
          arcLabelMinAngle: 25,
          highlightScope: { highlight: 'item', fade: 'global' },
          // No size change in either state: CSS alone marks them.
          faded: { additionalRadius: 0 },
        },
      ]}
      sx={(theme) => ({
        [`& .${pieArcClasses.faded}`]: { opacity: 0.35 },
        [`& .${pieArcClasses.highlighted}`]: { stroke: theme.palette.text.primary, strokeWidth: 2 },
        [`& .${pieArcLabelClasses.root}`]: { fill: '#fff', fontWeight: 600 },
        [`& .${pieArcLabelClasses.faded}`]: { opacity: 0.35 },
      })}
    />
  );
}
