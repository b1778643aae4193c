import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { PopperPlacementType } from '@mui/material/Popper';
import { BarChart } from '@mui/x-charts/BarChart';
import { QUARTERLY_REVENUE } from '@content/demoData';

const PLACEMENTS: PopperPlacementType[] = ['right-start', 'top', 'bottom', 'left'];

export default function TooltipPlacement() {
  const [placement, setPlacement] = React.useState<PopperPlacementType>('top');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Tooltip placement"
        value={placement}
        onChange={(_event, next: PopperPlacementType | null) => next && setPlacement(next)}
      >
        {PLACEMENTS.map((option) => (
          <ToggleButton key={option} value={option}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={300}
        dataset={QUARTERLY_REVENUE}
        xAxis={[{ scaleType: 'band', dataKey: 'quarter' }]}
        series={[
          { dataKey: 'licences', label: 'Licences' },
          { dataKey: 'support', label: 'Support' },
        ]}
        // Replaces the default placement, for a mouse and a finger alike.
        slotProps={{ popper: { placement } }}
      />
    </Box>
  );
}
