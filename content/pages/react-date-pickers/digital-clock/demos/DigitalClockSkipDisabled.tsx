import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import { DEMO_TODAY } from '@content/demoData';

// Office hours: 09:00 to 17:00.
const opening = DEMO_TODAY.hour(9).minute(0);
const closing = DEMO_TODAY.hour(17).minute(0);

export default function DigitalClockSkipDisabled() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ justifyContent: 'center' }}>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2">DigitalClock</Typography>
          <DigitalClock defaultValue={DEMO_TODAY} minTime={opening} maxTime={closing} timeStep={30} skipDisabled />
        </Stack>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2">MultiSectionDigitalClock</Typography>
          <MultiSectionDigitalClock
            defaultValue={DEMO_TODAY}
            minTime={opening}
            maxTime={closing}
            ampm={false}
            skipDisabled
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
