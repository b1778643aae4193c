import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DEMO_TODAY } from '@content/demoData';

// Bookings open on the demo day (October 17) and close a year later.
const minDate = DEMO_TODAY;
const maxDate = DEMO_TODAY.add(1, 'year');

export default function MinDateAcrossViews() {
  const [value, setValue] = React.useState<Dayjs | null>(DEMO_TODAY.add(1, 'month').date(5));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320, mx: 'auto' }}>
        <DateCalendar
          value={value}
          onChange={(newValue) => setValue(newValue)}
          views={['year', 'month', 'day']}
          openTo="month"
          minDate={minDate}
          maxDate={maxDate}
        />
        <Typography variant="body2">
          Value: <code>{value ? value.format('YYYY-MM-DD') : 'null'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
