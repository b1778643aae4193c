import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

export default function DatePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Year only" views={['year']} defaultValue={DEMO_TODAY} />
        <DatePicker label="Month and year" views={['month', 'year']} defaultValue={DEMO_TODAY} />
        <DatePicker
          label="Opens on the year view"
          views={['year', 'month', 'day']}
          openTo="year"
          defaultValue={DEMO_TODAY}
        />
      </Stack>
    </LocalizationProvider>
  );
}
