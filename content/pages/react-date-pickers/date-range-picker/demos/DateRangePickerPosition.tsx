import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type { RangePosition } from '@mui/x-date-pickers-pro/models';
import { DEMO_TODAY } from '@content/demoData';

export default function DateRangePickerPosition() {
  const [rangePosition, setRangePosition] = React.useState<RangePosition>('start');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} alignItems="flex-start">
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Date being edited"
          value={rangePosition}
          onChange={(_event, newPosition: RangePosition | null) => newPosition && setRangePosition(newPosition)}
        >
          <ToggleButton value="start">Editing start</ToggleButton>
          <ToggleButton value="end">Editing end</ToggleButton>
        </ToggleButtonGroup>
        <StaticDateRangePicker
          defaultValue={[DEMO_TODAY, DEMO_TODAY.add(3, 'day')]}
          rangePosition={rangePosition}
          onRangePositionChange={setRangePosition}
          slotProps={{ actionBar: { actions: [] } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
