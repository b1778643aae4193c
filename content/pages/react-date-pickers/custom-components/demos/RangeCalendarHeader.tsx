import * as React from 'react';
import type { Dayjs } from 'dayjs';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { PickersRangeCalendarHeaderProps } from '@mui/x-date-pickers-pro/PickersRangeCalendarHeader';
import { DEMO_TODAY } from '@content/demoData';

// One header per month: the first one moves back, the last one moves forward, both by two months.
function TwoMonthHeader(props: PickersRangeCalendarHeaderProps<Dayjs>) {
  const { currentMonth, onMonthChange, month, monthIndex, calendars } = props;
  const isFirst = monthIndex === 0;
  const isLast = monthIndex === calendars - 1;

  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, minHeight: 40 }}>
      <IconButton
        aria-label="Previous two months"
        onClick={() => onMonthChange(currentMonth.subtract(calendars, 'month'), 'right')}
        sx={{ visibility: isFirst ? 'visible' : 'hidden' }}
      >
        <ChevronLeft />
      </IconButton>
      <Typography variant="subtitle2">{month.format('MMMM YYYY')}</Typography>
      <IconButton
        aria-label="Next two months"
        onClick={() => onMonthChange(currentMonth.add(calendars, 'month'), 'left')}
        sx={{ visibility: isLast ? 'visible' : 'hidden' }}
      >
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}

export default function RangeCalendarHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        defaultValue={[DEMO_TODAY, DEMO_TODAY.add(6, 'day')]}
        calendars={2}
        slots={{ calendarHeader: TwoMonthHeader }}
      />
    </LocalizationProvider>
  );
}
