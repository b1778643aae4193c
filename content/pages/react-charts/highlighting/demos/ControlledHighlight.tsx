import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { MONTHLY_CASH_FLOW } from '@content/demoData';

const SERIES = [
  { id: 'retail', label: 'Retail' },
  { id: 'wholesale', label: 'Wholesale' },
  { id: 'online', label: 'Online' },
] as const;

export default function ControlledHighlight() {
  const [highlightedItem, setHighlightedItem] = React.useState<HighlightItemData | null>({ seriesId: 'online' });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlightedItem?.seriesId ?? null}
        onChange={(_event, seriesId: string | null) => setHighlightedItem(seriesId ? { seriesId } : null)}
        aria-label="Highlighted series"
      >
        {SERIES.map((series) => (
          <ToggleButton key={series.id} value={series.id}>
            {series.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary">
        Highlighted: {highlightedItem?.seriesId ?? 'nothing'}
        {highlightedItem?.dataIndex !== undefined ? `, point ${highlightedItem.dataIndex + 1}` : ''}
      </Typography>
      <LineChart
        height={300}
        dataset={MONTHLY_CASH_FLOW}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        series={SERIES.map((series) => ({
          ...series,
          dataKey: series.id,
          highlightScope: { highlight: 'series', fade: 'global' } as const,
        }))}
        // Hovering updates the state; the buttons set it from outside.
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
      />
    </Stack>
  );
}
