import * as React from 'react';
import { alpha } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DEMO_TODAY } from '@content/demoData';

export default function DayPropsCallback() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={DEMO_TODAY}
        slotProps={{
          // A function receives the day and whether it is selected: here weekends get a tinted background.
          day: ({ day, selected }) => {
            const isWeekend = day.day() === 0 || day.day() === 6;
            return {
              sx: isWeekend && !selected ? { bgcolor: (theme) => alpha(theme.palette.primary.main, 0.12) } : {},
            };
          },
        }}
      />
    </LocalizationProvider>
  );
}
