import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { SHORT_MONTHS, MONTHLY_FINANCE } from '@content/demoData';

const revenue = MONTHLY_FINANCE.map((row) => row.revenue);

export default function SparklineTooltip() {
  return (
    <Stack direction="row" spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <SparkLineChart
          data={revenue}
          height={90}
          showTooltip
          showHighlight
          // With an x-axis, the tooltip titles each value with its month; without one it shows the value alone.
          xAxis={{ scaleType: 'point', data: [...SHORT_MONTHS] }}
          valueFormatter={(value) => `$${value}k`}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <SparkLineChart
          plotType="bar"
          data={revenue}
          height={90}
          showTooltip
          showHighlight
          xAxis={{ scaleType: 'band', data: [...SHORT_MONTHS] }}
          valueFormatter={(value) => `$${value}k`}
        />
      </Box>
    </Stack>
  );
}
