import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { Gauge } from '@mui/x-charts/Gauge';
import { CITY_TEMPERATURES, MONTHLY_FINANCE, PHONE_MARKET_SHARE } from '@content/demoData';

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export default function ChartsOverview() {
  const yearProfit = MONTHLY_FINANCE.reduce((sum, row) => sum + row.profit, 0);
  const yearRevenue = MONTHLY_FINANCE.reduce((sum, row) => sum + row.revenue, 0);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, width: '100%' }}>
      <Panel title="Revenue by channel (BarChart)">
        <BarChart
          height={240}
          dataset={MONTHLY_FINANCE}
          xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
          series={[
            { dataKey: 'online', label: 'Online', stack: 'total' },
            { dataKey: 'retail', label: 'Retail', stack: 'total' },
            { dataKey: 'wholesale', label: 'Wholesale', stack: 'total' },
          ]}
          margin={{ left: 40, right: 10 }}
        />
      </Panel>
      <Panel title="Average highs in °C (LineChart)">
        <LineChart
          height={240}
          dataset={CITY_TEMPERATURES}
          xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
          series={[
            { dataKey: 'oslo', label: 'Oslo', showMark: false },
            { dataKey: 'paris', label: 'Paris', showMark: false },
            { dataKey: 'sydney', label: 'Sydney', showMark: false },
          ]}
          margin={{ left: 40, right: 10 }}
        />
      </Panel>
      <Panel title="Market share (PieChart)">
        <PieChart
          height={220}
          series={[{ data: PHONE_MARKET_SHARE, innerRadius: 45, paddingAngle: 1, cornerRadius: 3 }]}
        />
      </Panel>
      <Panel title="Profit margin for the year (Gauge)">
        <Gauge
          height={220}
          value={Math.round((yearProfit / yearRevenue) * 100)}
          startAngle={-110}
          endAngle={110}
          cornerRadius="50%"
          text={({ value }) => `${value}%`}
          aria-label="Profit margin for the year"
        />
      </Panel>
    </Box>
  );
}
