import * as React from 'react';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { QUARTERLY_REVENUE } from '@content/demoData';

// Both charts name their series 'licences', so one highlight state means the same quarter in each.
const SERIES_ID = 'licences';
const highlightScope = { highlight: 'item', fade: 'global' } as const;

export default function SyncedHighlight() {
  const [highlightedItem, setHighlightedItem] = React.useState<HighlightItemData | null>(null);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ width: '100%' }}>
      <BarChart
        height={260}
        dataset={QUARTERLY_REVENUE}
        xAxis={[{ scaleType: 'band', dataKey: 'quarter' }]}
        series={[{ id: SERIES_ID, dataKey: 'licences', label: 'Licences (k$)', highlightScope }]}
        tooltip={{ trigger: 'item' }}
        axisHighlight={{ x: 'none' }}
        slotProps={{ legend: { hidden: true } }}
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
      />
      <PieChart
        height={260}
        series={[
          {
            id: SERIES_ID,
            data: QUARTERLY_REVENUE.map((row) => ({ label: row.quarter, value: row.licences })),
            innerRadius: 30,
            highlightScope,
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ right: 5 }}
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
      />
    </Stack>
  );
}
