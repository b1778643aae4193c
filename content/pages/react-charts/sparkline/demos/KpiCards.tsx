import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { KPI_TRENDS } from '@content/demoData';

export default function KpiCards() {
  const theme = useTheme();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, width: '100%' }}>
      {KPI_TRENDS.map((kpi) => {
        const last = kpi.data[kpi.data.length - 1]!;
        const first = kpi.data[0]!;
        const change = ((last - first) / first) * 100;
        // A falling error rate is good news: colour the trend by meaning, not by direction.
        const good = kpi.id === 'errors' ? change < 0 : change > 0;
        const color = good ? theme.palette.success.main : theme.palette.error.main;
        return (
          <Paper key={kpi.id} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {kpi.label}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
              <Typography variant="h5" component="p">
                {last}
                {kpi.unit}
              </Typography>
              <Typography variant="body2" sx={{ color: good ? 'success.main' : 'error.main' }}>
                {change > 0 ? '+' : ''}
                {change.toFixed(0)}%
              </Typography>
            </Box>
            <SparkLineChart
              data={kpi.data}
              height={50}
              area
              colors={[color]}
              showTooltip
              showHighlight
              valueFormatter={(value) => `${value}${kpi.unit}`}
            />
          </Paper>
        );
      })}
    </Box>
  );
}
