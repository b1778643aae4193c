import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function DateRangePickerCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <Typography variant="subtitle2">One month</Typography>
        <DateRangePicker calendars={1} referenceDate={DEMO_TODAY} />
        <Typography variant="subtitle2">Three months, current one first</Typography>
        <DateRangePicker calendars={3} currentMonthCalendarPosition={1} referenceDate={DEMO_TODAY} />
      </Stack>
    </LocalizationProvider>
  );
}
