import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartsItemContentProps } from '@mui/x-charts/ChartsTooltip';
import { PHONE_MARKET_SHARE } from '@content/demoData';

// Replaces the content of the item tooltip; the chart still decides when and where it shows.
function ShareTooltip({ itemData, getColor }: ChartsItemContentProps<'pie'>) {
  if (itemData.dataIndex === undefined) {
    return null;
  }
  const slice = PHONE_MARKET_SHARE[itemData.dataIndex]!;
  return (
    <Paper elevation={3} sx={{ px: 1.5, py: 1, borderLeft: 4, borderColor: getColor(itemData.dataIndex) }}>
      <Typography variant="subtitle2">{slice.label}</Typography>
      <Typography variant="body2">
        {slice.value}% of the market, rank {itemData.dataIndex + 1} of {PHONE_MARKET_SHARE.length}
      </Typography>
    </Paper>
  );
}

export default function SlotsPieTooltip() {
  return (
    <Box sx={{ width: '100%' }}>
      <PieChart
        height={260}
        series={[{ data: PHONE_MARKET_SHARE, innerRadius: 50, highlightScope: { fade: 'global', highlight: 'item' } }]}
        slots={{ itemContent: ShareTooltip }}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
