import * as React from 'react';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DEMO_TODAY } from '@content/demoData';

// Days the venue is closed, as ISO dates.
const CLOSED_DAYS = new Set(['2024-10-21', '2024-10-22', '2024-11-01']);

const isClosed = (day: Dayjs) => day.day() === 0 || CLOSED_DAYS.has(day.format('YYYY-MM-DD'));

export default function DateCalendarValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        referenceDate={DEMO_TODAY}
        minDate={DEMO_TODAY}
        maxDate={DEMO_TODAY.add(2, 'month')}
        shouldDisableDate={isClosed}
      />
    </LocalizationProvider>
  );
}
