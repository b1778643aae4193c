import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { DEMO_TODAY } from '@content/demoData';

export default function TimeClockAmPm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Typography variant="subtitle2">12-hour dial with AM/PM buttons</Typography>
        <TimeClock defaultValue={DEMO_TODAY} ampm ampmInClock />
        <Typography variant="subtitle2">24-hour dial (inner ring for 0 and 13 to 23)</Typography>
        <TimeClock defaultValue={DEMO_TODAY.hour(21)} ampm={false} />
      </Stack>
    </LocalizationProvider>
  );
}
