import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeft from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRight from '@mui/icons-material/KeyboardDoubleArrowRight';
import { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';
import { DEMO_TODAY } from '@content/demoData';

// Moves by month or by year; the calendar slides in the direction given as second argument.
function YearMonthHeader({ currentMonth, onMonthChange }: PickersCalendarHeaderProps<Dayjs>) {
  const go = (months: number) => onMonthChange(currentMonth.add(months, 'month'), months > 0 ? 'left' : 'right');

  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, py: 1 }}>
      <div>
        <IconButton aria-label="Previous year" onClick={() => go(-12)}>
          <KeyboardDoubleArrowLeft />
        </IconButton>
        <IconButton aria-label="Previous month" onClick={() => go(-1)}>
          <ChevronLeft />
        </IconButton>
      </div>
      <Typography variant="subtitle1" component="p">
        {currentMonth.format('MMMM YYYY')}
      </Typography>
      <div>
        <IconButton aria-label="Next month" onClick={() => go(1)}>
          <ChevronRight />
        </IconButton>
        <IconButton aria-label="Next year" onClick={() => go(12)}>
          <KeyboardDoubleArrowRight />
        </IconButton>
      </div>
    </Stack>
  );
}

export default function CustomCalendarHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={DEMO_TODAY} slots={{ calendarHeader: YearMonthHeader }} />
    </LocalizationProvider>
  );
}
