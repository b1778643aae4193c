import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import { DEMO_TODAY } from '@content/demoData';

export default function TimeComponentFamilies() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <Typography variant="subtitle2">Field</Typography>
        <TimeField label="Time field" defaultValue={DEMO_TODAY} />
        <Typography variant="subtitle2">Analog clock</Typography>
        <TimeClock defaultValue={DEMO_TODAY} />
        <Typography variant="subtitle2">Digital clocks</Typography>
        <Stack direction="row" spacing={2}>
          <DigitalClock defaultValue={DEMO_TODAY} sx={{ maxHeight: 220 }} />
          <MultiSectionDigitalClock defaultValue={DEMO_TODAY} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
