import * as React from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DEMO_TODAY } from '@content/demoData';

export default function DateRangeCalendarDisplay() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        calendars={1}
        defaultValue={[DEMO_TODAY.subtract(2, 'day'), DEMO_TODAY.add(2, 'day')]}
        displayWeekNumber
        showDaysOutsideCurrentMonth
        fixedWeekNumber={6}
        disableDragEditing
      />
    </LocalizationProvider>
  );
}
