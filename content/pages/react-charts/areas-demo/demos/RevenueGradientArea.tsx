import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { MONTHLY_FINANCE } from '@content/demoData';

export default function RevenueGradientArea() {
  const theme = useTheme();
  // useId gives a unique gradient id when the demo is on the page twice.
  const gradientId = `revenue-gradient-${React.useId().replace(/:/g, '')}`;

  return (
    <LineChart
      height={300}
      dataset={MONTHLY_FINANCE}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      series={[
        { dataKey: 'revenue', label: 'Revenue ($k)', area: true, showMark: false, color: theme.palette.primary.main },
      ]}
      yAxis={[{ min: 0 }]}
      slotProps={{ legend: { hidden: true } }}
      margin={{ top: 20 }}
      sx={{ '& .MuiAreaElement-root': { fill: `url(#${gradientId})` } }}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={theme.palette.primary.main} stopOpacity={0.5} />
          <stop offset="100%" stopColor={theme.palette.primary.main} stopOpacity={0} />
        </linearGradient>
      </defs>
    </LineChart>
  );
}
