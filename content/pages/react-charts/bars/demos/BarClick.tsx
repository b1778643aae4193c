import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { BarItemIdentifier } from '@mui/x-charts/models';
import { MONTHLY_FINANCE } from '@content/demoData';

const series = [
  { id: 'revenue', dataKey: 'revenue', label: 'Revenue' },
  { id: 'costs', dataKey: 'costs', label: 'Costs' },
];

export default function BarClick() {
  const [item, setItem] = React.useState<BarItemIdentifier | null>(null);
  const [axisMonth, setAxisMonth] = React.useState<string | null>(null);

  const itemText = item
    ? `${item.seriesId} of ${MONTHLY_FINANCE[item.dataIndex]!.month}: $${MONTHLY_FINANCE[item.dataIndex]![item.seriesId as 'revenue' | 'costs']}k`
    : 'click a bar';

  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={300}
        dataset={MONTHLY_FINANCE.slice(0, 6)}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        series={series}
        onItemClick={(_event, identifier) => setItem(identifier)}
        onAxisClick={(_event, data) => setAxisMonth(data ? String(data.axisValue) : null)}
      />
      <Typography variant="body2" sx={{ px: 1 }}>
        onItemClick: {itemText}
      </Typography>
      <Typography variant="body2" sx={{ px: 1 }}>
        onAxisClick: {axisMonth ?? 'click anywhere in the plot'}
      </Typography>
    </Box>
  );
}
