import * as React from 'react';
import type { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DEMO_TODAY } from '@content/demoData';

// Check-in only on Fridays and Saturdays, check-out any day, bookings open for 60 days.
const isCheckInDay = (date: Dayjs) => date.day() === 5 || date.day() === 6;

export default function DateRangeCalendarValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        calendars={1}
        referenceDate={DEMO_TODAY}
        minDate={DEMO_TODAY}
        maxDate={DEMO_TODAY.add(60, 'day')}
        shouldDisableDate={(date, position) => position === 'start' && !isCheckInDay(date)}
      />
    </LocalizationProvider>
  );
}
