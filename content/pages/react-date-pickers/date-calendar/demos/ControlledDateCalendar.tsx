import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DEMO_TODAY } from '@content/demoData';

export default function ControlledDateCalendar() {
  const [value, setValue] = React.useState<Dayjs | null>(DEMO_TODAY);
  const [shownMonth, setShownMonth] = React.useState<Dayjs>(DEMO_TODAY);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateCalendar
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onMonthChange={(month) => setShownMonth(month)}
        />
        <Typography variant="body2">Selected: {value ? value.format('D MMMM YYYY') : 'nothing'}</Typography>
        <Typography variant="body2">Shown month: {shownMonth.format('MMMM YYYY')}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
