import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { PHONE_MARKET_SHARE } from '@content/demoData';

const total = PHONE_MARKET_SHARE.reduce((sum, maker) => sum + maker.value, 0);

export default function PieDetails() {
  const [selected, setSelected] = React.useState(0);
  const maker = PHONE_MARKET_SHARE[selected]!;
  const rank = [...PHONE_MARKET_SHARE].sort((a, b) => b.value - a.value).indexOf(maker) + 1;

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: 'stretch' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <PieChart
          height={220}
          series={[
            {
              id: 'makers',
              data: PHONE_MARKET_SHARE,
              innerRadius: 40,
              highlightScope: { highlight: 'item', fade: 'global' },
              highlighted: { additionalRadius: 6 },
            },
          ]}
          // The clicked slice stays highlighted after the pointer leaves.
          highlightedItem={{ seriesId: 'makers', dataIndex: selected }}
          onItemClick={(_event, item) => setSelected(item.dataIndex)}
          slotProps={{ legend: { hidden: true } }}
          margin={{ right: 5 }}
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography variant="overline" color="text.secondary">
          Selected maker
        </Typography>
        <Typography variant="h5">{maker.label}</Typography>
        <Typography variant="body2">Market share: {maker.value}%</Typography>
        <Typography variant="body2">
          Rank: {rank} of {PHONE_MARKET_SHARE.length}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Total of the chart: {total.toFixed(1)}%
        </Typography>
      </Paper>
    </Box>
  );
}
