import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useAxisTooltip } from '@mui/x-charts/ChartsTooltip';
import { QUARTERLY_REVENUE } from '@content/demoData';

function RevenueTooltip() {
  const tooltip = useAxisTooltip();
  if (!tooltip) {
    return null;
  }
  const total = tooltip.seriesItems.reduce((sum, item) => sum + (Number(item.value) || 0), 0);

  return (
    <Paper elevation={3} sx={{ px: 1.5, py: 1, minWidth: 160 }}>
      <Typography variant="subtitle2">{tooltip.axisFormattedValue}</Typography>
      {tooltip.seriesItems.map((item) => (
        <Box key={item.seriesId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color }} />
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {item.formattedLabel}
          </Typography>
          <Typography variant="body2">{item.formattedValue}</Typography>
        </Box>
      ))}
      <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 'bold' }}>
        Total: {total}k$
      </Typography>
    </Paper>
  );
}

export default function CustomAxisTooltip() {
  return (
    <BarChart
      height={300}
      dataset={QUARTERLY_REVENUE}
      xAxis={[{ scaleType: 'band', dataKey: 'quarter' }]}
      series={[
        { dataKey: 'licences', label: 'Licences', stack: 'total' },
        { dataKey: 'support', label: 'Support', stack: 'total' },
        { dataKey: 'consulting', label: 'Consulting', stack: 'total' },
      ]}
      slots={{ axisContent: RevenueTooltip }}
    />
  );
}
