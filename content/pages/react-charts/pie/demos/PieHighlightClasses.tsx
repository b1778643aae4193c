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
        // Faded arcs already get an inline opacity of 0.3; these rules add what inline styles leave free.
        [`& .${pieArcClasses.faded}`]: { filter: 'grayscale(1)' },
        [`& .${pieArcClasses.highlighted}`]: { stroke: theme.palette.text.primary, strokeWidth: 2 },
        [`& .${pieArcLabelClasses.root}`]: { fill: '#fff', fontWeight: 600 },
        [`& .${pieArcLabelClasses.faded}`]: { fillOpacity: 0.35 },
      })}
    />
  );
}
