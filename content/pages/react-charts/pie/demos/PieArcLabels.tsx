import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';
import { LABELLED_SLICE_COLORS, PHONE_MARKET_SHARE } from '@content/demoData';

export default function PieArcLabels() {
  return (
    <PieChart
      height={260}
      // Dark slices keep the white labels readable in light and dark mode.
      colors={LABELLED_SLICE_COLORS}
      series={[
        {
          data: PHONE_MARKET_SHARE,
          valueFormatter: (item) => `${item.value}%`,
          // Print the formatted value inside each slice that is at least 20 degrees wide.
          arcLabel: 'formattedValue',
          arcLabelMinAngle: 20,
          innerRadius: 30,
        },
      ]}
      sx={{ '& .MuiPieArcLabel-root': { fill: '#fff', fontWeight: 'bold' } }}
    />
  );
}
