import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DEMO_TODAY } from '@content/demoData';

// Two letters instead of one, so that "Tu" and "Th" can be told apart.
const twoLetters = (day: Dayjs) => day.format('dd');

export default function WeekdayInitials() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 2 }}>
        <div>
          <Typography variant="subtitle2" sx={{ textAlign: 'center' }}>
            Default
          </Typography>
          <DateCalendar defaultValue={DEMO_TODAY} />
        </div>
        <div>
          <Typography variant="subtitle2" sx={{ textAlign: 'center' }}>
            dayOfWeekFormatter
          </Typography>
          <DateCalendar defaultValue={DEMO_TODAY} dayOfWeekFormatter={twoLetters} />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
