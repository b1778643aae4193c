import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { QUARTERLY_REVENUE } from '@content/demoData';

type State = 'loading' | 'empty' | 'loaded';

export default function ChartOverlays() {
  const [state, setState] = React.useState<State>('loading');
  const rows = state === 'loaded' ? QUARTERLY_REVENUE : [];

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Data state"
        value={state}
        onChange={(_event, next: State | null) => next && setState(next)}
      >
        <ToggleButton value="loading">Loading</ToggleButton>
        <ToggleButton value="empty">No data</ToggleButton>
        <ToggleButton value="loaded">Loaded</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={280}
        loading={state === 'loading'}
        // Axes keep their configured categories, so the frame of the chart stays put while data loads.
        xAxis={[{ scaleType: 'band', data: QUARTERLY_REVENUE.map((row) => row.quarter) }]}
        series={[{ data: rows.map((row) => row.licences), label: 'Licences' }]}
        slotProps={{
          loadingOverlay: { message: 'Fetching revenue…' },
          noDataOverlay: { message: 'No revenue recorded for this period' },
        }}
      />
    </Box>
  );
}
