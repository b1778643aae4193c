import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DEMO_TODAY } from '@content/demoData';

// The report can cover any day of the current quarter.
const quarterStart = DEMO_TODAY.month(9).startOf('month');
const quarterEnd = DEMO_TODAY.month(11).endOf('month');

export default function MinMaxDateValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Report day" defaultValue={DEMO_TODAY} minDate={quarterStart} maxDate={quarterEnd} />
        <DateCalendar defaultValue={DEMO_TODAY} minDate={quarterStart} maxDate={quarterEnd} />
      </Stack>
    </LocalizationProvider>
  );
}
