import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DEMO_TODAY } from '@content/demoData';

// Sessions only run from September to June, in even years.
const isSummer = (month: Dayjs) => month.month() === 6 || month.month() === 7;
const isOddYear = (year: Dayjs) => year.year() % 2 === 1;

export default function ShouldDisableMonthYearValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Session month"
          defaultValue={DEMO_TODAY}
          views={['year', 'month']}
          openTo="month"
          shouldDisableMonth={isSummer}
          shouldDisableYear={isOddYear}
        />
      </Stack>
    </LocalizationProvider>
  );
}
