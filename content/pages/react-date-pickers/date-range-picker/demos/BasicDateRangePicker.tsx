import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function BasicDateRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <DateRangePicker localeText={{ start: 'Check-in', end: 'Check-out' }} referenceDate={DEMO_TODAY} />
        <DateRangePicker defaultValue={[DEMO_TODAY, DEMO_TODAY.add(4, 'day')]} />
      </Stack>
    </LocalizationProvider>
  );
}
