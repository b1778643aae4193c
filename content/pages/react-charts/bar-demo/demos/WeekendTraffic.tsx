import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { WEEKDAYS } from '@content/demoData';

const VISITS = [4210, 4580, 4420, 4690, 3980, 2150, 1870];

export default function WeekendTraffic() {
  const theme = useTheme();
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: [...WEEKDAYS],
          // Weekend days get the secondary colour, every other day falls back to the primary one.
          colorMap: {
            type: 'ordinal',
            values: ['Sat', 'Sun'],
            colors: [theme.palette.secondary.main, theme.palette.secondary.main],
            unknownColor: theme.palette.primary.main,
          },
        },
      ]}
      series={[{ data: VISITS, label: 'Visits' }]}
      borderRadius={6}
      slotProps={{ legend: { hidden: true } }}
      margin={{ top: 20 }}
    />
  );
}
