import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

export default function DatePickerValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Within the next 30 days"
          referenceDate={DEMO_TODAY}
          minDate={DEMO_TODAY}
          maxDate={DEMO_TODAY.add(30, 'day')}
        />
        <DatePicker label="Weekdays only" referenceDate={DEMO_TODAY} shouldDisableDate={isWeekend} />
        <DatePicker
          label="Not in August"
          views={['year', 'month', 'day']}
          referenceDate={DEMO_TODAY}
          shouldDisableMonth={(month) => month.month() === 7}
        />
      </Stack>
    </LocalizationProvider>
  );
}
