import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { PieItemIdentifier } from '@mui/x-charts/models';
import { PHONE_MARKET_SHARE } from '@content/demoData';

export default function PieClick() {
  const [clicked, setClicked] = React.useState<PieItemIdentifier | null>(null);
  const slice = clicked ? PHONE_MARKET_SHARE[clicked.dataIndex] : undefined;

  return (
    <Box sx={{ width: '100%' }}>
      <PieChart
        height={240}
        series={[{ id: 'share', data: PHONE_MARKET_SHARE, highlightScope: { highlight: 'item' } }]}
        onItemClick={(_event, identifier) => setClicked(identifier)}
      />
      <Typography variant="body2" sx={{ px: 1 }} aria-live="polite">
        {slice
          ? `Clicked: series "${clicked!.seriesId}", index ${clicked!.dataIndex} (${slice.label}, ${slice.value}%)`
          : 'Click a slice.'}
      </Typography>
    </Box>
  );
}
