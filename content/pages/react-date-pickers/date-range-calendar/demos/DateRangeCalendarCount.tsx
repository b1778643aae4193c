import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DEMO_TODAY } from '@content/demoData';

type CalendarCount = 1 | 2 | 3;

export default function DateRangeCalendarCount() {
  const [calendars, setCalendars] = React.useState<CalendarCount>(1);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} alignItems="flex-start">
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Number of months"
          value={calendars}
          onChange={(_event, newCount: CalendarCount | null) => newCount && setCalendars(newCount)}
        >
          <ToggleButton value={1}>1 month</ToggleButton>
          <ToggleButton value={2}>2 months</ToggleButton>
          <ToggleButton value={3}>3 months</ToggleButton>
        </ToggleButtonGroup>
        {/* The key remounts the calendar so it starts again on the reference month. */}
        <DateRangeCalendar key={calendars} calendars={calendars} referenceDate={DEMO_TODAY} />
      </Stack>
    </LocalizationProvider>
  );
}
