import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DEMO_TODAY } from '@content/demoData';

// The office is closed for the whole of December.
const isClosedDay = (day: Dayjs) => day.month() === 11;
const isClosedMonth = (month: Dayjs) => month.month() === 11;

export default function ShouldDisableDateInViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2">shouldDisableDate only</Typography>
          <DateCalendar
            defaultValue={DEMO_TODAY}
            views={['month', 'day']}
            openTo="month"
            shouldDisableDate={isClosedDay}
          />
        </Stack>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2">with shouldDisableMonth too</Typography>
          <DateCalendar
            defaultValue={DEMO_TODAY}
            views={['month', 'day']}
            openTo="month"
            shouldDisableDate={isClosedDay}
            shouldDisableMonth={isClosedMonth}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
