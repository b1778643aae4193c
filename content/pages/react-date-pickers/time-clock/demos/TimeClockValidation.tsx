import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { DEMO_TODAY } from '@content/demoData';

export default function TimeClockValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Typography variant="subtitle2">Office hours, 5-minute steps</Typography>
        <TimeClock
          defaultValue={DEMO_TODAY.minute(30)}
          minTime={DEMO_TODAY.hour(8).minute(0)}
          maxTime={DEMO_TODAY.hour(18).minute(0)}
          minutesStep={5}
          ampm={false}
        />
        <Typography variant="subtitle2">Read-only</Typography>
        <TimeClock defaultValue={DEMO_TODAY} readOnly />
      </Stack>
    </LocalizationProvider>
  );
}
