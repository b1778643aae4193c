import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { CITY_TEMPERATURES } from '@content/demoData';

const CITIES = [
  { id: 'oslo', label: 'Oslo' },
  { id: 'paris', label: 'Paris' },
  { id: 'sydney', label: 'Sydney' },
];

const highlightScope = { highlight: 'series', fade: 'global' } as const;

export default function CityHighlightChips() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ px: 1, flexWrap: 'wrap' }}>
        {CITIES.map((city) => (
          <Chip
            key={city.id}
            label={city.label}
            color={highlighted?.seriesId === city.id ? 'primary' : 'default'}
            onMouseEnter={() => setHighlighted({ seriesId: city.id })}
            onMouseLeave={() => setHighlighted(null)}
            onFocus={() => setHighlighted({ seriesId: city.id })}
            onBlur={() => setHighlighted(null)}
            onClick={() => setHighlighted({ seriesId: city.id })}
          />
        ))}
      </Stack>
      <LineChart
        height={300}
        dataset={CITY_TEMPERATURES}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        series={CITIES.map((city) => ({ id: city.id, dataKey: city.id, label: city.label, highlightScope }))}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        tooltip={{ trigger: 'item' }}
        axisHighlight={{ x: 'none' }}
      />
    </Box>
  );
}
