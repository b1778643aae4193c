import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { MONTHLY_FINANCE, SHORT_MONTHS } from '@content/demoData';

const profit = MONTHLY_FINANCE.map((row) => row.profit);

export default function CompactAreaCard() {
  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="overline">Profit this year</Typography>
        <Typography variant="h5">${profit.reduce((sum, value) => sum + value, 0)}k</Typography>
      </CardContent>
      <LineChart
        height={110}
        xAxis={[{ scaleType: 'point', data: [...SHORT_MONTHS] }]}
        yAxis={[{ min: 0 }]}
        series={[
          { data: profit, area: true, showMark: false, label: 'Profit', valueFormatter: (value) => `$${value}k` },
        ]}
        // No axes, no legend and a small margin, but still a LineChart: the axis tooltip keeps working.
        leftAxis={null}
        bottomAxis={null}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
      />
    </Card>
  );
}
