import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { DEMO_TODAY } from '@content/demoData';

// Daily uptime (%) of three services over the last ten days, ending on the demo's fixed "today".
const DAYS = Array.from({ length: 10 }, (_, index) =>
  DEMO_TODAY.startOf('day')
    .subtract(9 - index, 'day')
    .toDate(),
);
const SERVICES = [
  { name: 'API', uptime: [99.9, 99.8, 99.9, 100, 99.7, 99.9, 100, 99.9, 99.8, 99.9] },
  { name: 'Search', uptime: [99.5, 98.9, 99.2, 97.8, 99.1, 99.4, 99.0, 98.6, 99.3, 99.5] },
  { name: 'Uploads', uptime: [96.2, 97.4, 95.8, 98.1, 96.9, 97.7, 94.9, 96.5, 97.9, 98.3] },
];
const formatDay = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });

export default function SparklineSharedScale() {
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 480 }}>
      {SERVICES.map((service) => (
        <Stack key={service.name} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ width: 64 }}>
            {service.name}
          </Typography>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <SparkLineChart
              data={service.uptime}
              height={48}
              // Dates on the x-axis title each tooltip; the same y range makes the rows comparable.
              xAxis={{ scaleType: 'time', data: DAYS, valueFormatter: formatDay }}
              yAxis={{ min: 94, max: 100 }}
              valueFormatter={(value) => `${value}%`}
              showTooltip
              showHighlight
            />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
