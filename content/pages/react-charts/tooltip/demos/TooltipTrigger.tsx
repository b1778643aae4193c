import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { QUARTERLY_REVENUE } from '@content/demoData';

type Trigger = 'item' | 'axis' | 'none';

const kDollars = (value: number | null) => (value === null ? '' : `${value}k$`);

export default function TooltipTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_event, next: Trigger | null) => next && setTrigger(next)}
        aria-label="Tooltip trigger"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        dataset={QUARTERLY_REVENUE}
        xAxis={[{ scaleType: 'band', dataKey: 'quarter' }]}
        series={[
          { dataKey: 'licences', label: 'Licences', valueFormatter: kDollars },
          { dataKey: 'support', label: 'Support', valueFormatter: kDollars },
          { dataKey: 'consulting', label: 'Consulting', valueFormatter: kDollars },
        ]}
        tooltip={{ trigger }}
      />
    </Stack>
  );
}
