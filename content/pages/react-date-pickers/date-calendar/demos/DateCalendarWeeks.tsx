import * as React from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DEMO_TODAY } from '@content/demoData';

export default function DateCalendarWeeks() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={DEMO_TODAY}
        displayWeekNumber
        showDaysOutsideCurrentMonth
        fixedWeekNumber={6}
        dayOfWeekFormatter={(weekday) => weekday.format('dd')}
      />
    </LocalizationProvider>
  );
}
