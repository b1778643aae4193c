import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { SHORT_MONTHS } from '@content/demoData';

// Monthly balance of a small business account, in thousands: negative months are overdrawn.
const BALANCE = [12, 6, -3, -8, -2, 5, 14, 9, -4, 3, 11, 18];

export default function LineColorScale() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: [...SHORT_MONTHS] }]}
      yAxis={[
        {
          // Below 0 the line and its area are red, from 0 up they are green.
          colorMap: { type: 'piecewise', thresholds: [0], colors: ['#c62828', '#2e7d32'] },
        },
      ]}
      series={[{ data: BALANCE, label: 'Balance (k$)', area: true, baseline: 0 }]}
      sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.3 } }}
    />
  );
}
