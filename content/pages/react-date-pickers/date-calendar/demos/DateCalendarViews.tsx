import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DEMO_TODAY } from '@content/demoData';

export default function DateCalendarViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Typography variant="subtitle2">Year, then month, then day</Typography>
        <DateCalendar views={['year', 'month', 'day']} openTo="year" defaultValue={DEMO_TODAY} />
        <Typography variant="subtitle2">Month and year only</Typography>
        <DateCalendar views={['month', 'year']} openTo="month" defaultValue={DEMO_TODAY} />
      </Stack>
    </LocalizationProvider>
  );
}
