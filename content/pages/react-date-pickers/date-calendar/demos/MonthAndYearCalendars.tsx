import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';
import { DEMO_TODAY } from '@content/demoData';

export default function MonthAndYearCalendars() {
  const [value, setValue] = React.useState<Dayjs | null>(DEMO_TODAY);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <Typography variant="subtitle2">MonthCalendar</Typography>
        <MonthCalendar value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="subtitle2">YearCalendar, newest first</Typography>
        <YearCalendar
          value={value}
          onChange={(newValue) => setValue(newValue)}
          minDate={DEMO_TODAY.subtract(20, 'year')}
          maxDate={DEMO_TODAY.add(5, 'year')}
          yearsOrder="desc"
          sx={{ height: 200 }}
        />
        <Typography variant="body2">Value: {value ? value.format('MMMM YYYY') : 'none'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
