import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DEMO_TODAY } from '@content/demoData';

export default function DateCalendarReadOnly() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Typography variant="subtitle2">readOnly: navigation works, selection does not</Typography>
        <DateCalendar defaultValue={DEMO_TODAY} readOnly />
        <Typography variant="subtitle2">disabled: nothing is interactive</Typography>
        <DateCalendar defaultValue={DEMO_TODAY} disabled />
      </Stack>
    </LocalizationProvider>
  );
}
