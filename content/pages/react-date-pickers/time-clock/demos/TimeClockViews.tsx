import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { DEMO_TODAY } from '@content/demoData';

export default function TimeClockViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ justifyContent: 'center' }}>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2">Seconds too, with arrows</Typography>
          <TimeClock views={['hours', 'minutes', 'seconds']} defaultValue={DEMO_TODAY} ampm={false} showViewSwitcher />
        </Stack>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2">Minutes and seconds only</Typography>
          <TimeClock views={['minutes', 'seconds']} defaultValue={DEMO_TODAY} showViewSwitcher />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
