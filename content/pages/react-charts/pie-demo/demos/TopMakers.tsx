import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { PHONE_MARKET_SHARE } from '@content/demoData';

const MAKERS = PHONE_MARKET_SHARE.filter((maker) => maker.id !== 'other');
const EXISTING_OTHER = PHONE_MARKET_SHARE.find((maker) => maker.id === 'other')?.value ?? 0;

export default function TopMakers() {
  const [shown, setShown] = React.useState(3);

  // Keep the biggest makers and merge the rest into a single "Other" slice.
  const sorted = [...MAKERS].sort((a, b) => b.value - a.value);
  const rest = sorted.slice(shown).reduce((sum, maker) => sum + maker.value, EXISTING_OTHER);
  const data = [...sorted.slice(0, shown), { id: 'other', label: 'Other', value: Number(rest.toFixed(1)) }];

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ px: 1, maxWidth: 320 }}>
        <Typography id="top-makers-label" variant="body2">
          Makers shown individually: {shown}
        </Typography>
        <Slider
          aria-labelledby="top-makers-label"
          value={shown}
          onChange={(_event, value) => setShown(value as number)}
          min={1}
          max={MAKERS.length}
          step={1}
          marks
        />
      </Box>
      <PieChart height={240} series={[{ data, innerRadius: 40, valueFormatter: (item) => `${item.value}%` }]} />
    </Box>
  );
}
