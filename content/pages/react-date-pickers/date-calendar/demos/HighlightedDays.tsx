import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { DEMO_TODAY } from '@content/demoData';

// Days with an event, per month ('YYYY-MM' → days of the month).
const EVENTS: Record<string, number[]> = {
  '2024-09': [3, 12, 25],
  '2024-10': [2, 9, 17, 23, 30],
  '2024-11': [6, 14, 28],
};

interface EventDayProps extends PickersDayProps<Dayjs> {
  eventDays?: number[];
}

function EventDay(props: EventDayProps) {
  const { eventDays = [], day, outsideCurrentMonth, ...other } = props;
  const hasEvent = !outsideCurrentMonth && eventDays.includes(day.date());

  return (
    <Badge overlap="circular" color="secondary" variant="dot" invisible={!hasEvent}>
      <PickersDay {...other} day={day} outsideCurrentMonth={outsideCurrentMonth} />
    </Badge>
  );
}

export default function HighlightedDays() {
  const [month, setMonth] = React.useState<Dayjs>(DEMO_TODAY);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={DEMO_TODAY}
        onMonthChange={(newMonth) => setMonth(newMonth)}
        slots={{ day: EventDay }}
        slotProps={{
          day: { eventDays: EVENTS[month.format('YYYY-MM')] ?? [] } as EventDayProps,
        }}
      />
    </LocalizationProvider>
  );
}
