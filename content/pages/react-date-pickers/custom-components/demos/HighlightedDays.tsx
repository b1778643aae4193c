import * as React from 'react';
import Badge from '@mui/material/Badge';
import { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { DEMO_TODAY } from '@content/demoData';

// Days of the month with an event: a fixed list, as a server would return it.
const EVENT_DAYS = [3, 9, 17, 22, 28];

interface EventDayProps extends PickersDayProps<Dayjs> {
  eventDays?: number[];
}

// Wraps the default day rather than rewriting it, so selection, focus and keyboard keep working.
function EventDay({ eventDays = [], ...dayProps }: EventDayProps) {
  const { day, outsideCurrentMonth } = dayProps;
  const hasEvent = !outsideCurrentMonth && eventDays.includes(day.date());

  return (
    <Badge overlap="circular" color="secondary" variant="dot" invisible={!hasEvent}>
      <PickersDay {...dayProps} />
    </Badge>
  );
}

export default function HighlightedDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={DEMO_TODAY}
        slots={{ day: EventDay }}
        slotProps={{ day: { eventDays: EVENT_DAYS } as EventDayProps }}
      />
    </LocalizationProvider>
  );
}
